/**
 * One calendar file of the visitor's saved events, made from the per-event files the build writes
 * (/calendario/<slug>.ics): their VEVENTs are copied byte for byte, so UIDs, times and texts are the
 * same as in the single files, and importing both updates an event instead of duplicating it.
 */

const CRLF = "\r\n";

/** RFC 5545 content lines with their folded continuations (lines starting with a space or tab) joined. */
function contentLines(ics: string): string[] {
  const lines: string[] = [];
  for (const line of ics.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && lines.length > 0) lines[lines.length - 1] += CRLF + line;
    else if (line !== "") lines.push(line);
  }
  return lines;
}

const nameOf = (line: string): string => line.split(/[;:]/, 1)[0].toUpperCase();

// A single event's calendar names itself after the event and asks subscribers to refresh: neither
// fits a file of several events imported once.
const DROPPED_HEADER = new Set(["X-WR-CALNAME", "REFRESH-INTERVAL", "X-PUBLISHED-TTL"]);

/** The VEVENT blocks of one calendar file, each as its content lines. */
export function eventBlocks(ics: string): string[][] {
  const blocks: string[][] = [];
  let current: string[] | null = null;
  for (const line of contentLines(ics)) {
    if (line === "BEGIN:VEVENT") current = [];
    if (current) current.push(line);
    if (line === "END:VEVENT" && current) {
      blocks.push(current);
      current = null;
    }
  }
  return blocks;
}

/** The calendar properties before the first component (VERSION, PRODID, …). */
function header(ics: string): string[] {
  const lines = contentLines(ics);
  const end = lines.findIndex((line) => line.startsWith("BEGIN:") && line !== "BEGIN:VCALENDAR");
  return lines.slice(1, end === -1 ? lines.length - 1 : end).filter((line) => !DROPPED_HEADER.has(nameOf(line)));
}

/** One VCALENDAR with every VEVENT of `files`, in their order; the header of the first file. */
export function joinCalendars(files: readonly string[]): string {
  if (files.length === 0) throw new Error("joinCalendars: no calendar to join");
  const lines = ["BEGIN:VCALENDAR", ...header(files[0]), ...files.flatMap((file) => eventBlocks(file).flat()), "END:VCALENDAR"];
  return lines.join(CRLF) + CRLF;
}
