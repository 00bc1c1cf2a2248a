import React from "react";
import { graphql } from "gatsby";
import { buttonClass } from "../button/button-class";
import { CalendarLink } from "../calendar-link/calendar-link";
import { SaveSlot } from "../pocket-slots/pocket-slots";
import { CancelledNotice, EventTitle, isCancelled } from "../cancelled/cancelled";
import { EventNotices } from "../notices/notices";
import { EventLabels, PlacesNote } from "../event-labels/event-labels";
import { EventDetails } from "../event-details/event-details";
import { ExternalLink } from "../external-link/external-link";
import { Poster } from "../poster/poster";
import { talkGalleryColumns, talkImageSizes } from "../poster/image-sizes";
import { TypeBadge } from "../type-badge/type-badge";
import { talkCardIdOf } from "../../events/event-paths";
import { talkImages } from "./talk-images";
import { actions, body, calendar, card, count3, gallery, title } from "./talk-card.module.scss";

interface TalkCardProps {
  /** An archived edition's talk has the same fields but no `variazioni`. */
  talk: Omit<Queries.TalkCardFragment, "variazioni" | "preposizioneLuogo" | "nomiPrecedentiLuogo"> &
    Partial<Pick<Queries.TalkCardFragment, "variazioni" | "preposizioneLuogo" | "nomiPrecedentiLuogo">>;
  prenotazioni: string;
  /**
   * The first card: its first image is the page's leading image (see <Poster leading>); the others,
   * beside and below it, ask for low priority, so on wide screens the first one does not share the
   * first round trips.
   */
  leading?: boolean;
  /** A talk of an archived edition: no booking button and no calendar file, its title one level down. */
  past?: boolean;
}

/**
 * A talk on /talks: title, speakers, when and where, description, booking, and two to four images.
 * Below 960 px the facts come first (the booking link in reach, the images after them); from 960 px
 * the images sit to their left.
 */
export function TalkCard({ talk, prenotazioni, leading = false, past = false }: TalkCardProps) {
  const images = talkImages(talk);
  const id = talkCardIdOf(talk.eventId);
  const Title = past ? "h3" : "h2";
  const cancelled = isCancelled(talk.stato);
  return (
    <article id={id} className={card} aria-labelledby={`${id}-titolo`}>
      <div className={body}>
        <TypeBadge tipo="Talk" />
        <Title id={`${id}-titolo`} className={title}>
          <EventTitle title={talk.titolo} stato={talk.stato} />
        </Title>
        {!past && (
          <SaveSlot
            event={talk.eventId}
            title={talk.titolo}
            data={talk.data}
            ora={talk.ora}
            luogo={talk.luogo}
            stato={cancelled ? "annullato" : undefined}
            preposizione={talk.preposizioneLuogo}
            nomiPrecedentiLuogo={talk.nomiPrecedentiLuogo}
          />
        )}
        {!past && <EventNotices event={talk.eventId} />}
        <EventDetails
          dataCompleta={talk.dataCompleta}
          fine={talk.fine}
          fineIso={talk.fineIso}
          ora={talk.ora}
          inizio={talk.inizio}
          luogo={talk.luogo}
          paginaLuogo={talk.paginaLuogo}
          people={{ label: "Con", names: talk.speaker }}
          variazioni={past ? null : talk.variazioni}
        />
        <p>{talk.descrizione}</p>
        <EventLabels etichette={talk.etichette} />
        {!past && (
          <p className={actions}>
            {cancelled ? (
              <CancelledNotice what="prenotazioni" />
            ) : talk.posti?.valore === "esaurito" ? null : (
              <ExternalLink href={talk.linkPrenotazione} className={buttonClass("violet")}>
                Prenota su {prenotazioni}
              </ExternalLink>
            )}
            {/* "Ultimi posti" beside the button, "Esaurito" in its place (none for a cancelled event). */}
            {talk.posti && <PlacesNote posti={talk.posti} />}
            <CalendarLink event={talk.eventId} title={talk.titolo} className={calendar} />
          </p>
        )}
      </div>
      <div className={talkGalleryColumns(images.length) === 3 ? `${gallery} ${count3}` : gallery} data-images={images.length}>
        {images.map(({ image, alt }, index) => (
          <Poster
            key={image.images.fallback?.src ?? alt}
            image={image}
            alt={alt}
            sizes={talkImageSizes(images.length)}
            leading={leading && index === 0}
            deferred={leading && index > 0}
          />
        ))}
      </div>
    </article>
  );
}

export const query = graphql`
  fragment TalkImage on File {
    childImageSharp {
      gatsbyImageData(width: 852, aspectRatio: 0.8, breakpoints: [188, 275, 401, 584, 852])
    }
  }

  fragment TalkCard on TalksJson {
    titolo
    speaker
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
    # What a moved talk's day, time and venue were (gatsby/event-history), else null.
    variazioni {
      giorno
      ora
      luogo
    }
    descrizione
    linkPrenotazione
    immagineAlt
    immagine {
      ...TalkImage
    }
    secondaImmagineAlt
    secondaImmagine {
      ...TalkImage
    }
    terzaImmagineAlt
    terzaImmagine {
      ...TalkImage
    }
    quartaImmagineAlt
    quartaImmagine {
      ...TalkImage
    }
  }
`;
