/**
 * Keys of one festival event, shared by the programme, concert and talk cards, the deep links
 * between them and the calendar files. Since issue 36 the key is the programme event's `id`
 * (data/programma.json; concerts and talks name theirs in `evento`): created once, never changed,
 * so it survives a new time, day, venue or title. The day-time-venue slug used before is still
 * computed (`slugPrecedente` in gatsby/schema.ts) only to translate lists saved and links shared
 * before the change (public/eventi/precedenti.json).
 */
import type { EventFacts } from "./event-facts";
import { calendarPathOf, concertCardIdOf, programmeCardIdOf, talkCardIdOf } from "./event-paths";

/** What an event's cards and calendar file are named by: its id. */
type EventRef = Pick<EventFacts, "id">;

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "2025-09-12-2130-nuovo": the key of an event before ids; only for translating old links. */
export function legacyEventSlug({ data, ora, luogo }: Pick<EventFacts, "data" | "ora" | "luogo">): string {
  return `${data}-${ora.replace(":", "")}-${slugify(luogo)}`;
}

/** Element ids of the cards that show an event on each page. */
export const programmeCardId = (event: EventRef) => programmeCardIdOf(event.id);
export const concertCardId = (event: EventRef) => concertCardIdOf(event.id);
export const talkCardId = (event: EventRef) => talkCardIdOf(event.id);

/** Calendar files written at build time under public/calendario/. */
export const eventCalendarPath = (event: EventRef) => calendarPathOf(event.id);

/**
 * The whole programme's calendar, named after the edition ("/calendario/connessioni-2025.ics"), so a
 * new edition gets a new file and no calendar app keeps showing last year's programme under its name.
 */
export function programmeCalendarPathOf(nome: string, edizione: string): string {
  return calendarPathOf(slugify(`${nome} ${edizione}`) || "programma");
}
