/**
 * The festival happens in Italy, so every time in the data is wall-clock time in Europe/Rome.
 * The UTC offset is computed for each date with the platform's time-zone database (never a
 * hard-coded +02:00), so CET/CEST changes are always right.
 */
export const FESTIVAL_TIME_ZONE = "Europe/Rome";

/** The offset of Europe/Rome on a given wall-clock date and time, e.g. "+02:00". */
export function romeOffset(data: string, ora: string): string {
  // Guess the instant as if the wall time were UTC, read Rome's offset there, then confirm at the
  // corrected instant (the two only differ in the hour around a DST change).
  const wallAsUtc = Date.parse(`${data}T${ora}:00Z`);
  const first = offsetMinutesAt(wallAsUtc);
  const second = offsetMinutesAt(wallAsUtc - first * 60_000);
  return formatOffset(second);
}

/** ISO 8601 local date-time with the Rome offset: "2025-09-12T21:30:00+02:00". */
export function romeDateTime(data: string, ora: string): string {
  return `${data}T${ora}:00${romeOffset(data, ora)}`;
}

/** The UTC instant of a Rome wall-clock date and time. */
export function romeInstant(data: string, ora: string): Date {
  return new Date(romeDateTime(data, ora));
}

function offsetMinutesAt(epochMs: number): number {
  const part = new Intl.DateTimeFormat("en-US", {
    timeZone: FESTIVAL_TIME_ZONE,
    timeZoneName: "longOffset",
  })
    .formatToParts(new Date(epochMs))
    .find((p) => p.type === "timeZoneName")?.value;
  // "GMT+02:00", or plain "GMT" when the offset is zero
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${sign}${hh}:${mm}`;
}
