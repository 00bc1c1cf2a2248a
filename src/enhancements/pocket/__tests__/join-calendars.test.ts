/** @jest-environment node */
import ical from "node-ical";
import sito from "../../../../gatsby/data-validation/__fixtures__/base/sito.json";
import luoghi from "../../../../gatsby/data-validation/__fixtures__/base/luoghi.json";
import programma from "../../../../gatsby/data-validation/__fixtures__/base/programma.json";
import concerti from "../../../../gatsby/data-validation/__fixtures__/base/concerti.json";
import talks from "../../../../gatsby/data-validation/__fixtures__/base/talks.json";
import { festivalCalendars } from "../../../../gatsby/calendar/festival-calendar";
import { festivalEvents } from "../../../events/festival-events";
import { calendarPathOf } from "../../../events/event-paths";
import { eventBlocks, joinCalendars } from "../join-calendars";

// The per-event files exactly as the build writes them (gatsby/calendar), from the fixture data.
const events = festivalEvents({ sito, luoghi, programma, concerti, talks });
const files = festivalCalendars(
  events,
  sito,
  { siteUrl: "https://festival.example", now: new Date("2025-08-01T10:00:00Z") },
  {
    event: (ev) => calendarPathOf(ev.id),
    programme: "/calendario/programma.ics",
  },
).slice(0, -1);

describe("joinCalendars", () => {
  const chosen = [files[0].content, files[2].content, files.at(-1)!.content];
  const joined = joinCalendars(chosen);

  it("copies each chosen file's VEVENT byte for byte, in order, in one VCALENDAR", () => {
    expect(eventBlocks(joined)).toEqual(chosen.flatMap((file) => eventBlocks(file)));
    const blockText = (file: string) => file.slice(file.indexOf("BEGIN:VEVENT"), file.indexOf("END:VEVENT") + "END:VEVENT\r\n".length);
    for (const file of chosen) expect(joined).toContain(blockText(file));
    expect(joined.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(joined.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(joined.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
  });

  it("is read as the same events, with the same UIDs, by a calendar parser", () => {
    const read = (text: string) =>
      Object.values(ical.sync.parseICS(text))
        .filter((c): c is ical.VEvent => c.type === "VEVENT")
        .map(({ uid, start, end, summary, location }) => ({ uid, start: start.toISOString(), end: end.toISOString(), summary, location }));
    expect(read(joined)).toEqual(chosen.flatMap(read));
  });

  it("drops the single event's calendar name and refresh hints, keeps folded lines whole", () => {
    expect(joined).not.toMatch(/X-WR-CALNAME|REFRESH-INTERVAL|X-PUBLISHED-TTL/);
    const folded =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME:A very long\r\n  name\r\nBEGIN:VEVENT\r\nUID:a\r\nDESCRIPTION:one\r\n  two\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    expect(joinCalendars([folded])).toBe(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nDESCRIPTION:one\r\n  two\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    );
  });
});
