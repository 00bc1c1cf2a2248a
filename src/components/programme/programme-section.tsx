import React from "react";
import { graphql } from "gatsby";
import { PROGRAMME_ANCHOR } from "../site-header/nav-items";
import { romeOffset } from "../../utils/rome-time";
import { concertCardId, eventSlug, programmeCalendarPath, talkCardId, type EventKey } from "../../utils/event-slug";
import { EventCard } from "./event-card";
import {
  calendarAll,
  day,
  dayTitle,
  days,
  empty,
  events,
  header,
  note,
  section,
  title,
} from "./programme.module.scss";

interface ProgrammeSectionProps {
  giorni: readonly Queries.ProgrammeDayFragment[];
  /** Events that have their own card on /concerti and /talks, to link to it. */
  concerti: readonly EventKey[];
  talks: readonly EventKey[];
}

export const EMPTY_DAY_TEXT = "Eventi in via di definizione";

/** "Tutti gli orari sono in ora italiana (UTC+02:00)." — the offset of the festival's dates. */
function italianTimeNote(firstDay: string | undefined): string {
  const offset = firstDay ? ` (UTC${romeOffset(firstDay, "12:00")})` : "";
  return `Tutti gli orari sono in ora italiana${offset}.`;
}

/** The three day columns of the festival, each with its events in time order. */
export function ProgrammeSection({ giorni, concerti, talks }: ProgrammeSectionProps) {
  const concertSlugs = new Set(concerti.map(eventSlug));
  const talkSlugs = new Set(talks.map(eventSlug));
  const detailsHref = (key: EventKey): string | undefined => {
    const slug = eventSlug(key);
    if (concertSlugs.has(slug)) return `/concerti#${concertCardId(key)}`;
    if (talkSlugs.has(slug)) return `/talks#${talkCardId(key)}`;
    return undefined;
  };

  return (
    <section id={PROGRAMME_ANCHOR} className={section} aria-labelledby="programma-titolo">
      <div className={header}>
        <div>
          <h2 id="programma-titolo" className={title}>
            Programma
          </h2>
          <p className={note}>{italianTimeNote(giorni[0]?.data)}</p>
        </div>
        <a className={calendarAll} href={programmeCalendarPath} download>
          Aggiungi tutto il programma al calendario
        </a>
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
                  .sort((a, b) => a.ora.localeCompare(b.ora))
                  .map((evento) => {
                    const key = { data: giorno.data, ora: evento.ora, luogo: evento.luogo };
                    return (
                      <EventCard key={eventSlug(key)} evento={evento} data={giorno.data} detailsHref={detailsHref(key)} />
                    );
                  })}
              </div>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}

export const query = graphql`
  fragment ProgrammeDay on ProgrammaJson {
    giorno
    data
    eventi {
      ...ProgrammeEvent
    }
  }
`;
