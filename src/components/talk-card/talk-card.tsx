import React from "react";
import { graphql } from "gatsby";
import { DetailCardBody } from "../detail-card/detail-card";
import { Poster } from "../poster/poster";
import { talkGalleryColumns, talkImageSizes } from "../poster/image-sizes";
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
 * A talk on /talks: title, speakers, when and where, description, booking (DetailCardBody, as a concert), and two to four images.
 * Below 960 px the facts come first (the booking link in reach, the images after them); from 960 px
 * the images sit to their left.
 */
export function TalkCard({ talk, prenotazioni, leading = false, past = false }: TalkCardProps) {
  const images = talkImages(talk);
  const id = talkCardIdOf(talk.eventId);
  return (
    <article id={id} className={card} aria-labelledby={`${id}-titolo`}>
      <DetailCardBody
        evento={talk}
        id={id}
        tipo="Talk"
        title={talk.titolo}
        people={{ label: "Con", names: talk.speaker }}
        offer={{ href: talk.linkPrenotazione, text: <>Prenota su {prenotazioni}</>, variant: "violet", cancelled: "prenotazioni" }}
        classes={{ body, title, actions, calendar }}
        past={past}
      />
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
