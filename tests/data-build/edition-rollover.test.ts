/**
 * @jest-environment jsdom
 */
import fs from "node:fs";
import path from "node:path";
import { makeDataSet, removeDataSet, type FixtureData } from "../../gatsby/data-validation/__fixtures__/make-data-set";
import { builtPages, everythingSaid, listFiles } from "./support/built-files";
import { rollOver, type Rollover } from "./support/rollover";
import { fixtureSite, gatsbyBuild, releaseSite, type BuildResult } from "./support/site-copy";

/**
 * Preparing the next edition is a data change only: the frozen data set, rolled over by a year to
 * dates that cross a month (30 September - 2 October), builds into a site where no page, meta
 * tag, JSON-LD block, calendar, sitemap, manifest or share image text names the old year or the
 * old days; only the past edition's own card on the editions page may.
 */

// Written here with Intl, not with the site's formatters, so the site is checked against an outsider.
const toDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
const dayNumber = (iso: string) => String(toDate(iso).getUTCDate());
const monthName = (iso: string) => new Intl.DateTimeFormat("it-IT", { month: "long", timeZone: "UTC" }).format(toDate(iso));
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

describe("gatsby build of the data rolled over to the next edition, across a month", () => {
  let siteDir = "";
  let dataDir = "";
  let result: BuildResult;
  let roll: Rollover;
  let data: FixtureData;
  let publicDir = "";

  beforeAll(async () => {
    dataDir = await makeDataSet({
      imagesForEdits: true,
      edit: (set) => {
        roll = rollOver(set, `${Number(set.sito.edizione) + 1}-09-30`);
        data = set;
      },
    });
    siteDir = await fixtureSite();
    result = await gatsbyBuild(siteDir, dataDir);
    publicDir = path.join(siteDir, "public");
  });

  afterAll(async () => {
    await releaseSite(siteDir);
    await removeDataSet(dataDir);
  });

  /** What names the old edition: its year, its ISO and calendar-form days, its days in words. */
  const oldMarkers = () => [
    new RegExp(`(?<![\\p{L}\\p{N}])${roll.oldYear}(?![\\p{N}])`, "u"),
    ...roll.oldDays.map((day) => new RegExp(`${day}|${day.replace(/-/g, "")}T`)),
    ...roll.oldPhrases.map((phrase) => new RegExp(`(?<![\\p{L}\\p{N}])${phrase}(?![\\p{N}])`, "u")),
  ];
  const oldMarkerIn = (text: string) => oldMarkers().find((marker) => marker.test(text))?.source;

  it("builds without errors", () => {
    expect({ code: result.code, tail: result.code === 0 ? "" : result.output.slice(-3000) }).toEqual({ code: 0, tail: "" });
    expect(roll.newDays.map((day) => day.slice(5, 7))).toEqual(["09", "10", "10"]);
  });

  it("leaves the old edition out of every page, meta tag and JSON-LD block, but for its own card on the editions page", () => {
    const pages = builtPages(publicDir);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const { file, doc } of pages) {
      // The past editions keep their cards, and the editions page's description names their years.
      const pastCards = Array.from(doc.querySelectorAll('article[id^="edizione-"]')).filter((card) => card.id !== `edizione-${roll.newYear}`);
      const listsEditions = pastCards.length > 0;
      pastCards.forEach((card) => card.remove());
      if (listsEditions) doc.querySelectorAll('meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]').forEach((m) => m.remove());
      expect([file, oldMarkerIn(everythingSaid(doc))]).toEqual([file, undefined]);
    }
  });

  it("names the new edition and its dates, written across the month change", () => {
    const home = builtPages(publicDir).find(({ file }) => file === "index.html")!.doc;
    const [first, last] = [roll.newDays[0], roll.newDays[roll.newDays.length - 1]];
    const badge = `${dayNumber(first)} ${capital(monthName(first))} - ${dayNumber(last)} ${capital(monthName(last))} ${roll.newYear}`;
    expect(home.body.textContent).toContain(badge);
    expect(home.title).toContain(`${data.sito.nome} ${roll.newYear}`);
    expect(home.querySelector('meta[name="description"]')?.getAttribute("content")).toContain(badge.toLowerCase());
    for (const day of roll.newDays) expect(home.querySelector(`time[datetime^="${day}T"]`)).not.toBeNull();
    const jsonLd = JSON.parse(home.querySelector('script[type="application/ld+json"]')!.textContent!);
    const festival = jsonLd["@graph"].find((node: { "@type": string }) => node["@type"] === "Festival");
    expect(festival.name).toBe(`${data.sito.nome} ${roll.newYear}`);
    expect(festival.startDate.startsWith(first)).toBe(true);
  });

  it("names the share images' words after the new edition", () => {
    for (const { file, doc } of builtPages(publicDir)) {
      const alt = doc.querySelector('meta[property="og:image:alt"]')?.getAttribute("content") ?? "";
      expect([file, alt]).toEqual([file, expect.stringContaining(`${data.sito.nome} ${roll.newYear}`)]);
      const image = doc.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "";
      expect(fs.existsSync(path.join(publicDir, new URL(image).pathname))).toBe(true);
    }
  });

  it("writes the calendars under new names with the new dates, and none under the old", () => {
    const calendars = listFiles(publicDir).filter((file) => file.endsWith(".ics"));
    expect(calendars.length).toBeGreaterThan(1);
    const programme = calendars.filter((file) => file.includes(roll.newYear) && !/\d{4}-\d{2}-\d{2}/.test(file));
    expect(programme).toHaveLength(1);
    const home = builtPages(publicDir).find(({ file }) => file === "index.html")!.doc;
    expect(home.querySelector(`a[href="/${programme[0]}"]`)).not.toBeNull();
    for (const file of calendars) {
      expect([file, oldMarkerIn(file)]).toEqual([file, undefined]);
      const text = fs.readFileSync(path.join(publicDir, file), "utf8");
      // DTSTAMP is the time of the build, not of the festival.
      expect([file, oldMarkerIn(text.replace(/^DTSTAMP:.*$/gm, ""))]).toEqual([file, undefined]);
    }
    const whole = fs.readFileSync(path.join(publicDir, programme[0]), "utf8");
    for (const day of roll.newDays.filter((d) => data.programma.some((p) => p.data === d && p.eventi.length > 0))) {
      expect(whole).toContain(`${day.replace(/-/g, "")}T`);
    }
  });

  it("names the new edition in the web app manifest and keeps the old one out of the sitemap", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, "manifest.webmanifest"), "utf8"));
    expect(manifest.name).toContain(`${data.sito.nome} ${roll.newYear}`);
    expect(manifest.description).toContain(roll.newYear);
    expect(oldMarkerIn(JSON.stringify(manifest))).toBeUndefined();
    const sitemaps = listFiles(publicDir).filter((file) => /^sitemap.*\.xml$/.test(file));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) expect([file, oldMarkerIn(fs.readFileSync(path.join(publicDir, file), "utf8"))]).toEqual([file, undefined]);
  });
});
