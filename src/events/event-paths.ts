/**
 * Ids and paths derived from an event's key, its programme event's id (see event-keys.ts). The key
 * is the `slug` field computed at build time (gatsby/schema.ts), so the browser only joins strings.
 */

/** Element ids of the cards that show an event on each page. */
export const programmeCardIdOf = (slug: string) => `programma-${slug}`;
export const concertCardIdOf = (slug: string) => `concerto-${slug}`;
export const talkCardIdOf = (slug: string) => `talk-${slug}`;

/** Calendar files written at build time under public/calendario/. */
export const calendarPathOf = (slug: string) => `/calendario/${slug}.ics`;
