/**
 * @jest-environment node
 */
import type { EventChanges, EventRecord } from "../../../src/events/event-record";
import { cardNotes, changesEntryId, changesFeedId, lastPublished, nameBasedUuid, publishedChanges } from "../published-changes";

/** Fixture events and venues, invented: the list's order, words and ids, whatever data/ holds. */
const luoghi = [{ nome: "Sala Grande", preposizione: "alla" }, { nome: "Arena Estiva", preposizione: "all'" }, { nome: "Spazio Senza" }];
const T0 = "2025-07-01T10:00:00.000Z";
const T1 = "2025-07-10T08:00:00.000Z";
const T2 = "2025-07-12T18:45:00.000Z";

const record = (cambi: EventRecord["cambi"]): EventRecord => ({
  sequenza: new Set(cambi.map((c) => c.quando)).size,
  pubblicato: T0,
  modificato: cambi.at(-1)?.quando ?? T0,
  cambi,
});
const changes: EventChanges = {
  generato: "2025-08-01T00:00:00.000Z",
  storia: true,
  eventi: {
    aaaa1111: record([
      { quando: T1, campo: "ora", prima: "21:30", dopo: "22:00" },
      { quando: T2, campo: "ora", prima: "22:00", dopo: "22:15" },
    ]),
    bbbb2222: record([
      { quando: T1, campo: "data", prima: "2025-09-12", dopo: "2025-09-13" },
      { quando: T1, campo: "luogo", prima: "Sala Grande", dopo: "Arena Estiva" },
    ]),
    cccc3333: record([{ quando: T2, campo: "stato", prima: "confermato", dopo: "annullato" }]),
    dddd4444: record([]),
  },
};
const event = (id: string, titolo: string, start: string, path: string) => ({ id, titolo, path, start: new Date(start) });
const events = [
  event("cccc3333", "Concerto", "2025-09-12T19:30:00Z", "/concerti/#concerto-cccc3333"),
  event("aaaa1111", "Talk del mattino", "2025-09-12T08:30:00Z", "/talks/#talk-aaaa1111"),
  event("bbbb2222", "Spettacolo", "2025-09-13T19:00:00Z", "/#programma-bbbb2222"),
  event("dddd4444", "Fermo", "2025-09-14T19:00:00Z", "/#programma-dddd4444"),
];

describe("the notes beside a moved event's facts", () => {
  it("name the first published value of each moved fact, in words", () => {
    expect(cardNotes(changes.eventi.aaaa1111, { data: "2025-09-12", ora: "22:15", luogo: "Sala Grande" }, luoghi)).toEqual({
      giorno: null,
      ora: "era alle 21:30",
      inizio: "era alle 21:30",
      luogo: null,
    });
    expect(cardNotes(changes.eventi.bbbb2222, { data: "2025-09-13", ora: "21:00", luogo: "Arena Estiva" }, luoghi)).toEqual({
      giorno: "era venerdì 12 settembre",
      ora: null,
      inizio: "era venerdì 12 settembre",
      luogo: "era alla Sala Grande",
    });
  });

  it("say nothing of an unchanged, cancelled or moved-back event, nor without a record", () => {
    expect(cardNotes(changes.eventi.dddd4444, { data: "2025-09-14", ora: "21:00", luogo: "Sala Grande" }, luoghi)).toBeNull();
    expect(cardNotes(changes.eventi.cccc3333, { data: "2025-09-12", ora: "21:30", luogo: "Sala Grande" }, luoghi)).toBeNull();
    expect(cardNotes(changes.eventi.aaaa1111, { data: "2025-09-12", ora: "21:30", luogo: "Sala Grande" }, luoghi)).toBeNull();
    expect(cardNotes(undefined, { data: "2025-09-12", ora: "21:30", luogo: "Sala Grande" }, luoghi)).toBeNull();
  });

  it("use the neutral form for a venue without preposition", () => {
    const moved = record([{ quando: T1, campo: "luogo", prima: "Spazio Senza", dopo: "Sala Grande" }]);
    expect(cardNotes(moved, { data: "2025-09-12", ora: "21:30", luogo: "Sala Grande" }, luoghi)?.luogo).toBe("prima: Spazio Senza");
  });
});

describe("the list of published changes", () => {
  const list = publishedChanges(changes, events, luoghi);

  it("has one entry per event per publish, newest first, a publish's events in programme order", () => {
    expect(list.map((entry) => [entry.evento, entry.quando])).toEqual([
      ["aaaa1111", T2],
      ["cccc3333", T2],
      ["aaaa1111", T1],
      ["bbbb2222", T1],
    ]);
  });

  it("gives each entry its title, card, lines in words, summary and publish time in Rome", () => {
    expect(list[1]).toEqual({
      codice: changesEntryId("cccc3333", T2),
      evento: "cccc3333",
      titolo: "Concerto",
      scheda: "/concerti/#concerto-cccc3333",
      quando: T2,
      quandoTesto: "12 luglio 2025 alle 20:45",
      righe: ["Annullato"],
      sintesi: "annullato",
      annullato: true,
    });
    expect(list[3]).toMatchObject({
      righe: ["Giorno: era venerdì 12 settembre, ora sabato 13 settembre", "Luogo: era alla Sala Grande, ora all'Arena Estiva"],
      sintesi: "nuovo giorno e luogo",
      annullato: false,
    });
    expect(list[0].righe).toEqual(["Orario: era alle 22:00, ora alle 22:15"]);
  });

  it("is empty without changes", () => {
    expect(publishedChanges({ ...changes, eventi: { dddd4444: changes.eventi.dddd4444 } }, events, luoghi)).toEqual([]);
  });

  it("knows the newest publish for the feed's date, or nothing without a record", () => {
    expect(lastPublished(changes)).toBe(T2);
    expect(lastPublished({ ...changes, eventi: { dddd4444: changes.eventi.dddd4444 } })).toBe(T0);
    expect(lastPublished({ ...changes, storia: false, eventi: {} })).toBeNull();
  });
});

describe("the feed's ids", () => {
  it("are RFC 9562 name-based (version 5) UUIDs: the RFC's own example", () => {
    // RFC 9562, appendix A.4: the DNS namespace and "www.example.com".
    expect(nameBasedUuid("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "www.example.com")).toBe("2ed6657d-e927-568b-95e1-2665a8aea6a2");
  });

  it("depend only on the event and the publish instant, however the instant is written", () => {
    expect(changesEntryId("aaaa1111", T1)).toBe(changesEntryId("aaaa1111", "2025-07-10T10:00:00+02:00"));
    expect(changesEntryId("aaaa1111", T1)).not.toBe(changesEntryId("aaaa1111", T2));
    expect(changesEntryId("aaaa1111", T1)).not.toBe(changesEntryId("bbbb2222", T1));
    expect(changesEntryId("aaaa1111", T1)).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Pinned: a changed derivation would make every reader show every entry again.
    expect(changesEntryId("aaaa1111", T1)).toBe("urn:uuid:592bc945-2797-502c-8d60-103672773e64");
    expect(changesFeedId("Festival")).toBe("urn:uuid:fad08ef6-e5ed-5dd0-bb8f-2da3dab8f0b2");
    expect(changesFeedId("Festival")).not.toBe(changesFeedId("Altro"));
  });
});
