import React from "react";
import { graphql } from "gatsby";
import { Poster } from "../poster/poster";
import { programmePosterSizes } from "../poster/sizes/programme-poster";
import { archiveProgrammePosterSizes } from "../poster/sizes/archive-programme-poster";
import { TypeBadge } from "../type-badge/type-badge";
import { programmeCardIdOf } from "../../events/event-paths";
import { CalendarLink } from "../calendar-link/calendar-link";
import { body, card, hidden, links, meta, poster, speaker, time, title, venue } from "./event-card.module.scss";
import { imageOf } from "../poster/image-of";
import { SaveSlot } from "../pocket-slots/pocket-slots";
import { ProgrammeEventSlot } from "../pocket-slots/programme-event-slot";
import { EventTitle, isCancelled } from "../cancelled/cancelled";
import { EventNotices } from "../notices/notices";
import { PreviousValue } from "../previous-value/previous-value";
import { EventLabels } from "../event-labels/event-labels";

interface EventCardProps {
  evento: Queries.ProgrammeEventFragment;
  /** Where the full card of this event lives (concert or talk page), if it has one. */
  detailsHref?: string;
  /** An archived edition's card (/edizioni/<anno>/): its own poster sizes, and no calendar file, the event is over. */
  past?: boolean;
}

/** One event in a day column: poster, type, time, title, speaker, venue. */
export function EventCard({ evento, detailsHref, past = false }: EventCardProps) {
  const id = programmeCardIdOf(evento.eventId);
  const image = imageOf(evento.locandina);
  const headingId = `${id}-titolo`;
  // Told to the visitor's features only when cancelled (see ProgrammeEventSlotProps).
  const stato = isCancelled(evento.stato) ? "annullato" : undefined;
  return (
    <article id={id} className={card} aria-labelledby={headingId}>
      {image && <Poster image={image} alt={evento.locandinaAlt} sizes={past ? archiveProgrammePosterSizes : programmePosterSizes} className={poster} />}
      <div className={body}>
        <p className={meta}>
          <TypeBadge tipo={evento.tipo} />
          <span className={time}>
            <time dateTime={evento.inizio}>{evento.ora}</time>
            {/* The end only where the data has one ("10:30–12:00"); the calendars assume a duration, the card does not. */}
            {evento.fine && (
              <>
                <span aria-hidden="true">–</span>
                <span className={hidden}> fino alle </span>
                <time dateTime={evento.fineIso}>{evento.fine}</time>
              </>
            )}
          </span>
          {!past && <PreviousValue note={evento.variazioni?.inizio} campi="data ora" />}
          {!past && (
            <ProgrammeEventSlot
              event={evento.eventId}
              tipo={evento.tipo}
              luogo={evento.luogo}
              inizio={evento.inizio}
              fine={evento.fineIso}
              fineIndicata={evento.fine ? "true" : undefined}
              stato={stato}
              filtri={evento.filtri}
              coordinate={evento.coordinateLuogo}
            />
          )}
        </p>
        <h4 id={headingId} className={title}>
          <EventTitle title={evento.titolo} stato={evento.stato} />
        </h4>
        {!past && (
          <SaveSlot
            event={evento.eventId}
            title={evento.titolo}
            compact="true"
            data={evento.inizio.slice(0, 10)}
            ora={evento.ora}
            luogo={evento.luogo}
            stato={stato}
            preposizione={evento.preposizioneLuogo}
            nomiPrecedentiLuogo={evento.nomiPrecedentiLuogo}
          />
        )}
        {!past && <EventNotices event={evento.eventId} />}
        <p className={speaker}>{evento.speaker}</p>
        <p className={venue}>
          {evento.paginaLuogo ? <a href={evento.paginaLuogo}>{evento.luogo}</a> : evento.luogo}
          {!past && <PreviousValue note={evento.variazioni?.luogo} campi="luogo" />}
        </p>
        <EventLabels etichette={evento.etichette} />
        <p className={links}>
          {detailsHref && (
            <a href={detailsHref}>
              Dettagli<span className={hidden}>{` su ${evento.titolo}`}</span>
            </a>
          )}
          {!past && <CalendarLink event={evento.eventId} title={evento.titolo} />}
        </p>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment ProgrammeEvent on ProgrammaEvento {
    ora
    inizio
    fine
    fineIso
    eventId
    titolo
    speaker
    luogo
    paginaLuogo
    filtri
    coordinateLuogo
    preposizioneLuogo
    nomiPrecedentiLuogo
    tipo
    stato
    # Where and when a moved event was first published (gatsby/event-history); null on archived editions.
    variazioni {
      inizio
      luogo
    }
    etichette {
      ...EventLabel
    }
    locandinaAlt
    locandina {
      childImageSharp {
        gatsbyImageData(width: 208, aspectRatio: 0.8, breakpoints: [104, 208])
      }
    }
  }
`;
