/**
 * @jest-environment jsdom
 */
import { parseFeed } from "@rowanmanning/feed-parser";
import type { EventChanges } from "../../src/events/event-record";
import { pagePaths } from "../../src/utils/page-paths";
import { builtDocument, readBuilt } from "./read-built-site";

/**
 * The published changes in the build under test (issue 38), whatever the data's history holds: the
 * expectations come from the record the build wrote (/eventi/modifiche.json), so a published change
 * never turns this red. With no change (today's data as first published), the home has no link to the
 * changes page and the page says so; with changes, both show them. tests/data-build/changed-programme
 * builds a history with changes and checks their words.
 */
const record = JSON.parse(readBuilt("eventi/modifiche.json")) as EventChanges;
// One entry per event per publish.
const publishes = new Set(Object.entries(record.eventi).flatMap(([id, event]) => event.cambi.map((change) => `${id}@${change.quando}`)));
const home = builtDocument(pagePaths.home);
const page = builtDocument(pagePaths.modifiche);
const text = (node: Element | null) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();

describe("the programme's published changes in the build", () => {
  it("are linked from the programme only while there are some", () => {
    const link = home.getElementById("programma")?.querySelector(`a[href="${pagePaths.modifiche}"]`) ?? null;
    if (publishes.size === 0) expect(link).toBeNull();
    else expect(text(link)).toBe(`Modifiche al programma (${publishes.size})`);
  });

  it("are listed on the page, one entry per event per publish, or the page says there are none (or no history)", () => {
    expect(text(page.querySelector("h1"))).toBe("Modifiche al programma");
    const entries = page.querySelectorAll("main ol > li > article");
    expect(entries).toHaveLength(publishes.size);
    const main = text(page.querySelector("main"));
    if (!record.storia) expect(main).toContain("L'elenco delle modifiche non è disponibile");
    else if (publishes.size === 0) expect(main).toContain("Nessuna modifica al programma finora.");
    else expect(main).not.toContain("Nessuna modifica al programma finora.");
  });

  it("are an Atom feed with as many entries, linked from the heads of the home and changes pages", () => {
    const feed = parseFeed(readBuilt("modifiche.xml"));
    expect(feed.meta).toEqual({ type: "atom", version: "1.0" });
    expect(feed.items).toHaveLength(publishes.size);
    for (const doc of [home, page]) {
      const link = doc.querySelector('head link[rel="alternate"][type="application/atom+xml"]');
      expect([link?.getAttribute("href"), link?.getAttribute("title")]).toEqual(["/modifiche.xml", "Modifiche al programma"]);
    }
  });

  it("are served as Atom and revalidated like every unhashed file", () => {
    const headers = readBuilt("_headers");
    // One rule for the path (gatsby/post-build/headers joins a path's rules: Cloudflare Pages applies only the last).
    const rule = /^\/modifiche\.xml\n((?: {2}.*\n)+)/m.exec(headers)?.[1].trimEnd().split("\n") ?? [];
    expect(rule.sort()).toEqual(["  Cache-Control: public, max-age=0, must-revalidate", "  Content-Type: application/atom+xml; charset=utf-8"]);
  });
});
