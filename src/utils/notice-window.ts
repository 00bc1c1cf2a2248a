/**
 * The time window of a notice (data/avvisi.json): "dal" and "al" are Rome's wall time,
 * "YYYY-MM-DDTHH:MM"; without "al" a notice lasts until the end of its first day. Used at build time
 * only (the GraphQL fields of gatsby/schema/, the data check, public/avvisi.json): the browser gets
 * the instants and the label already computed, and carries no date code.
 */
import { romeDateTime } from "./rome-time";

/** A wall time as [date, time]: "2025-09-13T18:00" → ["2025-09-13", "18:00"]. */
export const splitWallTime = (wall: string): [string, string] => [wall.slice(0, 10), wall.slice(11, 16)];

/** The calendar day after an ISO date (calendar arithmetic, in UTC to avoid any shift). */
export function nextDay(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** When a notice stops showing, as Rome's wall time: "al", or midnight after the day of "dal". */
export const noticeEndWall = (dal: string, al?: string | null): string => al ?? `${nextDay(dal.slice(0, 10))}T00:00`;

/** A wall time as an ISO 8601 instant with Rome's offset of that moment: "2025-09-13T18:00:00+02:00". */
export const romeInstantOf = (wall: string): string => romeDateTime(...splitWallTime(wall));

const dayMonth = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", timeZone: "UTC" });

// Italian elides "del" before a number read with a vowel: "dell'1 ottobre", "dell'8", "dell'11".
function ofDay(iso: string): string {
  const day = Number(iso.slice(8, 10));
  const text = dayMonth.format(new Date(`${iso}T00:00:00Z`));
  return day === 1 || day === 8 || day === 11 ? `dell'${text}` : `del ${text}`;
}

/**
 * The window in words, as the page shows it beside the notice:
 * "dalle 18:00 del 13 settembre" (until the end of the day), "dalle 18:00 alle 23:30 del 13 settembre",
 * "dalle 18:00 del 13 settembre alle 12:00 del 14 settembre", and "13 settembre" for a whole day.
 */
export function noticeWindowLabel(dal: string, al?: string | null): string {
  const [fromDay, fromTime] = splitWallTime(dal);
  if (!al || al === `${nextDay(fromDay)}T00:00`) {
    return fromTime === "00:00" ? dayMonth.format(new Date(`${fromDay}T00:00:00Z`)) : `dalle ${fromTime} ${ofDay(fromDay)}`;
  }
  const [toDay, toTime] = splitWallTime(al);
  if (toDay === fromDay) return `dalle ${fromTime} alle ${toTime} ${ofDay(fromDay)}`;
  return `dalle ${fromTime} ${ofDay(fromDay)} alle ${toTime} ${ofDay(toDay)}`;
}
