import React from "react";
import { graphql } from "gatsby";
import { Poster } from "../poster/poster";
import { TypeBadge } from "../type-badge/type-badge";
import { romeDateTime } from "../../utils/rome-time";
import { programmeCardId } from "../../utils/event-slug";
import { CalendarLink } from "../calendar-link/calendar-link";
import { body, card, hidden, links, meta, poster, speaker, time, title, venue } from "./event-card.module.scss";

interface EventCardProps {
  evento: Queries.ProgrammeEventFragment;
  /** ISO date of the day the event belongs to. */
  data: string;
  /** Where the full card of this event lives (concert or talk page), if it has one. */
  detailsHref?: string;
}

/** One event in a day column: poster, type, time, title, speaker, venue. */
export function EventCard({ evento, data, detailsHref }: EventCardProps) {
  const key = { data, ora: evento.ora, luogo: evento.luogo };
  const image = evento.locandina.childImageSharp?.gatsbyImageData;
  const headingId = `${programmeCardId(key)}-titolo`;
  return (
    <article id={programmeCardId(key)} className={card} aria-labelledby={headingId}>
      {image && <Poster image={image} alt={evento.locandinaAlt} sizes="104px" className={poster} />}
      <div className={body}>
        <p className={meta}>
          <TypeBadge tipo={evento.tipo} />
          <time className={time} dateTime={romeDateTime(data, evento.ora)}>
            {evento.ora}
          </time>
        </p>
        <h4 id={headingId} className={title}>
          {evento.titolo}
        </h4>
        <p className={speaker}>{evento.speaker}</p>
        <p className={venue}>{evento.luogo}</p>
        <p className={links}>
          {detailsHref && (
            <a href={detailsHref}>
              Dettagli<span className={hidden}> su {evento.titolo}</span>
            </a>
          )}
          <CalendarLink event={key} title={evento.titolo} />
        </p>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment ProgrammeEvent on ProgrammaEvento {
    ora
    titolo
    speaker
    luogo
    tipo
    locandinaAlt
    locandina {
      childImageSharp {
        gatsbyImageData(width: 208, aspectRatio: 0.8, breakpoints: [104, 156, 208])
      }
    }
  }
`;
