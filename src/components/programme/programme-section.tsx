import React from "react";
import { graphql } from "gatsby";
import { PROGRAMME_ANCHOR, PROGRAMME_TOOLS_ID } from "../site-header/nav-items";
import { concertCardIdOf, talkCardIdOf } from "../../events/event-paths";
import { festivalName, type EditionNaming } from "../../utils/edition-texts";
import { Notice, PastEditionsLink } from "../notice/notice";
import { pagePaths } from "../../utils/page-paths";
import { EventCard } from "./event-card";
import { DayEmptySlot, DayTodaySlot, toolsSlotAttributes } from "../pocket-slots/pocket-slots";
import { apps, calendarAll, changes, day, dayTitle, days, empty, events, header, note, section, title, tools } from "./programme.module.scss";

interface ProgrammeSectionProps {
  /** The edition the programme belongs to: its name, dates and whole-programme calendar. */
  sito: Queries.ProgrammeSiteFragment;
  giorni: readonly Queries.ProgrammeDayFragment[];
  /** Slugs of the events that have their own card on /concerti and /talks, to link to it. */
  concerti: readonly { eventId: string }[];
  talks: readonly { eventId: string }[];
}

export const EMPTY_DAY_TEXT = "Eventi in via di definizione";

/** "Tutti gli orari sono in ora italiana (UTC+02:00)." — the offset of the festival's dates. */
function italianTimeNote(utcOffset: string | undefined): string {
  const offset = utcOffset ? ` (UTC${utcOffset})` : "";
  return `Tutti gli orari sono in ora italiana${offset}.`;
}

/** "Il programma di Connessioni 2026 è in via di definizione." while no day has an event yet. */
export const programmeComingTitle = (sito: EditionNaming) => `Il programma di ${festivalName(sito)} è in via di definizione.`;

/**
 * The day columns of the festival, each with its events in time order. Before any event is
 * announced (between editions), one notice replaces the columns: a row of empty days reads broken.
 */
export function ProgrammeSection({ sito, giorni, concerti, talks }: ProgrammeSectionProps) {
  const concertIds = new Set(concerti.map((c) => c.eventId));
  const talkIds = new Set(talks.map((t) => t.eventId));
  const detailsHref = (id: string): string | undefined => {
    if (concertIds.has(id)) return `${pagePaths.concerti}#${concertCardIdOf(id)}`;
    if (talkIds.has(id)) return `${pagePaths.talks}#${talkCardIdOf(id)}`;
    return undefined;
  };

  const announced = giorni.some((giorno) => giorno.eventi.length > 0);
  if (!announced) {
    return (
      <section id={PROGRAMME_ANCHOR} className={section} aria-labelledby="programma-titolo">
        <div className={header}>
          <h2 id="programma-titolo" className={title}>
            Programma
          </h2>
        </div>
        <Notice title={programmeComingTitle(sito)} actions={<PastEditionsLink />}>
          {`Talk, concerti e spettacoli ${sito.periodoDal} saranno annunciati qui, giorno per giorno.`}
        </Notice>
      </section>
    );
  }

  return (
    <section id={PROGRAMME_ANCHOR} className={section} aria-labelledby="programma-titolo">
      <div className={header}>
        <div>
          <h2 id="programma-titolo" className={title}>
            Programma
          </h2>
          <p className={note}>{italianTimeNote(giorni[0]?.utcOffset)}</p>
          {/* Only while there is something to list: an empty page is no news (the page itself stays). */}
          {sito.modifiche.numero > 0 && (
            <p className={changes}>
              <a href={pagePaths.modifiche}>{`Modifiche al programma (${sito.modifiche.numero})`}</a>
            </p>
          )}
          <p className={changes}>
            <a href={pagePaths.stampa}>Programma da stampare</a>
          </p>
        </div>
        <a className={calendarAll} href={sito.calendarioProgramma} download>
          Aggiungi tutto il programma al calendario
        </a>
      </div>
      {/* Filled after hydration by src/enhancements/pocket: filters, "solo i miei", my calendar. */}
      <div id={PROGRAMME_TOOLS_ID} className={tools} {...toolsSlotAttributes({ calendar: sito.calendarioProgramma, notifiche: sito.notifiche?.avviso })} />
      <div className={days}>
        {giorni.map((giorno) => (
          <section key={giorno.data} className={day} aria-labelledby={`giorno-${giorno.data}`}>
            <h3 id={`giorno-${giorno.data}`} className={dayTitle}>
              {giorno.giorno}
              <DayTodaySlot date={giorno.data} />
            </h3>
            {giorno.eventi.length === 0 ? (
              <p className={empty}>{EMPTY_DAY_TEXT}</p>
            ) : (
              <div className={events}>
                {/* "HH:MM" (zero-padded, checked by the schema) sorts as plain text. Not localeCompare: its
                    first call builds an ICU collator, ~10 ms of a phone's main thread while hydrating. */}
                {[...giorno.eventi]
                  .sort((a, b) => (a.ora < b.ora ? -1 : a.ora > b.ora ? 1 : 0))
                  .map((evento) => (
                    <EventCard key={evento.eventId} evento={evento} detailsHref={detailsHref(evento.eventId)} />
                  ))}
              </div>
            )}
            {giorno.eventi.length > 0 && <DayEmptySlot date={giorno.data} />}
          </section>
        ))}
      </div>
      {/* Static text (no script): the feeds' addresses for schedule apps (gatsby/schedule-feeds). */}
      <p className={`${note} ${apps}`}>
        <strong>Il programma nelle app</strong>: Giggity, ConfClerk e le altre app di programmi lo leggono, con ogni modifica, da{" "}
        <code>{sito.programmaApp.xml}</code> (in JSON: <code>{sito.programmaApp.json}</code>).
      </p>
    </section>
  );
}

export const query = graphql`
  fragment ProgrammeSite on SitoJson {
    nome
    edizione
    periodoDal
    calendarioProgramma
    programmaApp {
      xml
      json
    }
    # Published changes of day, time, venue or status (gatsby/event-history): the link to /modifiche/.
    modifiche: modificheProgramma {
      numero
    }
    # Null without the notifications' key (issue 44): then no attribute, and no button.
    notifiche {
      avviso
    }
  }

  fragment ProgrammeDay on ProgrammaJson {
    giorno
    data
    utcOffset
    eventi {
      ...ProgrammeEvent
    }
  }
`;
