/**
 * Element ids and paths derived from an event's id (see event-keys.ts). The cards get it from the
 * GraphQL field `eventId` (gatsby/schema/); the browser only joins strings.
 */

/** Element ids of the cards that show an event on each page. */
export const programmeCardIdOf = (id: string) => `programma-${id}`;
export const concertCardIdOf = (id: string) => `concerto-${id}`;
export const talkCardIdOf = (id: string) => `talk-${id}`;

/** Calendar files written at build time under public/calendario/. */
export const calendarPathOf = (id: string) => `/calendario/${id}.ics`;
