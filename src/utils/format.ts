/** Italian date formatting, used at build time by the schema's computed fields (gatsby/schema.ts). */

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
