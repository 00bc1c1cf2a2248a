import React from "react";
import { PROGRAMME_ANCHOR } from "../site-header/nav-items";
import { concertCardIdOf, talkCardIdOf } from "../../events/event-paths";
import { EventCard } from "./event-card";
import { day, dayTitle, days, empty, events, header, note, section, title } from "./archive-programme.module.scss";

// As ProgrammeSection's EMPTY_DAY_TEXT, not imported from it: see below.
const EMPTY_DAY_TEXT = "Eventi in via di definizione";

interface ArchiveProgrammeProps {
  giorni: readonly Queries.ProgrammeDayFragment[];
  /** The archive page's concerts and talks: their programme events link to their cards on `page`. */
  concerti: readonly { eventId: string }[];
  talks: readonly { eventId: string }[];
  page: string;
}

/**
 * An archived edition's programme: the day columns of ProgrammeSection with its styles, and the
 * same event cards as past events (no calendar files; details on the archive page itself). Not an
 * option of ProgrammeSection, which also holds the visitor's tools (filters, saved events) that a
 * past edition has no use for.
 */
export function ArchiveProgramme({ giorni, concerti, talks, page }: ArchiveProgrammeProps) {
  const concertIds = new Set(concerti.map((c) => c.eventId));
  const talkIds = new Set(talks.map((t) => t.eventId));
  const detailsHref = (id: string): string | undefined => {
    if (concertIds.has(id)) return `${page}#${concertCardIdOf(id)}`;
    if (talkIds.has(id)) return `${page}#${talkCardIdOf(id)}`;
    return undefined;
  };
  return (
    <section id={PROGRAMME_ANCHOR} className={section} aria-labelledby="programma-titolo">
      <div className={header}>
        <div>
          <h2 id="programma-titolo" className={title}>
            Programma
          </h2>
          <p className={note}>{`Tutti gli orari sono in ora italiana${giorni[0] ? ` (UTC${giorni[0].utcOffset})` : ""}.`}</p>
        </div>
      </div>
      <div className={days}>
        {giorni.map((giorno) => (
          <section key={giorno.data} className={day} aria-labelledby={`giorno-${giorno.data}`}>
            <h3 id={`giorno-${giorno.data}`} className={dayTitle}>
              {giorno.giorno}
            </h3>
            {giorno.eventi.length === 0 ? (
              <p className={empty}>{EMPTY_DAY_TEXT}</p>
            ) : (
              <div className={events}>
                {[...giorno.eventi]
                  .sort((a, b) => (a.ora < b.ora ? -1 : a.ora > b.ora ? 1 : 0))
                  .map((evento) => (
                    <EventCard key={evento.eventId} evento={evento} detailsHref={detailsHref(evento.eventId)} past />
                  ))}
              </div>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
