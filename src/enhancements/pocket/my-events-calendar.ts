import { calendarPathOf } from "../../events/event-paths";
// Part of the home programme's chunk (home-programme.tsx), which only the home page loads: a chunk of its
// own for the joining would cost every page an entry in webpack's runtime.
import { joinCalendars } from "./join-calendars";

/** "/calendario/connessioni-2025.ics" → "connessioni-2025-miei-eventi.ics": named after the edition's programme. */
export function myEventsFileName(programmeCalendar: string): string {
  return programmeCalendar.replace(/^.*\/|\.ics$/g, "") + "-miei-eventi.ics";
}

/** Downloads one calendar file with the given events, joined from their own files (same UIDs). */
export async function downloadEventsCalendar(events: readonly string[], fileName: string): Promise<void> {
  const files = await Promise.all(
    events.map(async (event) => {
      const response = await fetch(calendarPathOf(event));
      if (!response.ok) throw new Error(`${response.status}`);
      return response.text();
    }),
  );
  const url = URL.createObjectURL(new Blob([joinCalendars(files)], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started from the object URL; it may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
