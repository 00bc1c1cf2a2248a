import React from "react";
import { graphql } from "gatsby";
import { DetailCardBody } from "../detail-card/detail-card";
import { Poster } from "../poster/poster";
import { concertPosterSizes } from "../poster/sizes/concert-poster";
import { concertCardIdOf } from "../../events/event-paths";
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
 * A concert on /concerti: artist, when and where, description, ticket button (DetailCardBody, as a talk), and the poster. On
 * phones the facts come first (the time and the ticket in the first screen, the poster after them);
 * from 600 px the poster sits to their left.
 */
export function ConcertCard({ concerto, biglietteria, leading = false, past = false }: ConcertCardProps) {
  const image = imageOf(concerto.immagine);
  const id = concertCardIdOf(concerto.eventId);
  return (
    <article id={id} className={card} aria-labelledby={`${id}-titolo`}>
      <DetailCardBody
        evento={concerto}
        id={id}
        tipo="Concerto"
        title={concerto.artista}
        offer={{ href: concerto.ticketLink, text: <>Acquista su {biglietteria}</>, variant: "primary", cancelled: "biglietti" }}
        classes={{ body, title: artist, description, actions, calendar }}
        past={past}
      />
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
