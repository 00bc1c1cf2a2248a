/**
 * @jest-environment jsdom
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { makeDataSet, removeDataSet, type FixtureData } from "../../gatsby/data-validation/__fixtures__/make-data-set";
import { concertCardIdOf, programmeCardIdOf, talkCardIdOf } from "../../src/events/event-paths";
import { programmeCalendarPathOf } from "../../src/events/event-keys";
import { parseFeed } from "@rowanmanning/feed-parser";
import { atTime, atVenue } from "../../src/events/change-words";
import { changesEntryId } from "../../gatsby/event-history/published-changes";
import { pagePaths } from "../../src/utils/page-paths";
import { builtPages, pageWithHeading } from "./support/built-files";
import { fixtureSite, gatsbyBuild, incrementalSite, releaseSite, type BuildResult } from "./support/site-copy";

/**
 * The programme changes after it was published (issue 36): the fixture edition is committed in a git
 * repository of its own (the data folder, as the CMS's commits make it), then three publishes follow,
 * each one field of one file: one event's time, another's venue, and a third event cancelled. The one
 * build reads that history: the calendar files keep their UIDs and raise SEQUENCE, the cancelled event
 * says STATUS:CANCELLED, the JSON-LD says EventCancelled and EventRescheduled with the first start, the
 * record at /eventi/modifiche.json lists the three changes, and the cancelled event's cards show the
 * badge, the struck title and the reason instead of the ticket button, in the static HTML. Every
 * visitor is told what moved (issue 38): the cards say what the time and venue were, /modifiche/ lists
 * the three publishes newest first, the programme links to it, and /modifiche.xml is the same list as
 * an Atom feed with the ids its writer derives.
 */
type Evento = { id: string; ora: string; luogo: string; tipo: string; titolo: string };
type Giorno = { data: string; eventi: Evento[] };

const PUBLISHED = "2025-07-01T10:00:00Z";
const TIMES = { ora: "2025-07-10T08:00:00Z", luogo: "2025-07-11T09:30:00Z", stato: "2025-07-12T18:45:00Z" };
// A later publish that is no change of the programme (issue 48): an event sells out.
const SOLD_OUT = "2025-07-13T12:00:00Z";

const git = (dir: string, args: string[], date?: string) =>
  execFileSync("git", ["-C", dir, ...args], {
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Volontaria",
      GIT_AUTHOR_EMAIL: "volontaria@example.org",
      GIT_COMMITTER_NAME: "Volontaria",
      GIT_COMMITTER_EMAIL: "volontaria@example.org",
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  }).toString();

/** The text of `file` with one line of the event `id` replaced (the first line matching `pattern` after its id). */
function editEventLine(text: string, id: string, pattern: RegExp, replace: (line: string) => string): string {
  const at = text.indexOf(`"id": "${id}"`);
  if (at < 0) throw new Error(`no event ${id}`);
  const rest = text.slice(at);
  const match = pattern.exec(rest);
  if (!match) throw new Error(`no line ${pattern} in event ${id}`);
  return text.slice(0, at) + rest.slice(0, match.index) + replace(match[0]) + rest.slice(match.index + match[0].length);
}

const icsDate = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const text = (node: Element | null) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();

describe("gatsby build of a programme changed after it was published (time, venue, cancellation), from its git history", () => {
  let siteDir = "";
  let dataSet = "";
  let dataDir = "";
  let result: BuildResult;
  let data: FixtureData;
  let pages: { file: string; doc: Document }[] = [];
  const diffs: Record<string, string> = {};
  // The events: a talk moved an hour later, another talk moved to another venue, a concert cancelled.
  let moved: Evento & { data: string };
  let relocated: Evento;
  let cancelled: Evento;
  let unchanged: Evento;
  let newVenue = "";
  let newTime = "";

  beforeAll(async () => {
    dataSet = await makeDataSet({ edit: (set) => void (data = set) });
    // Over a copy of the production build, as CI builds a data edit (incrementalSite): what an earlier
    // build left in public/ must not survive where the data no longer has it.
    siteDir = await incrementalSite(fixtureSite);
    dataDir = path.join(siteDir, "data");
    fs.cpSync(dataSet, dataDir, { recursive: true });

    const programma = JSON.parse(fs.readFileSync(path.join(dataDir, "programma.json"), "utf8")) as Giorno[];
    const events = programma.flatMap((day) => day.eventi.map((event) => ({ ...event, data: day.data })));
    const talks = new Set((data.talks as { evento: string }[]).map((talk) => talk.evento));
    const concerts = new Set((data.concerti as { evento: string }[]).map((concert) => concert.evento));
    const talkEvents = events.filter((event) => talks.has(event.id));
    [moved, relocated] = talkEvents;
    cancelled = events.find((event) => concerts.has(event.id))!;
    unchanged = events.find((event) => ![moved.id, relocated.id, cancelled.id].includes(event.id))!;
    newTime = `${String(Number(moved.ora.slice(0, 2)) + 1).padStart(2, "0")}${moved.ora.slice(2)}`;
    const venues = data.luoghi.map((luogo) => String(luogo.nome));
    const busy = new Set(
      events.filter((event) => event.data === (relocated as Evento & { data: string }).data && event.ora === relocated.ora).map((event) => event.luogo),
    );
    newVenue = venues.find((venue) => !busy.has(venue))!;

    // The first publish, then one publish per change, each a commit of its own time.
    git(dataDir, ["init", "-q", "-b", "main"]);
    git(dataDir, ["add", "-A"]);
    git(dataDir, ["commit", "-q", "-m", "Programma pubblicato"], PUBLISHED);
    const file = path.join(dataDir, "programma.json");
    const publish = (field: keyof typeof TIMES, change: (text: string) => string) => {
      fs.writeFileSync(file, change(fs.readFileSync(file, "utf8")));
      diffs[field] = git(dataDir, ["diff", "--numstat"]).trim();
      git(dataDir, ["commit", "-q", "-am", `Cambia ${field}`], TIMES[field]);
    };
    publish("ora", (t) => editEventLine(t, moved.id, /"ora": "[^"]*"/, () => `"ora": "${newTime}"`));
    publish("luogo", (t) => editEventLine(t, relocated.id, /"luogo": "[^"]*"/, () => `"luogo": "${newVenue}"`));
    publish("stato", (t) => editEventLine(t, cancelled.id, /( *)"tipo": "[^"]*",\n/, (line) => `${line}${/^ */.exec(line)![0]}"stato": "annullato",\n`));
    fs.writeFileSync(
      file,
      editEventLine(
        fs.readFileSync(file, "utf8"),
        unchanged.id,
        /( *)"tipo": "[^"]*",\n/,
        (line) => `${line}${/^ */.exec(line)![0]}"disponibilita": "esaurito",\n`,
      ),
    );
    git(dataDir, ["commit", "-q", "-am", "Esaurito"], SOLD_OUT);

    result = await gatsbyBuild(siteDir, "data");
    if (result.code === 0) pages = builtPages(path.join(siteDir, "public"));
  });

  afterAll(async () => {
    await releaseSite(siteDir);
    await removeDataSet(dataSet);
  });

  const publicFile = (name: string) => fs.readFileSync(path.join(siteDir, "public", name), "utf8");
  const jsonLd = (doc: Document) =>
    Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).flatMap(
      // A graph (the festival's pages), or one node (a venue's Place, /luoghi/<slug>/).
      (script) => {
        const data = JSON.parse(script.textContent ?? "{}") as Record<string, unknown> & { "@graph"?: Record<string, unknown>[] };
        return data["@graph"] ?? [data];
      },
    );
  const ldNode = (id: string) => pages.flatMap(({ doc }) => jsonLd(doc)).find((node) => String(node["@id"]).endsWith(`#evento-${id}`));

  it("made each change as one line of programma.json, and builds from the history without a warning about it", () => {
    expect(diffs).toEqual({ ora: "1\t1\tprogramma.json", luogo: "1\t1\tprogramma.json", stato: "1\t0\tprogramma.json" });
    expect({ code: result.code, tail: result.code === 0 ? "" : result.output.slice(-3000) }).toEqual({ code: 0, tail: "" });
    expect(result.output).not.toContain("No history of the programme's changes");
  });

  it("keeps every calendar file's UID and raises SEQUENCE once per published change; the cancelled event says so", () => {
    for (const [event, stamp] of [
      [moved, TIMES.ora],
      [relocated, TIMES.luogo],
      [cancelled, TIMES.stato],
    ] as const) {
      const ics = publicFile(`calendario/${event.id}.ics`);
      expect(ics).toMatch(new RegExp(`\\r\\nUID:${event.id}@[^\\r]+\\r\\n`));
      expect([event.id, /SEQUENCE:(\d+)/.exec(ics)?.[1]]).toEqual([event.id, "1"]);
      expect(ics).toContain(`\r\nDTSTAMP:${icsDate(stamp)}\r\n`);
      expect(ics).toContain(`\r\nLAST-MODIFIED:${icsDate(stamp)}\r\n`);
      expect(ics).toContain(event === cancelled ? "\r\nSTATUS:CANCELLED\r\n" : "\r\nSTATUS:CONFIRMED\r\n");
    }
    const still = publicFile(`calendario/${unchanged.id}.ics`);
    expect(still).toContain("\r\nSEQUENCE:0\r\n");
    expect(still).toContain(`\r\nDTSTAMP:${icsDate(PUBLISHED)}\r\n`);
    // The whole programme's calendar too.
    const sito = data.sito as unknown as { nome: string; edizione: string };
    const vevents = publicFile(programmeCalendarPathOf(sito.nome, sito.edizione).slice(1)).split("BEGIN:VEVENT").slice(1);
    const cancelledEvent = vevents.find((vevent) => vevent.includes(`UID:${cancelled.id}@`))!;
    expect(cancelledEvent).toContain("STATUS:CANCELLED");
    expect(vevents.filter((vevent) => vevent.includes("STATUS:CANCELLED"))).toHaveLength(1);
  });

  it("says EventCancelled and EventRescheduled with the first published start in the JSON-LD", () => {
    expect(ldNode(cancelled.id)).toMatchObject({ eventStatus: "https://schema.org/EventCancelled" });
    expect(ldNode(cancelled.id)).not.toHaveProperty("offers");
    expect(ldNode(moved.id)).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      previousStartDate: expect.stringMatching(new RegExp(`^${moved.data}T${moved.ora}:00\\+0[12]:00$`)),
      startDate: expect.stringMatching(new RegExp(`^${moved.data}T${newTime}:00`)),
    });
    // A new venue is no reschedule.
    expect(ldNode(relocated.id)).toMatchObject({ eventStatus: "https://schema.org/EventScheduled" });
    expect(ldNode(unchanged.id)).toMatchObject({ eventStatus: "https://schema.org/EventScheduled" });
  });

  it("tells no one of a sold-out event (issue 48): no record, no SEQUENCE, but Esaurito on its cards and in its JSON-LD, and no link to book it", () => {
    expect(JSON.parse(publicFile("eventi/modifiche.json")).eventi[unchanged.id].cambi).toEqual([]);
    expect(publicFile(`calendario/${unchanged.id}.ics`)).toContain("\r\nSEQUENCE:0\r\n");
    expect(ldNode(unchanged.id)).toMatchObject({ offers: { availability: "https://schema.org/SoldOut" } });
    const talk = (data.talks as { evento: string; linkPrenotazione: string }[]).find((t) => t.evento === unchanged.id)!;
    const card = pageWithHeading(pages, "Talks").doc.getElementById(talkCardIdOf(unchanged.id))!;
    expect(text(card)).toContain("Esaurito");
    for (const { file, doc } of pages) expect([file, doc.querySelector(`a[href="${talk.linkPrenotazione}"]`)]).toEqual([file, null]);
    const labels = pages
      .find(({ file }) => file === "index.html")!
      .doc.getElementById(programmeCardIdOf(unchanged.id))!
      .querySelector('ul[aria-label="Da sapere"]');
    expect(Array.from(labels?.children ?? [], (item) => item.textContent)).toContain("Esaurito");
  });

  it("publishes the record of the three changes at /eventi/modifiche.json", () => {
    const record = JSON.parse(publicFile("eventi/modifiche.json"));
    const at = (iso: string) => new Date(iso).toISOString();
    expect(record).toMatchObject({ storia: true, generato: expect.any(String) });
    expect(record.eventi[moved.id]).toEqual({
      sequenza: 1,
      pubblicato: at(PUBLISHED),
      modificato: at(TIMES.ora),
      cambi: [{ quando: at(TIMES.ora), campo: "ora", prima: moved.ora, dopo: newTime }],
    });
    expect(record.eventi[relocated.id].cambi).toEqual([{ quando: at(TIMES.luogo), campo: "luogo", prima: relocated.luogo, dopo: newVenue }]);
    expect(record.eventi[cancelled.id].cambi).toEqual([{ quando: at(TIMES.stato), campo: "stato", prima: "confermato", dopo: "annullato" }]);
    expect(record.eventi[unchanged.id]).toEqual({ sequenza: 0, pubblicato: at(PUBLISHED), modificato: at(PUBLISHED), cambi: [] });
  });

  it("shows the cancelled concert on its cards without JavaScript: badge, struck title, the reason, no ticket", () => {
    const concert = (data.concerti as { evento: string; artista: string; ticketLink: string }[]).find((c) => c.evento === cancelled.id)!;
    const concerti = pageWithHeading(pages, "Concerti").doc;
    const card = concerti.getElementById(concertCardIdOf(cancelled.id))!;
    const heading = card.querySelector("h2")!;
    expect(text(heading)).toBe(`Annullato: ${concert.artista}`);
    expect(text(heading.querySelector("s"))).toBe(concert.artista);
    expect(text(card)).toContain("Evento annullato: i biglietti non sono più in vendita.");
    expect(card.querySelector(`a[href="${concert.ticketLink}"]`)).toBeNull();
    expect(card.querySelector('a[href$=".ics"]')).not.toBeNull(); // the calendar file says it is cancelled
    expect(card.querySelector('[data-pocket="save"]')?.getAttribute("data-stato")).toBe("annullato");
    // No page offers its tickets any more (menu, hero, footer, practical information).
    for (const { file, doc } of pages) expect([file, doc.querySelector(`a[href="${concert.ticketLink}"]`)]).toEqual([file, null]);

    const home = pages.find(({ file }) => file === "index.html")!.doc;
    const programmeCard = home.getElementById(programmeCardIdOf(cancelled.id))!;
    expect(text(programmeCard.querySelector("h4"))).toBe(`Annullato: ${cancelled.titolo}`);
    expect(programmeCard.querySelector("h4 s")).not.toBeNull();
    expect(programmeCard.querySelector('[data-pocket="event"]')?.getAttribute("data-stato")).toBe("annullato");
    expect(programmeCard.querySelector('[data-pocket="save"]')?.getAttribute("data-stato")).toBe("annullato");
    // Only the cancelled event carries a status.
    expect(home.querySelectorAll("[data-stato]")).toHaveLength(2);
  });

  it("shows the moved talks at their new time and venue, under the same keys", () => {
    const talks = pageWithHeading(pages, "Talks").doc;
    expect(text(talks.getElementById(talkCardIdOf(moved.id)))).toContain(newTime);
    expect(text(talks.getElementById(talkCardIdOf(relocated.id)))).toContain(newVenue);
    expect(text(talks.getElementById(talkCardIdOf(moved.id)))).not.toContain("Annullato");
  });

  describe("what moved, for every visitor (issue 38)", () => {
    const luoghi = () => data.luoghi as unknown as { nome: string; preposizione?: string }[];
    const wasAt = (venue: string) => {
      const at = atVenue(venue, luoghi());
      return at ? `era ${at}` : `prima: ${venue}`;
    };
    const home = () => pages.find(({ file }) => file === "index.html")!.doc;
    const changesPage = () => pageWithHeading(pages, "Modifiche al programma").doc;

    it("says beside the moved fact what it was on the cards' static HTML: programme, talks", () => {
      const programmeCard = home().getElementById(programmeCardIdOf(moved.id))!;
      expect(text(programmeCard)).toContain(`${newTime}, era ${atTime(moved.ora)}`);
      expect(text(home().getElementById(programmeCardIdOf(relocated.id)))).toContain(`${newVenue}, ${wasAt(relocated.luogo)}`);
      const talks = pageWithHeading(pages, "Talks").doc;
      const values = (id: string) => Array.from(talks.getElementById(talkCardIdOf(id))!.querySelectorAll("dd"), text);
      expect(values(moved.id)).toContain(`${newTime} (ora italiana), era ${atTime(moved.ora)}`);
      expect(values(relocated.id)).toContain(`${newVenue}, ${wasAt(relocated.luogo)}`);
      // Nothing on cards that did not move, nor on the cancelled one (its badge says it).
      expect(text(home().getElementById(programmeCardIdOf(unchanged.id)))).not.toMatch(/\bera\b|prima:/);
      expect(text(home().getElementById(programmeCardIdOf(cancelled.id)))).not.toMatch(/\bera\b|prima:/);
    });

    it("lists the three publishes on /modifiche/, newest first, each linked to its card with old and new value", () => {
      const entries = Array.from(changesPage().querySelectorAll("main ol > li > article"));
      const link = (entry: Element) => entry.querySelector("h2 a")!.getAttribute("href");
      expect(entries.map(link)).toEqual([
        `${pagePaths.concerti}#${concertCardIdOf(cancelled.id)}`,
        `${pagePaths.talks}#${talkCardIdOf(relocated.id)}`,
        `${pagePaths.talks}#${talkCardIdOf(moved.id)}`,
      ]);
      const lines = (entry: Element) => Array.from(entry.querySelectorAll("ul > li"), text);
      expect(lines(entries[0])).toEqual(["Annullato"]);
      const at = atVenue(relocated.luogo, luoghi());
      expect(lines(entries[1])).toEqual([`Luogo: ${at ? `era ${at}` : `prima ${relocated.luogo}`}, ora ${atVenue(newVenue, luoghi()) ?? newVenue}`]);
      expect(lines(entries[2])).toEqual([`Orario: era ${atTime(moved.ora)}, ora ${atTime(newTime)}`]);
      expect(entries.map((entry) => entry.querySelector("time")!.getAttribute("datetime"))).toEqual(
        [TIMES.stato, TIMES.luogo, TIMES.ora].map((iso) => new Date(iso).toISOString()),
      );
      expect(text(entries[2].querySelector("time"))).toMatch(/^\d{1,2} luglio 2025 all(e |')\d{1,2}:\d{2}$/);
      // The page's head names the feed.
      expect(changesPage().querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute("href")).toBe("/modifiche.xml");
    });

    it("links the programme on the home page to the changes page while it lists something", () => {
      const programme = home().getElementById("programma")!;
      const link = programme.querySelector(`a[href="${pagePaths.modifiche}"]`);
      expect(text(link)).toBe("Modifiche al programma (3)");
    });

    it("publishes the same list as an Atom feed that a feed parser reads, with the ids its writer derives", () => {
      const xml = publicFile("modifiche.xml");
      const feed = parseFeed(xml);
      expect(feed.meta).toEqual({ type: "atom", version: "1.0" });
      expect(feed.items.map((item) => item.id)).toEqual([
        changesEntryId(cancelled.id, TIMES.stato),
        changesEntryId(relocated.id, TIMES.luogo),
        changesEntryId(moved.id, TIMES.ora),
      ]);
      expect(feed.items.map((item) => new URL(item.url!).pathname + new URL(item.url!).hash)).toEqual([
        `${pagePaths.concerti}#${concertCardIdOf(cancelled.id)}`,
        `${pagePaths.talks}#${talkCardIdOf(relocated.id)}`,
        `${pagePaths.talks}#${talkCardIdOf(moved.id)}`,
      ]);
      expect(feed.items[0].title).toBe(`${cancelled.titolo}: annullato`);
      expect(feed.items[2].description).toContain(`Orario: era ${atTime(moved.ora)}, ora ${atTime(newTime)}.`);
      expect(feed.updated?.toISOString()).toBe(new Date(TIMES.stato).toISOString());
      expect(new URL(feed.self!).pathname).toBe("/modifiche.xml");
      expect(new URL(feed.url!).pathname).toBe(pagePaths.modifiche);
      expect(feed.authors.map((author) => author.name)).toEqual([(data.sito as unknown as { organizzatore: { nome: string } }).organizzatore.nome]);
      // Served as Atom, revalidated like every unhashed file.
      expect(publicFile("_headers")).toMatch(/^\/modifiche\.xml\n {2}Content-Type: application\/atom\+xml; charset=utf-8$/m);
    });
  });
});
