/**
 * @jest-environment node
 */
import baseSito from "../../data-validation/__fixtures__/base/sito.json";
import baseLuoghi from "../../data-validation/__fixtures__/base/luoghi.json";
import baseProgramma from "../../data-validation/__fixtures__/base/programma.json";
import baseConcerti from "../../data-validation/__fixtures__/base/concerti.json";
import baseTalks from "../../data-validation/__fixtures__/base/talks.json";
import type { ConcertInput, FestivalDataInput, ProgrammeEventInput, SiteInput, TalkInput, VenueNamingInput } from "../../../src/events/festival-events";
import type { EventChanges } from "../../../src/events/event-record";
import { scheduleJsonErrors, scheduleXmlErrors, xmllintAvailable } from "../../../tests/support/schedule-schemas";
import { eventGuid, numericEventId, uuidV5 } from "../feed-identity";
import { scheduleJson } from "../schedule-json";
import { CANCELLED_PREFIX, scheduleModel, type ScheduleEvent, type ScheduleModel } from "../schedule-model";
import { scheduleXml } from "../schedule-xml";

const SITE = "https://festival.example";
interface Day {
  data: string;
  eventi: ProgrammeEventInput[];
}
interface EditableData {
  sito: SiteInput;
  luoghi: VenueNamingInput[];
  programma: Day[];
  concerti: ConcertInput[];
  talks: TalkInput[];
}

/** A fresh copy of the frozen fixture data (gatsby/data-validation/__fixtures__/base), to edit. */
function fixture(): EditableData {
  return structuredClone({ sito: baseSito, luoghi: baseLuoghi, programma: baseProgramma, concerti: baseConcerti, talks: baseTalks });
}

const eventsOf = (model: ScheduleModel): ScheduleEvent[] => model.conference.days.flatMap((day) => day.rooms.flatMap((room) => room.events));
const eventById = (model: ScheduleModel, id: string) => eventsOf(model).find((ev) => ev.guid === eventGuid(id))!;
const programmeIds = (data: FestivalDataInput) => data.programma.flatMap((day) => day.eventi.map((ev) => ev.id));

/** Early in an edition, as tests/data-build/early-edition.test.ts builds it: one day with events, a new type, no concerts. */
function earlyEdition() {
  const data = fixture();
  const [first, ...others] = data.programma;
  first.eventi = first.eventi.filter((ev) => ev.tipo !== "Concerto");
  first.eventi[first.eventi.length - 1].tipo = "Talk e show-cooking";
  for (const day of others) day.eventi = [];
  data.concerti = [];
  data.talks = data.talks.filter((talk) => first.eventi.some((ev) => ev.id === talk.evento));
  return data;
}

/** Every case the feeds must serialise validly: today's fixture, an early edition, a cancelled and moved event after midnight in winter. */
function variants(): [string, FestivalDataInput][] {
  const edited = fixture();
  const [friday, saturday] = edited.programma;
  Object.assign(friday.eventi[0], { stato: "annullato", titolo: 'Q&A <sul palco> "live"' });
  Object.assign(saturday.eventi[1], { ora: "23:30", fine: "01:15" });
  edited.programma[2].data = "2025-11-07";
  return [
    ["the fixture's edition", fixture()],
    ["an early edition (one day with events, a new type, no concerts)", earlyEdition()],
    ["a cancelled event, markup in a title, an event past midnight, a day in winter", edited],
  ];
}

describe("identities", () => {
  it("writes RFC 9562 UUIDv5 (the RFC's own example: www.example.com in the DNS namespace)", () => {
    expect(uuidV5("www.example.com", "6ba7b810-9dad-11d1-80b4-00c04fd430c8")).toBe("2ed6657d-e927-568b-95e1-2665a8aea6a2");
  });

  it("gives every event a stable guid and a positive 31-bit id, different for each event", () => {
    const data = fixture();
    const events = eventsOf(scheduleModel(data, SITE));
    expect(events.map((ev) => ev.guid).sort()).toEqual(programmeIds(data).map(eventGuid).sort());
    expect(new Set(events.map((ev) => ev.guid)).size).toBe(events.length);
    expect(new Set(events.map((ev) => ev.id)).size).toBe(events.length);
    for (const ev of events) {
      expect(ev.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Number.isInteger(ev.id) && ev.id >= 1 && ev.id <= 2 ** 31 - 1).toBe(true);
    }
  });

  it("stops at two events whose ids give the same number, naming both", () => {
    // Two ids found by search to share their first 31 bits of SHA-256.
    expect(numericEventId("m8uaaaaa")).toBe(numericEventId("kkmcaaaa"));
    const data = fixture();
    data.programma[0].eventi[0].id = "m8uaaaaa";
    data.programma[1].eventi[0].id = "kkmcaaaa";
    const [first, second] = [data.programma[0].eventi[0].titolo, data.programma[1].eventi[0].titolo];
    expect(() => scheduleModel(data, SITE)).toThrow(`«${first}» (id "m8uaaaaa") e «${second}» (id "kkmcaaaa")`);
  });
});

describe("a moved event", () => {
  const before = scheduleModel(fixture(), SITE);
  const movedData = fixture();
  const moved = movedData.programma[0].eventi[1];
  const sameDay = movedData.programma[0].data;
  Object.assign(moved, { ora: "19:00", luogo: "Teatro Toselli" });
  const after = scheduleModel(movedData, SITE);

  it("keeps its guid and id, with its new time and room", () => {
    const [was, is] = [eventById(before, moved.id), eventById(after, moved.id)];
    expect([is.guid, is.id]).toEqual([was.guid, was.id]);
    expect([is.date, is.room]).toEqual([`${sameDay}T19:00:00+02:00`, "Teatro Toselli"]);
  });

  it("changes the feeds' version, in both feeds", () => {
    expect(after.version).not.toBe(before.version);
    expect(scheduleXml(after)).toContain(`<version>${after.version}</version>`);
    expect(JSON.parse(scheduleJson(after)).schedule.version).toBe(after.version);
  });
});

describe("version", () => {
  it("is the same for the same content, whatever the record of changes or the notices say", () => {
    // The record (what the calendars' SEQUENCE and the notices follow) names no fact the feeds show.
    const record: EventChanges = {
      generato: "2025-08-02T10:00:00Z",
      storia: true,
      eventi: Object.fromEntries(
        programmeIds(fixture()).map((id) => [id, { sequenza: 2, pubblicato: "2025-07-01T10:00:00Z", modificato: "2025-08-01T10:00:00Z", cambi: [] }]),
      ),
    };
    const plain = scheduleModel(fixture(), SITE);
    expect(scheduleModel({ ...fixture(), modifiche: record }, SITE).version).toBe(plain.version);
    expect(scheduleXml(scheduleModel(fixture(), SITE))).toBe(scheduleXml(plain));
    expect(scheduleJson(scheduleModel(fixture(), SITE))).toBe(scheduleJson(plain));
  });

  it("changes with a title or a speaker line", () => {
    const plain = scheduleModel(fixture(), SITE).version;
    const retitled = fixture();
    retitled.programma[1].eventi[0].titolo += " (bis)";
    const respoken = fixture();
    respoken.programma[1].eventi[0].speaker = "Ospite da annunciare";
    expect(new Set([plain, scheduleModel(retitled, SITE).version, scheduleModel(respoken, SITE).version]).size).toBe(3);
  });
});

describe("the model", () => {
  it("has the venues as rooms, each day's events in their venue's room, in time order", () => {
    const data = fixture();
    const model = scheduleModel(data, SITE);
    expect(model.conference.rooms.map((room) => room.name)).toEqual(data.luoghi.map((luogo) => luogo.nome));
    expect(model.conference.days.map((day) => [day.index, day.date])).toEqual(data.programma.map((day, i) => [i + 1, day.data]));
    for (const [i, day] of model.conference.days.entries()) {
      const expected = [...data.programma[i].eventi].sort((a, b) => a.ora.localeCompare(b.ora));
      const listed = day.rooms.flatMap(({ room, events }) => events.map((ev) => [ev.guid, room.name, ev.start]));
      expect(listed.sort()).toEqual(expected.map((ev) => [eventGuid(ev.id), ev.luogo, ev.ora]).sort());
      for (const { events } of day.rooms) expect(events.map((ev) => ev.date)).toEqual(events.map((ev) => ev.date).sort());
    }
  });

  it("writes times with Rome's offset of that date, and a duration for every event: until `fine`, else 90 minutes", () => {
    const data = fixture();
    data.programma[2].data = "2025-11-07";
    Object.assign(data.programma[1].eventi[1], { ora: "23:30", fine: "01:15" });
    const model = scheduleModel(data, SITE);
    const summer = eventById(model, data.programma[0].eventi[0].id);
    expect([summer.date, summer.start, summer.duration, summer.end]).toEqual(["2025-09-12T10:30:00+02:00", "10:30", "01:30", "2025-09-12T12:00:00+02:00"]);
    const winter = eventById(model, data.programma[2].eventi[0].id);
    expect(winter.date).toBe(`2025-11-07T${data.programma[2].eventi[0].ora}:00+01:00`);
    const night = eventById(model, data.programma[1].eventi[1].id);
    expect([night.date, night.duration, night.end]).toEqual(["2025-09-13T23:30:00+02:00", "01:45", "2025-09-14T01:15:00+02:00"]);
    expect(model.conference.days[1].end).toBe("2025-09-14T01:15:00+02:00");
  });

  it("keeps a cancelled event with its guid, its title prefixed, and no ticket link", () => {
    const data = fixture();
    const concert = data.programma[0].eventi.find((ev) => ev.tipo === "Concerto")!;
    concert.stato = "annullato";
    const ev = eventById(scheduleModel(data, SITE), concert.id);
    expect(ev.title).toBe(`${CANCELLED_PREFIX}${concert.titolo}`);
    expect(CANCELLED_PREFIX).toBe("ANNULLATO \u2013 ");
    expect([ev.links, ev.description]).toEqual([[], null]);
  });

  it("names no person: the speaker line is the subtitle, as written", () => {
    const data = fixture();
    const model = scheduleModel(data, SITE);
    for (const day of data.programma) {
      for (const source of day.eventi) expect(eventById(model, source.id).subtitle).toBe(source.speaker);
    }
    for (const feed of [scheduleJson(model)])
      expect(JSON.parse(feed).schedule.conference.days.flatMap((d: { rooms: object }) => Object.values(d.rooms).flat())).toEqual(
        expect.arrayContaining([expect.objectContaining({ persons: [] })]),
      );
    expect(scheduleXml(model)).not.toMatch(/<person[ >]/);
  });

  it("takes its acronym from the festival's name and edition", () => {
    expect(scheduleModel(fixture(), SITE).conference.acronym).toBe(`${baseSito.nome}${baseSito.edizione}`.toLowerCase());
    const data = fixture();
    data.sito = { ...data.sito, nome: "Ù", edizione: "" };
    expect(() => scheduleModel(data, SITE)).toThrow(/sito\.json: .*sigla/);
  });
});

describe.each(variants())("the feeds of %s", (_name, data) => {
  const model = scheduleModel(data, SITE);
  const [xml, json] = [scheduleXml(model), scheduleJson(model)];

  it("list every programme event once, in both feeds", () => {
    const guids = programmeIds(data).map(eventGuid).sort();
    expect([...xml.matchAll(/<event guid="([^"]+)"/g)].map(([, guid]) => guid).sort()).toEqual(guids);
    const days = (JSON.parse(json) as { schedule: { conference: { days: { rooms: Record<string, { guid: string }[]> }[] } } }).schedule.conference.days;
    expect(
      days
        .flatMap((day) =>
          Object.values(day.rooms)
            .flat()
            .map((ev) => ev.guid),
        )
        .sort(),
    ).toEqual(guids);
  });

  it("/schedule.json is valid against voc/schedule's JSON schema", () => {
    expect(scheduleJsonErrors(json)).toEqual([]);
  });

  (xmllintAvailable() ? it : it.skip)("/schedule.xml is valid against voc/schedule's XSD (xmllint)", () => {
    expect(scheduleXmlErrors(xml)).toEqual([]);
  });
});

describe("the schemas catch a broken feed (the checks check)", () => {
  const model = scheduleModel(fixture(), SITE);

  it("JSON: an event without its duration", () => {
    const document = JSON.parse(scheduleJson(model)) as { schedule: { conference: { days: { rooms: Record<string, Record<string, unknown>[]> }[] } } };
    const [firstRoom] = Object.values(document.schedule.conference.days[0].rooms);
    delete firstRoom[0].duration;
    expect(scheduleJsonErrors(JSON.stringify(document)).join("\n")).toMatch(/duration/);
  });

  (xmllintAvailable() ? it : it.skip)("XML: an event without its guid", () => {
    expect(scheduleXmlErrors(scheduleXml(model).replace(/ guid="[^"]+" id=/, " id=")).join("\n")).toMatch(/guid/);
  });
});
