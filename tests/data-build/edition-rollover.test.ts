/**
 * @jest-environment jsdom
 */
import fs from "node:fs";
import path from "node:path";
import { validateDataDir, type ValidationResult } from "../../gatsby/data-validation";
import { IMAGE_FIELDS } from "../../gatsby/data-validation/data-files";
import { newEventId } from "../../src/events/event-id";
import {
  fixtureImageSize,
  flatPng,
  loadBaseData,
  makeDataSet,
  removeDataSet,
  type Entry,
  type FixtureData,
} from "../../gatsby/data-validation/__fixtures__/make-data-set";
import { newEdition, type NewEditionOutcome } from "../../scripts/nuova-edizione/new-edition";
import { builtPages, everythingSaid, listFiles } from "./support/built-files";
import { rollOver, type Rollover } from "./support/rollover";
import { fixtureSite, gatsbyBuild, incrementalSite, releaseSite, type BuildResult } from "./support/site-copy";

/**
 * Preparing the next edition: `npm run nuova-edizione` on the frozen data set, to dates that cross a
 * month (30 September - 2 October), then a volunteer announces the first day's events (the fixture's,
 * moved to the new dates by support/rollover.ts). The one build shows that no page, meta tag, JSON-LD
 * block, calendar, sitemap, manifest or share image text names the old year or the old days, but for
 * the past edition's own card on the editions page and its archive page, /edizioni/<old year>/, which
 * lists the old edition's events with their posters and without tickets, bookings or calendars.
 */

/** Every file under a folder with its bytes, to show that a refused run changes nothing. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((file) => [file, fs.readFileSync(path.join(dir, file)).toString("base64")]));
}

/** Image paths named by some data, with their field. */
function imagePaths(value: unknown, found = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item) => imagePaths(item, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (IMAGE_FIELDS.has(key) && typeof child === "string") found.set(child, key);
      else imagePaths(child, found);
    }
  }
  return found;
}

const readJson = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));

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
  /** The old edition as it was before the rollover: what the archive page must show. */
  let old: FixtureData;
  let publicDir = "";
  let rollover: NewEditionOutcome;
  let check: ValidationResult;
  let secondRun: { outcome: NewEditionOutcome; changed: boolean };

  beforeAll(async () => {
    old = await loadBaseData();
    dataDir = await makeDataSet();
    // The same festival moved to the next year's dates, for the events the volunteer announces.
    data = await loadBaseData();
    roll = rollOver(data, `${Number(old.sito.edizione) + 1}-09-30`);
    const dates = { anno: roll.newYear, dal: roll.newDays[0], al: roll.newDays[roll.newDays.length - 1] };
    rollover = await newEdition(dataDir, "data", dates);

    const announced = snapshot(dataDir);
    secondRun = { outcome: await newEdition(dataDir, "data", dates), changed: false };
    secondRun.changed = JSON.stringify(snapshot(dataDir)) !== JSON.stringify(announced);

    // The first day is announced; the others stay "in via di definizione".
    const firstDay = roll.newDays[0];
    const programma = readJson(dataDir, "programma.json") as FixtureData["programma"];
    // New events, as the CMS makes them: each with an id of its own, which its concert or talk names.
    const newIds = new Map<unknown, string>();
    programma[0].eventi = data.programma
      .find((day) => day.data === firstDay)!
      .eventi.map((event) => {
        newIds.set(event.id, newEventId([...newIds.values(), ...old.programma.flatMap((day) => day.eventi.map((e) => String(e.id)))]));
        return { ...event, id: newIds.get(event.id)! };
      });
    const onFirstDay = (entry: Entry) => newIds.has(entry.evento);
    const renamed = (entry: Entry) => ({ ...entry, evento: newIds.get(entry.evento)! });
    const written = {
      "programma.json": programma,
      "concerti.json": data.concerti.filter(onFirstDay).map(renamed),
      "talks.json": data.talks.filter(onFirstDay).map(renamed),
    };
    for (const [file, value] of Object.entries(written)) fs.writeFileSync(path.join(dataDir, file), `${JSON.stringify(value, null, 2)}\n`);
    for (const [relative, field] of imagePaths(Object.values(written))) {
      const { width, height } = fixtureImageSize(field);
      fs.mkdirSync(path.dirname(path.join(dataDir, relative)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, relative), await flatPng(width, height));
    }
    data.programma = programma;
    data.concerti = written["concerti.json"];
    data.talks = written["talks.json"];
    check = await validateDataDir(dataDir, { displayDir: "data" });

    // Over a copy of the production build, as CI builds a data edit (incrementalSite): what an earlier
    // build left in public/ must not survive where the data no longer has it.
    siteDir = await incrementalSite(fixtureSite);
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

  const archivePath = () => `/edizioni/${roll.oldYear}/`;
  const archiveFile = () => `edizioni/${roll.oldYear}/index.html`;

  it("rolls over with one command, whose second run refuses and changes nothing, and leaves data that passes the check", () => {
    expect(rollover).toMatchObject({ ok: true, archived: `data/archivio/${roll.oldYear}` });
    expect(secondRun.outcome.ok).toBe(false);
    expect(secondRun.changed).toBe(false);
    expect(check).toMatchObject({ errors: [], warnings: [] });
  });

  it("builds without errors", () => {
    expect({ code: result.code, tail: result.code === 0 ? "" : result.output.slice(-3000) }).toEqual({ code: 0, tail: "" });
    expect(roll.newDays.map((day) => day.slice(5, 7))).toEqual(["09", "10", "10"]);
  });

  it("leaves the old edition out of every page, meta tag and JSON-LD block, but for its own card on the editions page and its archive page", () => {
    const pages = builtPages(publicDir);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const { file, doc } of pages.filter((page) => page.file !== archiveFile())) {
      // The past editions keep their cards, and the editions page's description names their years.
      const pastCards = Array.from(doc.querySelectorAll('article[id^="edizione-"]')).filter((card) => card.id !== `edizione-${roll.newYear}`);
      const listsEditions = pastCards.length > 0;
      pastCards.forEach((card) => card.remove());
      if (listsEditions)
        doc.querySelectorAll('meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]').forEach((m) => m.remove());
      // A venue's access facts say when they were checked on site (data/luoghi.json's verificatoIl): a
      // fact's date, which may fall in the old edition's year and stays true after the rollover.
      doc.querySelectorAll("p").forEach((p) => p.textContent?.startsWith("Verificato sul posto il ") && p.remove());
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
    // The announced day shows its events; the others say their events are still being defined.
    for (const day of roll.newDays) {
      const column = home.querySelector(`section[aria-labelledby="giorno-${day}"]`);
      const announced = data.programma.some((p) => p.data === day && p.eventi.length > 0);
      expect([
        day,
        announced,
        column?.querySelector(`time[datetime^="${day}T"]`) != null,
        column?.textContent?.includes("Eventi in via di definizione"),
      ]).toEqual([day, announced, announced, !announced]);
    }
    expect(roll.newDays.filter((day) => !data.programma.some((p) => p.data === day && p.eventi.length > 0)).length).toBeGreaterThan(0);
    const jsonLd = JSON.parse(home.querySelector('script[type="application/ld+json"]')!.textContent);
    const festival = jsonLd["@graph"].find((node: { "@type": string }) => node["@type"] === "Festival");
    expect(festival.name).toBe(`${data.sito.nome} ${roll.newYear}`);
    expect(festival.startDate.startsWith(first)).toBe(true);
  });

  it("names the share images' words after the new edition, and the archive page's after its own", () => {
    for (const { file, doc } of builtPages(publicDir)) {
      const alt = doc.querySelector('meta[property="og:image:alt"]')?.getAttribute("content") ?? "";
      const edition = file === archiveFile() ? roll.oldYear : roll.newYear;
      expect([file, alt]).toEqual([file, expect.stringContaining(`${data.sito.nome} ${edition}`)]);
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
    const sitemapText = sitemaps.map((file) => fs.readFileSync(path.join(publicDir, file), "utf8")).join("\n");
    // The archive page is in the sitemap; its address is the only mention of the old year there.
    expect(sitemapText).toContain(`${archivePath()}</loc>`);
    expect(oldMarkerIn(sitemapText.split(archivePath()).join("/"))).toBeUndefined();
  });

  it("builds the archive page with the old edition's programme, concerts and talks and their posters, and no ticket, booking or calendar", () => {
    const page = builtPages(publicDir).find(({ file }) => file === archiveFile());
    expect(page).toBeDefined();
    const doc = page!.doc;
    expect(doc.querySelector("h1")?.textContent).toBe(`${old.sito.nome} ${roll.oldYear}`);
    const text = doc.body.textContent ?? "";
    const imageAlts = new Set(Array.from(doc.querySelectorAll("img"), (img) => img.getAttribute("alt")));
    for (const day of old.programma) {
      expect(doc.querySelector(`#giorno-${String(day.data)}`)?.textContent).toBe(day.giorno);
      for (const event of day.eventi) {
        expect(text).toContain(String(event.titolo));
        expect([event.titolo, imageAlts.has(String(event.locandinaAlt))]).toEqual([event.titolo, true]);
      }
    }
    // The archive keeps its events' ids: the cards are keyed by them, the programme links to them.
    for (const concert of old.concerti) {
      expect(text).toContain(String(concert.artista));
      expect(imageAlts.has(String(concert.immagineAlt))).toBe(true);
      expect(doc.getElementById(`concerto-${String(concert.evento)}`)).not.toBeNull();
      expect(doc.getElementById(`programma-${String(concert.evento)}`)).not.toBeNull();
    }
    for (const talk of old.talks) {
      expect(text).toContain(String(talk.titolo));
      expect(imageAlts.has(String(talk.immagineAlt))).toBe(true);
      expect(doc.getElementById(`talk-${String(talk.evento)}`)).not.toBeNull();
    }
    // Past: no ticket or booking link, no calendar file in the page's content (the header's and the
    // footer's ticket menus are the current edition's); the way to the current edition is there.
    const hrefs = Array.from(doc.querySelectorAll("main a[href]"), (a) => a.getAttribute("href") ?? "");
    expect(hrefs.length).toBeGreaterThan(0);
    const pastLinks = [...old.concerti.map((c) => c.ticketLink), ...old.talks.map((t) => t.linkPrenotazione)].map(String);
    expect(hrefs.filter((href) => pastLinks.includes(href) || href.endsWith(".ics"))).toEqual([]);
    const current = Array.from(doc.querySelectorAll('main a[href="/"]'), (a) => a.textContent ?? "");
    expect(current).toEqual([expect.stringContaining(`${data.sito.nome} ${roll.newYear}`)]);

    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
    expect(new URL(canonical).pathname).toBe(archivePath());
    const description = doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    expect(description).toContain(`${old.sito.nome} ${roll.oldYear}`);
    expect(doc.title).toContain(`${old.sito.nome} ${roll.oldYear}`);
    const image = doc.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "";
    expect(new URL(image).pathname).not.toBe(
      new URL(
        builtPages(publicDir)
          .find(({ file }) => file === "index.html")!
          .doc.querySelector('meta[property="og:image"]')!
          .getAttribute("content")!,
      ).pathname,
    );

    // schema.org: the old edition as a Festival, its events with their real (past) dates and no offers.
    const graph = Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).flatMap((s) => JSON.parse(s.textContent)["@graph"]);
    const festival = graph.find((node: { "@type": string }) => node["@type"] === "Festival");
    expect(festival.name).toBe(`${old.sito.nome} ${roll.oldYear}`);
    expect(festival.startDate.startsWith(roll.oldDays[0])).toBe(true);
    const events = graph.filter((node: { superEvent?: unknown }) => node.superEvent);
    expect(events).toHaveLength(old.programma.reduce((sum, day) => sum + day.eventi.length, 0));
    for (const event of events) {
      expect(roll.oldDays).toContain(event.startDate.slice(0, 10));
      expect(event.offers).toBeUndefined();
    }
  });

  it("links the old edition's card on the editions page to its archive page, and no other card", () => {
    const editions = builtPages(publicDir).find(({ file }) => file === "edizioni/index.html")!.doc;
    for (const edition of readJson(dataDir, "edizioni.json") as { anno: number }[]) {
      const links = Array.from(editions.querySelectorAll(`#edizione-${edition.anno} a[href^="/edizioni/"]`), (a) => a.getAttribute("href"));
      expect([edition.anno, links]).toEqual([edition.anno, String(edition.anno) === roll.oldYear ? [archivePath()] : []]);
    }
  });
});
