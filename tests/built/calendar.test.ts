/**
 * @jest-environment jsdom
 */
import fs from "node:fs";
import path from "node:path";
import ical from "node-ical";
import ICAL from "ical.js";
import { ASSUMED_DURATION_MINUTES } from "../../src/events/festival-events";
import { siteUrl } from "../../gatsby/site-url";
import { programmeCalendarPathOf } from "../../src/events/event-keys";
import { calendarPathOf } from "../../src/events/event-paths";
import { PUBLIC_DIR, readData, builtDocument, expectedInstant, readBuilt } from "./read-built-site";
import { pagePaths } from "../../src/utils/page-paths";

// The data of the build under test (data/ or CONNESSIONI_DATA_DIR), typed after today's files.
const programma = readData<typeof import("../../data/programma.json")>("programma.json");
const concerti = readData<typeof import("../../data/concerti.json")>("concerti.json");
const talks = readData<typeof import("../../data/talks.json")>("talks.json");
const sito = readData<typeof import("../../data/sito.json")>("sito.json");

const nextDay = (data: string) => {
  const date = new Date(`${data}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const programmeEvents = programma.flatMap((day) => day.eventi.map((ev) => ({ ...ev, data: day.data })));
const uidFor = (ev: (typeof programmeEvents)[number]) => `${ev.id}@${new URL(siteUrl).host}`;

function readCalendar(publicPath: string) {
  const file = path.join(PUBLIC_DIR, publicPath);
  expect(fs.existsSync(file)).toBe(true);
  const raw = fs.readFileSync(file);
  const text = raw.toString("utf8");
  const events = Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c.type === "VEVENT");
  return { raw, text, events };
}

const programmeCalendarPath = programmeCalendarPathOf(sito.nome, sito.edizione);
const allFiles = [...programmeEvents.map((ev) => calendarPathOf(ev.id)), programmeCalendarPath];

describe.each(allFiles)("%s", (publicPath) => {
  const { raw, text } = readCalendar(publicPath);

  it("is RFC 5545 text: CRLF line ends, lines of at most 75 octets, no split characters", () => {
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    // a multi-byte character split by folding would not decode back to the same bytes
    expect(Buffer.from(text, "utf8").equals(raw)).toBe(true);
    expect(text).not.toContain("\uFFFD");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(text).toMatch(/^VERSION:2\.0\r$/m);
    expect(text).toMatch(/^PRODID:/m);
  });

  it("stamps every event and writes its times in UTC", () => {
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    const vevents = unfolded.split("BEGIN:VEVENT").slice(1);
    expect(vevents.length).toBeGreaterThan(0);
    for (const vevent of vevents) {
      expect(vevent).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
      expect(vevent).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
      expect(vevent).toMatch(/^DTEND:\d{8}T\d{6}Z\r$/m);
      expect(vevent).toMatch(/^UID:\S+@\S+\r$/m);
    }
  });
});

describe("calendar events read by node-ical", () => {
  const programme = readCalendar(programmeCalendarPath).events;

  it("the whole programme holds every event once, with a stable UID", () => {
    expect(programme).toHaveLength(programmeEvents.length);
    expect(programme.map((ev) => ev.uid).sort()).toEqual(programmeEvents.map(uidFor).sort());
  });

  it.each(programmeEvents.map((ev) => [`${ev.data} ${ev.ora} ${ev.luogo}`, ev] as const))(
    "%s is at the right instant, place and links, in its own file and in the programme",
    (_label, ev) => {
      const single = readCalendar(calendarPathOf(ev.id)).events;
      expect(single).toHaveLength(1);
      for (const vevent of [single[0], programme.find((p) => p.uid === uidFor(ev))]) {
        expect(vevent?.uid).toBe(uidFor(ev));
        expect(vevent?.start.toISOString()).toBe(expectedInstant(ev.data, ev.ora).toISOString());
        expect(vevent!.end.getTime()).toBeGreaterThan(vevent!.start.getTime());
        // DTEND is `fine` where the data sets it, the next day when it is not after the start (issue 48).
        const { fine } = ev as { fine?: string };
        if (fine) expect(vevent?.end.toISOString()).toBe(expectedInstant(fine > ev.ora ? ev.data : nextDay(ev.data), fine).toISOString());
        expect(vevent?.summary).toContain(ev.titolo);
        expect(vevent?.location).toBe(`${ev.luogo}, ${sito.organizzatore.citta}`);
        const url = vevent?.url as unknown;
        expect(typeof url === "string" ? url : (url as { val: string }).val).toMatch(new RegExp(`^${siteUrl.replace(/\./g, "\\.")}/`));
        const description = String(vevent?.description);
        const link = concerti.find((c) => c.evento === ev.id)?.ticketLink ?? talks.find((t) => t.evento === ev.id)?.linkPrenotazione;
        if (link) expect(description).toContain(link);
        expect(description).toContain(ev.speaker);
      }
    },
  );

  it("reads the escaped text back exactly (commas, semicolons, typographic quotes)", () => {
    // The event whose texts need the most escaping, from the data under test (any event will do).
    const ev = programmeEvents.find((candidate) => /[,;“”"\\]/.test(candidate.titolo + candidate.speaker)) ?? programmeEvents[0];
    const vevent = programme.find((p) => p.uid === uidFor(ev));
    expect(vevent?.summary).toBe(`${sito.nome} ${sito.edizione} · ${ev.titolo}`);
    expect(String(vevent?.description)).toContain(ev.speaker);
  });
});

describe("DTEND read back by ical.js (issue 48)", () => {
  const vevents = new ICAL.Component(ICAL.parse(readCalendar(programmeCalendarPath).text)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));

  it.each(programmeEvents.map((ev) => [`${ev.data} ${ev.ora} ${ev.luogo}`, ev] as const))(
    "%s ends at its fine, else after the assumed duration",
    (_label, ev) => {
      const vevent = vevents.find((candidate) => candidate.uid === uidFor(ev))!;
      const [start, end] = [vevent.startDate.toJSDate(), vevent.endDate.toJSDate()];
      const { fine } = ev as { fine?: string };
      if (fine) expect(end.toISOString()).toBe(expectedInstant(fine > ev.ora ? ev.data : nextDay(ev.data), fine).toISOString());
      else expect(end.getTime() - start.getTime()).toBe(ASSUMED_DURATION_MINUTES * 60_000);
    },
  );
});

describe("calendar links on the built pages", () => {
  it("every programme card and the programme section link their calendar files, which exist", () => {
    const hrefs = new Set(Array.from(builtDocument("/").querySelectorAll("a[href]"), (a) => a.getAttribute("href")));
    for (const publicPath of allFiles) {
      expect(hrefs).toContain(publicPath);
      expect(readBuilt(publicPath.slice(1)).length).toBeGreaterThan(0);
    }
  });

  it.each([
    [pagePaths.concerti, concerti],
    [pagePaths.talks, talks],
  ] as const)("every card on %s links its event's calendar file", (pathname, entries) => {
    const hrefs = new Set(Array.from(builtDocument(pathname).querySelectorAll("a[href]"), (a) => a.getAttribute("href")));
    for (const entry of entries) expect(hrefs).toContain(calendarPathOf(entry.evento));
  });
});
