/** Italian date formatting, used at build time by the schema's computed fields (gatsby/schema/). */

const weekdayLong = new Intl.DateTimeFormat("it-IT", { weekday: "long", timeZone: "UTC" });
const dayMonth = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", timeZone: "UTC" });

// ISO dates are calendar days, so they are read and formatted in UTC to avoid any shift.
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "2025-09-12" → "Venerdì 12 settembre" */
export function formatDayLong(iso: string): string {
  const date = asDate(iso);
  return `${capitalise(weekdayLong.format(date))} ${dayMonth.format(date)}`;
}

/** "2025-09-12" → "Ven 12 settembre" */
export function formatDayShort(iso: string): string {
  const date = asDate(iso);
  return `${capitalise(weekdayLong.format(date)).slice(0, 3)} ${dayMonth.format(date)}`;
}

/** "2025-09-12" → "Venerdì 12 settembre 2025" */
export function formatDateLong(iso: string): string {
  return `${formatDayLong(iso)} ${iso.slice(0, 4)}`;
}

// Italian elides the preposition before a number read with a vowel: "dall'1", "all'8", "dall'11".
const readWithVowel = (day: number) => day === 1 || day === 8 || day === 11;
const elided = (preposition: "il" | "dal" | "al", day: number) =>
  readWithVowel(day) ? `${preposition === "il" ? "l" : `${preposition}l`}'` : `${preposition} `;
const dayOf = (iso: string) => asDate(iso).getUTCDate();
const monthOf = (iso: string) => new Intl.DateTimeFormat("it-IT", { month: "long", timeZone: "UTC" }).format(asDate(iso));
const yearOf = (iso: string) => iso.slice(0, 4);

/** "2025-09-21" → "fino al 21 settembre 2025", "2025-10-01" → "fino all'1 ottobre 2025". */
export const formatUntil = (iso: string): string => `fino ${elided("al", dayOf(iso))}${dayOf(iso)} ${monthOf(iso)} ${yearOf(iso)}`;

/**
 * A festival's dates as one phrase, naming month and year only where they change:
 * "12-14 settembre 2025", "30 settembre - 2 ottobre 2026", "30 dicembre 2026 - 1 gennaio 2027",
 * "12 settembre 2025" for a one-day festival.
 */
export function formatDateRange(from: string, to: string, { capitalMonths = false } = {}): string {
  const month = (iso: string) => (capitalMonths ? capitalise(monthOf(iso)) : monthOf(iso));
  const end = `${dayOf(to)} ${month(to)} ${yearOf(to)}`;
  if (from === to) return end;
  if (yearOf(from) !== yearOf(to)) return `${dayOf(from)} ${month(from)} ${yearOf(from)} - ${end}`;
  if (monthOf(from) !== monthOf(to)) return `${dayOf(from)} ${month(from)} - ${end}`;
  return `${dayOf(from)}-${end}`;
}

/** "dal 12 al 14 settembre 2025", "dal 30 settembre all'1 ottobre 2026"; "il 12 settembre 2025" for one day. */
export function formatDateRangeFromTo(from: string, to: string): string {
  const end = `${dayOf(to)} ${monthOf(to)} ${yearOf(to)}`;
  if (from === to) return `${elided("il", dayOf(to))}${end}`;
  let start = `${dayOf(from)}`;
  if (yearOf(from) !== yearOf(to)) start += ` ${monthOf(from)} ${yearOf(from)}`;
  else if (monthOf(from) !== monthOf(to)) start += ` ${monthOf(from)}`;
  return `${elided("dal", dayOf(from))}${start} ${elided("al", dayOf(to))}${end}`;
}

/** "settembre": the month a festival starts in. */
export const formatMonth = (iso: string): string => monthOf(iso);
