/**
 * @jest-environment jsdom
 */
// The programme for schedule apps as the build wrote it (gatsby/schedule-feeds, issue 49): valid against
// voc/schedule's schemas (vendor/voc-schedule), every programme event of the build's data in both feeds
// with its guid, Rome time, room and title, and the pages that name them. Runs on today's build and on
// the grown one (CONNESSIONI_PUBLIC_DIR, CONNESSIONI_DATA_DIR).
import { siteUrl } from "../../gatsby/site-url";
import { eventGuid } from "../../gatsby/schedule-feeds/feed-identity";
import { pagePaths, scheduleFeedPaths } from "../../src/utils/page-paths";
import { scheduleJsonErrors, scheduleXmlErrors, xmllintAvailable } from "../support/schedule-schemas";
import { builtDocument, expectedRomeDateTime, readBuilt, readData } from "./read-built-site";

interface DataEvent {
  id: string;
  ora: string;
  titolo: string;
  luogo: string;
  speaker: string;
  stato?: string;
}
interface JsonEvent {
  guid: string;
  id: number;
  date: string;
  room: string;
  title: string;
  subtitle: string | null;
  duration: string;
  persons: unknown[];
}
interface JsonFeed {
  schedule: { version: string; conference: { acronym: string; days: { date: string; rooms: Record<string, JsonEvent[]> }[] } };
}

const programma = readData<{ data: string; eventi: DataEvent[] }[]>("programma.json");
const sito = readData<{ nome: string; edizione: string }>("sito.json");
const expected = programma.flatMap((day) => day.eventi.map((ev) => ({ ...ev, data: day.data })));
const xml = readBuilt(scheduleFeedPaths.xml);
const jsonText = readBuilt(scheduleFeedPaths.json);
const json = JSON.parse(jsonText) as JsonFeed;
const jsonEvents = json.schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat());

/** The events of the XML, read with the browser's own XML parser. */
const xmlEvents = (() => {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return [...document.getElementsByTagName("event")].map((event) => {
    const text = (name: string) => event.getElementsByTagName(name)[0]?.textContent ?? null;
    return { guid: event.getAttribute("guid"), id: Number(event.getAttribute("id")), date: text("date"), room: text("room"), title: text("title") };
  });
})();

const titleOf = (ev: DataEvent) => (ev.stato === "annullato" ? `ANNULLATO – ${ev.titolo}` : ev.titolo);

describe("/schedule.xml and /schedule.json", () => {
  (xmllintAvailable() ? test : test.skip)("the XML is valid against voc/schedule's XSD (xmllint)", () => {
    expect(scheduleXmlErrors(xml)).toEqual([]);
  });

  test("the JSON is valid against voc/schedule's JSON schema (ajv, draft-06)", () => {
    expect(scheduleJsonErrors(jsonText)).toEqual([]);
  });

  test("both list every programme event of the data once: its guid, Rome time, venue and title", () => {
    const want = expected.map((ev) => ({ guid: eventGuid(ev.id), date: expectedRomeDateTime(ev.data, ev.ora), room: ev.luogo, title: titleOf(ev) }));
    const sortByGuid = <T extends { guid: string | null }>(list: T[]) => [...list].sort((a, b) => String(a.guid).localeCompare(String(b.guid)));
    expect(sortByGuid(xmlEvents.map(({ guid, date, room, title }) => ({ guid, date, room, title })))).toEqual(sortByGuid(want));
    expect(sortByGuid(jsonEvents.map(({ guid, date, room, title }) => ({ guid, date, room, title })))).toEqual(sortByGuid(want));
  });

  test("the two feeds agree: one version, the same numeric ids, and every event has a duration and its speaker line", () => {
    expect(xml).toContain(`<version>${json.schedule.version}</version>`);
    const ids = new Map(xmlEvents.map((ev) => [ev.guid, ev.id]));
    for (const ev of jsonEvents) expect([ev.guid, ev.id]).toEqual([ev.guid, ids.get(ev.guid)]);
    expect(new Set(jsonEvents.map((ev) => ev.id)).size).toBe(jsonEvents.length);
    const speakers = new Map(expected.map((ev) => [eventGuid(ev.id), ev.speaker.trim() || null]));
    for (const ev of jsonEvents) {
      expect(ev.duration).toMatch(/^\d{2}:[0-5]\d$/);
      expect([ev.guid, ev.subtitle, ev.persons]).toEqual([ev.guid, speakers.get(ev.guid), []]);
    }
    expect(json.schedule.conference.acronym).toBe(`${sito.nome}${sito.edizione}`.toLowerCase().replace(/[^a-z0-9]/g, ""));
  });

  test("the programme's pages name both feeds in their head, and the home page gives the addresses to paste", () => {
    for (const page of [pagePaths.home, pagePaths.concerti, pagePaths.talks]) {
      const alternates = [...builtDocument(page).head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute("type"),
        link.getAttribute("href"),
      ]);
      expect([page, alternates]).toEqual([
        page,
        expect.arrayContaining([
          ["application/xml", scheduleFeedPaths.xml],
          ["application/json", scheduleFeedPaths.json],
        ]),
      ]);
    }
    const note = [...builtDocument(pagePaths.home).querySelectorAll("p")].find((p) => p.textContent?.startsWith("Il programma nelle app"));
    expect([...(note?.querySelectorAll("code") ?? [])].map((code) => code.textContent)).toEqual([
      `${siteUrl}${scheduleFeedPaths.xml}`,
      `${siteUrl}${scheduleFeedPaths.json}`,
    ]);
  });
});
