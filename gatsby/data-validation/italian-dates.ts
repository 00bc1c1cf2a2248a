/** ISO dates ("2025-09-12") as volunteers read them, and the festival's days. */
const longFormat = new Intl.DateTimeFormat("it-IT", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const weekdayFormat = new Intl.DateTimeFormat("it-IT", { weekday: "long", timeZone: "UTC" });

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "venerdì 12 settembre 2025" */
export const longItalianDate = (iso: string): string => longFormat.format(toDate(iso));

/** "venerdì" */
export const italianWeekday = (iso: string): string => weekdayFormat.format(toDate(iso));

/** Every ISO date from start to end, both included (empty if end is before start). */
export function isoDaysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = toDate(start); day <= toDate(end); day = new Date(day.getTime() + 86_400_000)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}
