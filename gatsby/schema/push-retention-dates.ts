/**
 * The dates of «Avvisami se cambiano» in words (issue 50), at build time: until when the rows are
 * really kept and until when the database's restore points still hold them, as the visitor's clock in
 * Italy shows them. The instants come from the functions' own rule (the API's `expiryAfter`) and the
 * shared retention facts (src/events/push-retention.ts), so the page says what the code does.
 */
import { expiryAfter } from "../../notifications/api/read-push-file";
import { dailyPurgeFrom, restorableUntil } from "../../src/events/push-retention";
import { formatUntil } from "../../src/utils/format";
import { FESTIVAL_TIME_ZONE } from "../../src/utils/rome-time";

export interface RetentionDates {
  /** The Rome day the rows are deleted, after a verb: "fino al 22 settembre 2025". */
  fino: string;
  /** When the daily purge has deleted them at the latest: "entro le 8:17 del 22 settembre 2025 (ora di Roma)". */
  cancellatiEntro: string;
  /** Until when the restore points still hold them: "fino alle 8:17 del 29 settembre 2025 (ora di Roma)". */
  copieFino: string;
}

const romeFormat = new Intl.DateTimeFormat("it-IT", {
  timeZone: FESTIVAL_TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h23",
});

// "en-CA" writes a day as ISO 8601 does: 2025-09-22.
const romeDay = new Intl.DateTimeFormat("en-CA", { timeZone: FESTIVAL_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

interface RomeClock {
  /** "YYYY-MM-DD" */
  isoDay: string;
  day: number;
  month: string;
  year: string;
  hour: number;
  minute: string;
}

/** An instant as Rome's wall clock shows it, summer time included. */
function romeClock(instant: Date): RomeClock {
  const parts = Object.fromEntries(romeFormat.formatToParts(instant).map(({ type, value }) => [type, value]));
  return { isoDay: romeDay.format(instant), day: Number(parts.day), month: parts.month, year: parts.year, hour: Number(parts.hour), minute: parts.minute };
}

// Italian elides before a number read with a vowel: a day's "dell'8 ottobre", "dell'11", and the hour
// one ("l'una"), while the other hours keep "le": "le 8:17", "alle 11:17".
const hourArticle: Record<"le" | "alle", string> = { le: "l'", alle: "all'" };
const dayWords = (clock: RomeClock) => `${clock.day === 1 || clock.day === 8 || clock.day === 11 ? "dell'" : "del "}${clock.day} ${clock.month} ${clock.year}`;
const timeWords = (clock: RomeClock, article: "le" | "alle") => `${clock.hour === 1 ? hourArticle[article] : `${article} `}${clock.hour}:${clock.minute}`;

/** An instant on Rome's clock, after "entro" or "fino": "le 8:17 del 22 settembre 2025", "alle 7:17 dell'8 novembre 2025". */
export const romeMomentWords = (instant: Date, article: "le" | "alle") => {
  const clock = romeClock(instant);
  return `${timeWords(clock, article)} ${dayWords(clock)}`;
};

/** The words for an edition whose last day is `ultimoGiorno` ("YYYY-MM-DD"); null for anything else. */
export function retentionDates(ultimoGiorno: string): RetentionDates | null {
  const scade = expiryAfter(ultimoGiorno);
  if (scade === null) return null;
  const deleted = dailyPurgeFrom(new Date(scade));
  return {
    fino: formatUntil(romeClock(deleted).isoDay),
    cancellatiEntro: `entro ${romeMomentWords(deleted, "le")} (ora di Roma)`,
    copieFino: `fino ${romeMomentWords(restorableUntil(deleted), "alle")} (ora di Roma)`,
  };
}
