// Types of event-id.js (plain JavaScript so the browser can load it without a build step).
export const EVENT_ID_PATTERN: string;
export function newEventId(taken?: Iterable<string>): string;
