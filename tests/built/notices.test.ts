/**
 * @jest-environment jsdom
 */
import fs from "node:fs";
import path from "node:path";
import { ARCHIVE_PAGES, PAGES, PUBLIC_DIR, builtDocument, expectedRomeDateTime, readBuilt, readData } from "./read-built-site";

/**
 * The notices of data/avvisi.json in the build: expectations come from the data file, so adding or
 * ending a notice never turns this red. The build judged the windows at its own instant, which lies
 * between the start of the build and the moment it wrote public/avvisi.json; a notice whose start or
 * end falls within an hour before that is left out of the checks that depend on it.
 */
interface Avviso {
  testo: string;
  dal: string;
  al?: string;
  evento?: string;
  pagina?: string;
  importante?: boolean;
}
interface NoticesFile {
  programma: string;
  avvisi: { id: string; testo: string; dal: string; al: string; finestra: string; evento?: string; pagina?: string; importante?: true }[];
}

const notices = readDataOrEmpty();
function readDataOrEmpty(): Avviso[] {
  try {
    return readData<Avviso[]>("avvisi.json");
  } catch {
    return []; // no avvisi.json: no notices
  }
}

const file = JSON.parse(readBuilt("avvisi.json")) as NoticesFile;
const written = fs.statSync(path.join(PUBLIC_DIR, "avvisi.json")).mtime.getTime();
const earliestBuild = written - 3_600_000;

/** The day after an ISO date, in UTC (no time zone involved). */
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const endWall = (notice: Avviso) => notice.al ?? `${dayAfter(notice.dal.slice(0, 10))}T00:00`;
const iso = (wall: string) => expectedRomeDateTime(wall.slice(0, 10), wall.slice(11, 16));
const at = (wall: string) => Date.parse(iso(wall));

const surelyActive = (notice: Avviso) => at(notice.dal) <= earliestBuild && at(endWall(notice)) > written;
const surelyInactive = (notice: Avviso) => at(endWall(notice)) <= earliestBuild || at(notice.dal) > written;
const surelyOver = (notice: Avviso) => at(endWall(notice)) <= earliestBuild;
const newestFirst = (a: Avviso, b: Avviso) => b.dal.localeCompare(a.dal) || endWall(a).localeCompare(endWall(b));

describe("public/avvisi.json", () => {
  it("holds every notice not over, newest first, with Rome-offset instants and the fields it has", () => {
    const expected = notices.filter((notice) => !surelyOver(notice)).sort(newestFirst);
    for (const notice of expected) {
      const entry = file.avvisi.find((candidate) => candidate.testo === notice.testo && candidate.dal === iso(notice.dal));
      expect(entry).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{12}$/),
        testo: notice.testo,
        dal: iso(notice.dal),
        al: iso(endWall(notice)),
        // The window in words ("dalle 18:00 del 13 settembre"): its wording is unit-tested (notice-facts).
        finestra: expect.stringMatching(/\S/),
        ...(notice.evento ? { evento: notice.evento } : {}),
        ...(notice.pagina ? { pagina: notice.pagina } : {}),
        ...(notice.importante ? { importante: true } : {}),
      });
    }
    // Nothing else: every entry is a notice of the data, and none is over.
    expect(file.avvisi.every((entry) => notices.some((notice) => notice.testo === entry.testo && iso(notice.dal) === entry.dal))).toBe(true);
    expect(file.avvisi.every((entry) => Date.parse(entry.al) > earliestBuild)).toBe(true);
    expect(new Set(file.avvisi.map((entry) => entry.id)).size).toBe(file.avvisi.length);
    const order = file.avvisi.map((entry) => entry.dal);
    expect(order).toEqual([...order].sort((a, b) => Date.parse(b) - Date.parse(a)));
  });

  it("names the programme's version", () => {
    expect(file.programma).toMatch(/^[0-9a-f]{16}$/);
  });

  it("is never used without asking the host (revalidated every time: a 304 by ETag when unchanged)", () => {
    const headers = readBuilt("_headers");
    expect(headers).toMatch(/^\/avvisi\.json\n {2}Cache-Control: public, max-age=0, must-revalidate$/m);
  });
});

describe.each([...PAGES, ...ARCHIVE_PAGES])("the notices of %s", (pathname) => {
  const doc = builtDocument(pathname);
  const slot = doc.querySelector("main > [data-avvisi='slot']");
  const ofPage = notices.filter((notice) => !notice.pagina || notice.pagina === pathname);

  it("come first in <main>, in the slot that tells the after-paint code the file, the programme and the page", () => {
    expect(slot).not.toBeNull();
    expect(doc.querySelector("main")!.firstElementChild).toBe(slot);
    expect(slot!.getAttribute("data-src")).toBe("/avvisi.json");
    expect(slot!.getAttribute("data-programma")).toBe(file.programma);
    expect(slot!.getAttribute("data-pagina")).toBe(pathname);
  });

  it("list the notices valid at build time, newest first, each with its window; none of the others", () => {
    const items = [...slot!.querySelectorAll("li[data-avviso]")];
    const texts = items.map((item) => item.textContent ?? "");
    const active = ofPage.filter(surelyActive).sort(newestFirst);
    const shown = active.map((notice) => texts.findIndex((text) => text.includes(notice.testo)));
    expect(shown.every((index) => index >= 0)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    for (const notice of [...notices.filter(surelyInactive), ...notices.filter((other) => other.pagina && other.pagina !== pathname)]) {
      expect(texts.some((text) => text.includes(notice.testo))).toBe(false);
    }
    for (const item of items) {
      expect(item.querySelector("time")?.getAttribute("dateTime")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:00$/);
      expect(item.querySelector("time")?.textContent).toMatch(/\d{2}:\d{2}|\d+ \w+/);
    }
  });

  it("are a region named by its heading when there are any; otherwise the slot is empty", () => {
    const items = slot!.querySelectorAll("li[data-avviso]");
    if (items.length === 0) {
      expect(slot!.childNodes.length).toBe(0);
      return;
    }
    const region = slot!.querySelector("section[aria-labelledby]")!;
    expect(doc.getElementById(region.getAttribute("aria-labelledby")!)?.textContent).toBe("Avvisi");
    // The ids the file gives are the ids the page marks its notices with.
    for (const item of items) expect(file.avvisi.map((entry) => entry.id)).toContain(item.getAttribute("data-avviso"));
  });

  it("of an event valid at build time show on that event's cards too", () => {
    for (const notice of notices.filter((candidate) => candidate.evento && surelyActive(candidate))) {
      const id = file.avvisi.find((entry) => entry.testo === notice.testo && entry.dal === iso(notice.dal))!.id;
      const onCards = [...doc.querySelectorAll(`article [data-avviso="${id}"]`)];
      for (const card of onCards) expect(card.textContent).toContain(notice.testo);
    }
  });
});
