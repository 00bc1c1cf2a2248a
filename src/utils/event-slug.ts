/**
 * Stable identifiers for one festival event, shared by the programme, concert and talk cards,
 * the deep links between them and the calendar files. They are derived from what identifies an
 * event in the data (day, time, venue), so they survive rebuilds and reordering.
 */
import { calendarPathOf, concertCardIdOf, programmeCardIdOf, talkCardIdOf } from "./event-ids";

export interface EventKey {
  data: string; // ISO date, YYYY-MM-DD
  ora: string; // 24-hour time, e.g. "21:30"
  luogo: string; // venue name as declared in sito.json
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "2025-09-12-2130-nuovo" */
export function eventSlug({ data, ora, luogo }: EventKey): string {
  return `${data}-${ora.replace(":", "")}-${slugify(luogo)}`;
}

/** Element ids of the cards that show an event on each page. */
export const programmeCardId = (key: EventKey) => programmeCardIdOf(eventSlug(key));
export const concertCardId = (key: EventKey) => concertCardIdOf(eventSlug(key));
export const talkCardId = (key: EventKey) => talkCardIdOf(eventSlug(key));

/** Calendar files written at build time under public/calendario/. */
export const eventCalendarPath = (key: EventKey) => calendarPathOf(eventSlug(key));

/**
 * The whole programme's calendar, named after the edition ("/calendario/connessioni-2025.ics"), so a
 * new edition gets a new file and no calendar app keeps showing last year's programme under its name.
 */
export function programmeCalendarPathOf(nome: string, edizione: string): string {
  return calendarPathOf(slugify(`${nome} ${edizione}`) || "programma");
}
