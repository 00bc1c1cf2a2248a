import React from "react";
import { Poster } from "../poster/poster";
import { archiveProgrammePosterSizes } from "../poster/sizes/archive-programme-poster";
import { TypeBadge } from "../type-badge/type-badge";
import { programmeCardIdOf } from "../../utils/event-ids";
import { body, card, hidden, links, meta, poster, speaker, time, title, venue } from "./archive-event-card.module.scss";
import { imageOf } from "../poster/image-of";

interface ArchiveEventCardProps {
  evento: Queries.ProgrammeEventFragment;
  /** Where the full card of this event lives (concert or talk page), if it has one. */
  detailsHref?: string;
}

/**
 * One event of an archived edition's day column: EventCard's markup and styles, without the calendar
 * file (the event is over). A copy rather than an option of EventCard: a module that the home page
 * shares with another page's chunk is no longer inlined into the home's, which costs the home's
 * JavaScript budget about a hundred bytes (measured); the same holds for the styles below.
 */
export function ArchiveEventCard({ evento, detailsHref }: ArchiveEventCardProps) {
  const id = programmeCardIdOf(evento.slug);
  const image = imageOf(evento.locandina);
  const headingId = `${id}-titolo`;
  return (
    <article id={id} className={card} aria-labelledby={headingId}>
      {image && <Poster image={image} alt={evento.locandinaAlt} sizes={archiveProgrammePosterSizes} className={poster} />}
      <div className={body}>
        <p className={meta}>
          <TypeBadge tipo={evento.tipo} />
          <time className={time} dateTime={evento.inizio}>
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
              Dettagli<span className={hidden}>{` su ${evento.titolo}`}</span>
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
