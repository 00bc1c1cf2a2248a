import React from "react";
import { graphql } from "gatsby";
import { buttonClass } from "../button/button-class";
import { EventDetails } from "../event-details/event-details";
import { ExternalLink } from "../external-link/external-link";
import { Poster } from "../poster/poster";
import { concertPosterSizes } from "../poster/sizes/concert-poster";
import { TypeBadge } from "../type-badge/type-badge";
import { concertCardIdOf } from "../../events/event-paths";
import { CalendarLink } from "../calendar-link/calendar-link";
import { SaveSlot } from "../pocket-slots/pocket-slots";
import { CancelledNotice, EventTitle, isCancelled } from "../cancelled/cancelled";
import { EventNotices } from "../notices/notices";
import { EventLabels, PlacesNote } from "../event-labels/event-labels";
import { actions, artist, body, calendar, card, description } from "./concert-card.module.scss";
import { imageOf } from "../poster/image-of";

interface ConcertCardProps {
  /** An archived edition's concert (ArchiveConcertCard) has the same fields but no `variazioni`. */
  concerto: Omit<Queries.ConcertCardFragment, "variazioni" | "preposizioneLuogo" | "nomiPrecedentiLuogo"> &
    Partial<Pick<Queries.ConcertCardFragment, "variazioni" | "preposizioneLuogo" | "nomiPrecedentiLuogo">>;
  biglietteria: string;
  /** The first card: its poster is the page's leading image (see <Poster leading>). */
  leading?: boolean;
  /** A concert of an archived edition: no ticket button and no calendar file, its title one level down. */
  past?: boolean;
}

/** The poster's slot (from src/styles/layout.ts); also what the page's <head> preload of the first poster names. */
export const CONCERT_POSTER_SIZES = concertPosterSizes;

/**
 * A concert on /concerti: artist, when and where, description, ticket button, and the poster. On
 * phones the facts come first (the time and the ticket in the first screen, the poster after them);
 * from 600 px the poster sits to their left.
 */
export function ConcertCard({ concerto, biglietteria, leading = false, past = false }: ConcertCardProps) {
  const image = imageOf(concerto.immagine);
  const id = concertCardIdOf(concerto.eventId);
  const Title = past ? "h3" : "h2";
  const cancelled = isCancelled(concerto.stato);
  return (
    <article id={id} className={card} aria-labelledby={`${id}-titolo`}>
      <div className={body}>
        <TypeBadge tipo="Concerto" />
        <Title id={`${id}-titolo`} className={artist}>
          <EventTitle title={concerto.artista} stato={concerto.stato} />
        </Title>
        {!past && (
          <SaveSlot
            event={concerto.eventId}
            title={concerto.artista}
            data={concerto.data}
            ora={concerto.ora}
            luogo={concerto.luogo}
            stato={cancelled ? "annullato" : undefined}
            preposizione={concerto.preposizioneLuogo}
            nomiPrecedentiLuogo={concerto.nomiPrecedentiLuogo}
          />
        )}
        {!past && <EventNotices event={concerto.eventId} />}
        <EventDetails
          dataCompleta={concerto.dataCompleta}
          fine={concerto.fine}
          fineIso={concerto.fineIso}
          ora={concerto.ora}
          inizio={concerto.inizio}
          luogo={concerto.luogo}
          paginaLuogo={concerto.paginaLuogo}
          variazioni={past ? null : concerto.variazioni}
        />
        <p className={description}>{concerto.descrizione}</p>
        <EventLabels etichette={concerto.etichette} />
        {!past && (
          <p className={actions}>
            {cancelled ? (
              <CancelledNotice what="biglietti" />
            ) : concerto.posti?.valore === "esaurito" ? null : (
              <ExternalLink href={concerto.ticketLink} className={buttonClass("primary")}>
                Acquista su {biglietteria}
              </ExternalLink>
            )}
            {/* "Ultimi posti" beside the button, "Esaurito" in its place (none for a cancelled event). */}
            {concerto.posti && <PlacesNote posti={concerto.posti} />}
            <CalendarLink event={concerto.eventId} title={concerto.artista} className={calendar} />
          </p>
        )}
      </div>
      {image && <Poster image={image} alt={concerto.immagineAlt} sizes={CONCERT_POSTER_SIZES} leading={leading} />}
    </article>
  );
}

export const query = graphql`
  fragment ConcertCard on ConcertiJson {
    artista
    data
    dataCompleta
    inizio
    eventId
    ora
    luogo
    paginaLuogo
    preposizioneLuogo
    nomiPrecedentiLuogo
    stato
    fine
    fineIso
    etichette {
      ...EventLabel
    }
    posti {
      ...EventLabel
    }
    # What a moved concert's day, time and venue were (gatsby/event-history), else null.
    variazioni {
      giorno
      ora
      luogo
    }
    descrizione
    ticketLink
    immagineAlt
    immagine {
      childImageSharp {
        gatsbyImageData(width: 1035, aspectRatio: 0.8, breakpoints: [456, 687, 1035])
      }
    }
  }
`;
