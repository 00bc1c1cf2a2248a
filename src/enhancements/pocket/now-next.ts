/**
 * "In corso" and "Tra poco" on the programme's cards, "Oggi" on today's column. Everything is
 * compared as instants (the cards carry ISO 8601 times with the Rome offset, computed at build
 * time), and "today" is the date in Europe/Rome, so a visitor whose phone is set to another time
 * zone sees the same thing as one in Cuneo.
 */
import { FESTIVAL_TIME_ZONE } from "../../utils/rome-time";

/** How long before its start an event is announced as coming up. */
export const SOON_MINUTES = 60;

export type Moment = "in-corso" | "tra-poco";

export const MOMENT_LABELS: Readonly<Record<Moment, string>> = {
  "in-corso": "In corso",
  "tra-poco": "Tra poco",
};

export const TODAY_LABEL = "Oggi";

/**
 * An event's moment at `now` (ms since the epoch), or null before the hour that precedes it and after
 * its end, and for times that are not numbers (NaN compares false).
 */
export function momentAt(now: number, start: number, end: number): Moment | null {
  if (now >= start && now < end) return "in-corso";
  if (now >= start - SOON_MINUTES * 60_000 && now < start) return "tra-poco";
  return null;
}

// en-CA writes dates as YYYY-MM-DD, the form of the programme's day ids.
const romeDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: FESTIVAL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date in Rome at `now`: "2025-09-12". */
export const romeDate = (now: number): string => romeDateFormat.format(now);
