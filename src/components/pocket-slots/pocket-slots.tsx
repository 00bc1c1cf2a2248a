/**
 * The contract between the server-rendered cards and the visitor's features (src/enhancements/pocket).
 *
 * A card renders an empty, typed placeholder where a feature belongs; after the first paint the
 * enhancements chunk reads the placeholders back into these types (src/enhancements/pocket/read-pocket-slots.ts)
 * and mounts its React components into them with portals. The placeholders are the only thing the two sides share: a feature never
 * looks for a card's markup, and a card's markup can change freely as long as it renders its slots.
 * Without JavaScript the slots stay empty and take no room (`display: contents`, no box).
 *
 * Only the current edition's cards render slots: an archived edition has nothing to save or follow.
 */
import React from "react";
import type { EventFacts } from "../../events/event-facts";
import { slot } from "./pocket-slots.module.scss";

// The attribute that names a slot's kind; page-slots.ts reads it back (a literal there too, so the
// enhancements chunk carries none of these server components).
const ATTRIBUTE = "data-pocket";

/** The kinds of slot, the value of their data-pocket attribute. */
export type PocketSlotKind = "save" | "event" | "today" | "day-empty" | "tools";

// Every prop is a string: it travels as a data-* attribute, and the enhancements read it back as one.

/**
 * What a visitor plans around (src/events/event-facts.ts): the saved copy remembers these, and says when
 * they change, in the words of the card's own notes (src/events/change-words.ts).
 */
export type EventFactsProps = Pick<EventFacts, "data" | "ora" | "luogo"> & {
  /** "annullato" for a cancelled event, absent otherwise. */
  stato?: string;
  /** The venue's preposition in sito.json's `luoghi` ("al", "all'"), absent without one: "era al NUoVO". */
  preposizione?: string | null;
};

// The card's published notes (src/components/previous-value) name the facts they speak of, as
// `data-variazione="ora"` ("data ora" for one note of both): a saved event's own note of what changed
// since it was saved names its facts too (`data-cambi`), and replaces the card's note of the same fact,
// so a card says each change once (src/enhancements/pocket/pocket.module.scss).

/** The "Salva" toggle of an event's card, after the card's title (and what changed since it was saved). */
export interface SaveSlotProps extends EventFactsProps {
  /** The event's key: the same on its programme, concert and talk cards (see src/events/event-paths.ts). */
  event: string;
  /**
   * The card's title, as the data has it: the toggle's name ends with it as the heading reads it
   * ("Salva nel mio programma: Annullato: <titolo>", eventTitleText). Given here, so the features
   * never read the card's markup.
   */
  title: string;
  /** "true" on the programme's narrow cards: the star without its word. */
  compact?: "true";
  /**
   * The venue's former names (data/luoghi.json's `nomiPrecedenti`) as a JSON array, absent without any:
   * an event saved under a former name has not moved (src/events/venue-names.ts).
   */
  nomiPrecedentiLuogo?: string | null;
}

/** A programme card's facts, for the filters, the plan's warnings and "In corso" / "Tra poco" (shown in the card's facts line). */
export interface ProgrammeEventSlotProps {
  event: string;
  /** "annullato" for a cancelled event: never "In corso", not counted. */
  stato?: string;
  tipo: string;
  luogo: string;
  /** ISO 8601 instants with the Rome offset, computed at build time. */
  inizio: string;
  /** The end the data gives, or the type's assumed duration (see fineIndicata). */
  fine: string;
  /** "true" when the data gives the end (`fine`): the plan's warnings never take an assumed end for a known one. */
  fineIndicata?: "true";
  /** What the access filters read, e.g. "senza-gradini lis gratuito" (src/events/programme-filters.ts); absent when none. */
  filtri?: string | null;
  /** The venue's "lat,lon", for the walking time between saved events; absent when not known. */
  coordinate?: string | null;
}

/** A programme day: "Oggi" in its heading, and the line shown when filters leave it empty. */
export interface DaySlotProps {
  /** The day's date, YYYY-MM-DD in Rome. */
  date: string;
}

/** The programme's tools: filters, "solo i miei", my calendar and link (a box of reserved height). */
export interface ToolsSlotProps {
  /** The whole programme's calendar file, whose name gives the name of "my events"' file. */
  calendar: string;
  /**
   * The short privacy text beside "Avvisami se cambiano" (who keeps what, where, until when: from the
   * data), only in a build with the notifications' key (src/enhancements/push).
   */
  notifiche?: string;
}

export function SaveSlot({ event, title, compact, data, ora, luogo, stato, preposizione, nomiPrecedentiLuogo }: SaveSlotProps) {
  return (
    <span
      className={slot}
      data-pocket="save"
      data-event={event}
      data-title={title}
      data-compact={compact}
      data-data={data}
      data-ora={ora}
      data-luogo={luogo}
      data-stato={stato}
      data-preposizione={preposizione}
      data-nomi-precedenti-luogo={nomiPrecedentiLuogo}
    />
  );
}

export function DayTodaySlot({ date }: DaySlotProps) {
  return <span className={slot} data-pocket="today" data-date={date} />;
}

export function DayEmptySlot({ date }: DaySlotProps) {
  return <div className={slot} data-pocket="day-empty" data-date={date} />;
}

/** The attributes of the tools' box, which the programme renders with its own class (its reserved height). */
export const toolsSlotAttributes = ({ calendar, notifiche }: ToolsSlotProps) => ({
  [ATTRIBUTE]: "tools",
  "data-calendar": calendar,
  "data-notifiche": notifiche,
});
