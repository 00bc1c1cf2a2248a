import React from "react";
import { graphql } from "gatsby";
import { buttonClass } from "../button/button-class";
import { EventDetails } from "../event-details/event-details";
import { ExternalLink } from "../external-link/external-link";
import { Poster } from "../poster/poster";
import { TypeBadge } from "../type-badge/type-badge";
import { concertCardId } from "../../utils/event-slug";
import { CalendarLink } from "../calendar-link/calendar-link";
import { actions, artist, body, calendar, card, description } from "./concert-card.module.scss";

interface ConcertCardProps {
  concerto: Queries.ConcertCardFragment;
  biglietteria: string;
}

/** A concert on /concerti: poster, artist, when and where, description, ticket button. */
export function ConcertCard({ concerto, biglietteria }: ConcertCardProps) {
  const image = concerto.immagine.childImageSharp?.gatsbyImageData;
  const id = concertCardId(concerto);
  return (
    <article id={id} className={card} aria-labelledby={`${id}-titolo`}>
      {image && (
        <Poster image={image} alt={concerto.immagineAlt} sizes="(min-width: 1200px) 440px, (min-width: 600px) 38vw, calc(100vw - 4rem)" />
      )}
      <div className={body}>
        <TypeBadge tipo="Concerto" />
        <h2 id={`${id}-titolo`} className={artist}>
          {concerto.artista}
        </h2>
        <EventDetails data={concerto.data} ora={concerto.ora} luogo={concerto.luogo} />
        <p className={description}>{concerto.descrizione}</p>
        <p className={actions}>
          <ExternalLink href={concerto.ticketLink} className={buttonClass("primary")}>
            Acquista su {biglietteria}
          </ExternalLink>
          <CalendarLink event={concerto} title={concerto.artista} className={calendar} />
        </p>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment ConcertCard on ConcertiJson {
    artista
    data
    ora
    luogo
    descrizione
    ticketLink
    immagineAlt
    immagine {
      childImageSharp {
        gatsbyImageData(width: 880, aspectRatio: 0.8, breakpoints: [320, 440, 660, 880])
      }
    }
  }
`;
