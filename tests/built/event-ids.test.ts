/**
 * @jest-environment jsdom
 */
import { LEGACY_SLUGS_PATH } from "../../gatsby/legacy-slugs/legacy-slugs";
import { legacyEventSlug } from "../../src/events/event-keys";
import { concertCardIdOf, programmeCardIdOf, talkCardIdOf } from "../../src/events/event-paths";
import { concertiKicker } from "../../src/utils/edition-texts";
import { pagePaths } from "../../src/utils/page-paths";
import { builtDocument, readBuilt, readData } from "./read-built-site";

// The data of the build under test (data/ or CONNESSIONI_DATA_DIR).
const programma = readData<{ data: string; eventi: { id: string; ora: string; luogo: string }[] }[]>("programma.json");
const events = programma.flatMap((day) => day.eventi.map((event) => ({ ...event, data: day.data })));
const concerti = readData<{ evento: string }[]>("concerti.json");
const talks = readData<{ evento: string }[]>("talks.json");
const sito = readData<{ nome: string; edizione: string; organizzatore: { citta: string } }>("sito.json");
const eventOf = (entry: { evento: string }) => events.find((event) => event.id === entry.evento)!;

describe("concerts and talks take day, time and venue from their programme event (evento)", () => {
  it.each([
    [pagePaths.concerti, concerti, concertCardIdOf],
    [pagePaths.talks, talks, talkCardIdOf],
  ] as const)("each card on %s is keyed by its event's id and shows its event's time and venue", (pathname, entries, cardId) => {
    const doc = builtDocument(pathname);
    for (const entry of entries) {
      const card = doc.getElementById(cardId(entry.evento));
      expect([entry.evento, card !== null]).toEqual([entry.evento, true]);
      expect(card?.textContent).toContain(eventOf(entry).ora);
      expect(card?.textContent).toContain(eventOf(entry).luogo);
    }
  });

  it("names the concerts' venues in the Concerti page's kicker", () => {
    const kicker = concertiKicker(
      { nome: sito.nome, edizione: sito.edizione, citta: sito.organizzatore.citta },
      concerti.map((c) => eventOf(c).luogo),
    );
    expect(builtDocument(pagePaths.concerti).body.textContent).toContain(kicker);
  });
});

describe(`${LEGACY_SLUGS_PATH}: the day-time-venue keys used before ids`, () => {
  const map = JSON.parse(readBuilt(LEGACY_SLUGS_PATH.slice(1))) as Record<string, string>;

  // Today's slugs, and the slugs events had when they got their ids (from the history, gatsby/legacy-slugs):
  // an event moved since has both, and a slug an older event had is kept for it.
  it("maps each event's slug to an event of today, and names no other event", () => {
    const ids = new Set(events.map((event) => event.id));
    for (const event of events) expect(ids.has(map[legacyEventSlug(event)])).toBe(true);
    for (const id of Object.values(map)) expect(ids.has(id)).toBe(true);
  });

  it("points at ids that key the home page's cards", () => {
    const home = builtDocument("/");
    for (const id of Object.values(map)) expect(home.getElementById(programmeCardIdOf(id))).not.toBeNull();
  });
});
