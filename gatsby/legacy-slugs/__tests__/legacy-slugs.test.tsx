// The table of pre-id keys (issue 42, item 3), built from a real git history made here, and read by the
// browser as it reads /eventi/precedenti.json: a list or a `?miei=` link saved before the ids still finds
// an event that moved twice since. The programme on screen is the fixture programme (never data/).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fixtureGit as git } from "../../event-history/__fixtures__/fixture-git";
import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import { readProgrammeHistory, type ProgrammeHistory } from "../../event-history/event-history";
import { legacySlugMap } from "../legacy-slugs";
import { legacyEventSlug } from "../../../src/events/event-keys";
import { translateOldKeys } from "../../../src/enhancements/pocket/legacy-keys";
import { ProgrammeSection } from "../../../src/components/programme/programme-section";
import { programmeDaysFixture, programmeSiteFixture } from "../../../src/test-support/fixtures";
import { Pocket } from "../../../src/enhancements/pocket/pocket";
import { createPocketSlots } from "../../../src/enhancements/pocket/read-pocket-slots";
import { createProgrammeLocation } from "../../../src/enhancements/pocket/programme-state";
import { SAVED_EVENTS_KEY, createSavedEventsStore, createSavedStore } from "../../../src/enhancements/pocket/saved-events";
import { createSavedFactsStore } from "../../../src/enhancements/pocket/saved-facts";

type Day = { data: string; eventi: Record<string, string>[] };

// Today's programme is the fixture's: the concert and the talk of its first day, by their ids.
const [friday] = programmeDaysFixture;
const concert = friday.eventi.find((evento) => evento.tipo === "Concerto")!;
const talk = friday.eventi.find((evento) => evento.tipo === "Talk")!;
const today = { data: friday.data, ora: concert.ora, luogo: concert.luogo };
// When the ids came the concert was on the day before, at another time and venue; it moved twice since.
const whenIdsCame = { data: "2025-09-11", ora: "20:00", luogo: "Sala Vecchia" };
const inBetween = { data: today.data, ora: "19:00", luogo: "Sala Vecchia" };

const entry = (id: string | undefined, facts: { ora: string; luogo: string }, titolo: string) => ({
  ...(id ? { id } : {}),
  ora: facts.ora,
  luogo: facts.luogo,
  titolo,
});
const programme = (concertFacts: typeof today, withIds: boolean, extra: Record<string, string>[] = []): Day[] => {
  const talkEntry = entry(withIds ? talk.eventId : undefined, talk, talk.titolo);
  const concertEntry = entry(withIds ? concert.eventId : undefined, concertFacts, concert.titolo);
  return concertFacts.data === today.data
    ? [{ data: today.data, eventi: [concertEntry, talkEntry, ...extra] }]
    : [
        { data: concertFacts.data, eventi: [concertEntry] },
        { data: today.data, eventi: [talkEntry, ...extra] },
      ];
};

const oldKey = legacyEventSlug(whenIdsCame);

describe("the table of keys from before the ids, from the history", () => {
  let repo = "";
  let history: ProgrammeHistory;
  const currentEvents = [concert, talk].map((evento) => ({
    id: evento.eventId,
    legacySlug: legacyEventSlug({ data: today.data, ora: evento.ora, luogo: evento.luogo }),
  }));

  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "connessioni-precedenti-"));
    fs.mkdirSync(path.join(repo, "data"));
    git(repo, ["init", "-q", "-b", "main"]);
    const commit = (days: Day[], date: string, message: string) => {
      fs.writeFileSync(path.join(repo, "data/programma.json"), `${JSON.stringify(days, null, 2)}\n`);
      git(repo, ["add", "-A"]);
      git(repo, ["commit", "-q", "-m", message], date);
    };
    commit(programme(whenIdsCame, false), "2025-08-01T10:00:00Z", "Before ids: a visitor saves the concert under its day, time and venue");
    commit(programme(whenIdsCame, true), "2025-08-02T10:00:00Z", "Ids");
    commit(programme(inBetween, true), "2025-08-03T10:00:00Z", "First move");
    // An event added after the ids where the concert was before them takes no old key from it.
    const newcomer = { data: whenIdsCame.data, eventi: [entry("nuovo123", whenIdsCame, "Nuovo")] };
    commit([newcomer, ...programme(today, true)], "2025-08-04T10:00:00Z", "Second move");
    history = readProgrammeHistory(path.join(repo, "data/programma.json"));
  });

  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it("maps the key an event had when it got its id, however often it moved since, and today's keys", () => {
    expect(history.available).toBe(true);
    const table = legacySlugMap(history, currentEvents);
    expect(table[oldKey]).toBe(concert.eventId);
    for (const event of currentEvents) expect(table[event.legacySlug]).toBe(event.id);
    // A key it had only after the ids was never saved as a key.
    expect(table[legacyEventSlug(inBetween)]).toBeUndefined();
  });

  it("keeps an old key for the event it meant, even when another event sits there today", () => {
    const newcomer = { id: "nuovo123", legacySlug: oldKey };
    const table = legacySlugMap(history, [newcomer, ...currentEvents]);
    expect(table[oldKey]).toBe(concert.eventId);
    expect(Object.values(table)).not.toContain(newcomer.id);
  });

  it("without a history has today's keys only", () => {
    const table = legacySlugMap({ available: false, reason: "a shallow clone" }, currentEvents);
    expect(table).toEqual(Object.fromEntries(currentEvents.map((event) => [event.legacySlug, event.id])));
  });

  describe("read by the browser", () => {
    beforeEach(() => {
      localStorage.clear();
      window.history.replaceState(null, "", "/");
      const table = legacySlugMap(history, currentEvents);
      global.fetch = jest.fn(async () => ({ ok: true, json: async () => table }) as Response) as typeof fetch;
    });

    const mount = () => {
      render(<ProgrammeSection sito={programmeSiteFixture} giorni={programmeDaysFixture} concerti={[]} talks={[]} />);
      const saved = createSavedEventsStore(createSavedStore(localStorage));
      render(
        <Pocket pageSlots={createPocketSlots()} saved={saved} facts={createSavedFactsStore(localStorage)} programmeLocation={createProgrammeLocation()} />,
      );
    };
    const concertCard = () => document.getElementById(`programma-${concert.eventId}`)!;

    it("translates the old key of a saved list to the event's id", async () => {
      await expect(translateOldKeys([oldKey, talk.eventId])).resolves.toEqual([concert.eventId, talk.eventId]);
    });

    it("keeps a list saved before the ids: the moved event is still saved", async () => {
      localStorage.setItem(SAVED_EVENTS_KEY, JSON.stringify([oldKey]));
      mount();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(JSON.parse(localStorage.getItem(SAVED_EVENTS_KEY)!)).toEqual([concert.eventId]);
      expect(within(concertCard()).getByRole("button", { name: /^Salva/ })).toHaveAttribute("aria-pressed", "true");
    });

    it("shows the moved event of a ?miei= link of old keys", async () => {
      window.history.replaceState(null, "", `/?miei=${oldKey}#programma`);
      mount();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(location.search).toBe(`?miei=${concert.eventId}`);
      expect(screen.getByText("Un link condiviso ti mostra 1 evento.")).toBeInTheDocument();
      expect(concertCard().querySelector(".filteredOut")).toBeNull();
    });
  });
});
