/**
 * Slugs of names. Since issue 36 an event's key is its programme event's `id` (event-id.js; the card
 * ids and calendar paths built from it are event-paths.ts): created once, never changed, so it survives
 * a new time, day, venue or title. The day-time-venue slug used before is still computed
 * (`slugPrecedente` in gatsby/schema/, gatsby/legacy-slugs) only to translate lists saved and links
 * shared before the change (public/eventi/precedenti.json); the programme's calendar is named by a slug.
 */
import type { EventFacts } from "./event-facts";
import { calendarPathOf } from "./event-paths";

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

/**
 * The whole programme's calendar, named after the edition ("/calendario/connessioni-2025.ics"), so a
 * new edition gets a new file and no calendar app keeps showing last year's programme under its name.
 */
export function programmeCalendarPathOf(nome: string, edizione: string): string {
  return calendarPathOf(slugify(`${nome} ${edizione}`) || "programma");
}
