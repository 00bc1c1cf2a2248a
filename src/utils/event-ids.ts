/**
 * Ids and paths derived from an event's slug (see event-slug.ts). The slug itself is computed at
 * build time (the `slug` field in gatsby/schema.ts), so the browser only joins strings.
 */

/** Element ids of the cards that show an event on each page. */
export const programmeCardIdOf = (slug: string) => `programma-${slug}`;
export const concertCardIdOf = (slug: string) => `concerto-${slug}`;
export const talkCardIdOf = (slug: string) => `talk-${slug}`;

/** Calendar files written at build time under public/calendario/. */
export const calendarPathOf = (slug: string) => `/calendario/${slug}.ics`;
