import { atTime } from "./change-words";
import { romeWallClock } from "./festival-events";

// Build-only (the changes page and its feed): apart from change-words.ts, which the browser loads.
const monthYear = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** An instant in Rome's wall time, in words: "10 luglio 2025 alle 10:00" (whatever the build machine's zone). */
export function publishedWords(iso: string): string {
  const [data, ora] = romeWallClock(new Date(iso));
  return `${monthYear.format(new Date(`${data}T00:00:00Z`))} ${atTime(ora)}`;
}
