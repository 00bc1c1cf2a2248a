/**
 * @jest-environment jsdom
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { makeDataSet, removeDataSet, type FixtureData } from "../../gatsby/data-validation/__fixtures__/make-data-set";
import { ROOT_RECORD } from "../../gatsby/internals/cache-location";
import { builtPages, pageWithHeading } from "./support/built-files";
import { builtCheckout, copyBuiltCheckout, gatsbyBuild, removeDir, type BuildResult } from "./support/site-copy";

/**
 * Early in a new edition, as volunteers leave it between two sessions of editing: one day with events
 * (one of a type the site has no colour for yet), two days still empty, no concert announced, talks
 * without their optional third and fourth images, and an old edition without a poster. The site
 * builds, warns only about the new type, and every place that would list concerts says in Italian
 * what is coming instead of showing an empty box.
 *
 * These data are built in a copy of a built checkout (`cp -a`, .cache and public/ included, in another
 * folder), as a volunteer who copies their folder and goes on editing there: the build starts clean and
 * says why. These were four fixture builds (minimal content, harmless edits, a moved checkout's original
 * and its copy); each edit is harmless on its own and together they are one state a volunteer can leave,
 * and the checkout copied is the project's own last build (npm test's build stage), so one build checks
 * them all (about 60 CPU-s less each, issues 25 and 51).
 */
const UNKNOWN_TYPE = "Talk e show-cooking";

const decodeHtml = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe("gatsby build early in an edition: one day with events, no concerts, optional images and a poster left out, a new type", () => {
  let checkout: Awaited<ReturnType<typeof builtCheckout>> | undefined;
  let siteDir = "";
  let dataSet = "";
  let result: BuildResult;
  let data: FixtureData;
  let pages: { file: string; doc: Document }[] = [];
  let posterless = 0;

  beforeAll(async () => {
    dataSet = await makeDataSet({
      edit: (set) => {
        const [first, ...others] = set.programma;
        first.eventi = first.eventi.filter((event) => event.tipo !== "Concerto");
        // A type without its own badge colour.
        first.eventi[first.eventi.length - 1].tipo = UNKNOWN_TYPE;
        for (const day of others) day.eventi = [];
        set.concerti = [];
        const firstDayEvents = new Set(first.eventi.map((event) => event.id));
        set.talks = set.talks.filter((talk) => firstDayEvents.has(talk.evento));
        // No talk has a third or fourth image: the optional fields are absent everywhere.
        for (const talk of set.talks) {
          for (const field of ["terzaImmagine", "terzaImmagineAlt", "quartaImmagine", "quartaImmagineAlt"]) delete talk[field];
        }
        const oldest = set.edizioni[set.edizioni.length - 1];
        delete oldest.immagine;
        delete oldest.immagineAlt;
        posterless = Number(oldest.anno);
        data = set;
      },
    });
    // The data folder inside the checkout, as in a real one: its paths move with the copy. Run alone,
    // without a build of the project, the checkout to copy is a fixture build of these data.
    checkout = await builtCheckout(async (dir) => {
      await fs.cp(dataSet, path.join(dir, "data"), { recursive: true });
      return gatsbyBuild(dir, "data");
    });
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-copia-"));
    // Like `cp -a`: node_modules stays the symlink it is, timestamps are kept. Then these data in the copy.
    await copyBuiltCheckout(checkout.dir, siteDir);
    await fs.rm(path.join(siteDir, "data"), { recursive: true, force: true });
    await fs.cp(dataSet, path.join(siteDir, "data"), { recursive: true });
    result = await gatsbyBuild(siteDir, "data");
    if (result.code === 0) pages = builtPages(path.join(siteDir, "public"));
  });

  afterAll(async () => {
    await checkout?.release();
    if (siteDir) await removeDir(siteDir);
    await removeDataSet(dataSet);
  });

  const text = (node: Document | Element) => (("body" in node ? node.body : node).textContent ?? "").replace(/\s+/g, " ");
  const home = () => pages.find(({ file }) => file === "index.html")!.doc;

  it("builds without errors, reporting the unknown type only as a warning", () => {
    expect({ code: result.code, tail: result.code === 0 ? "" : result.output.slice(-3000) }).toEqual({ code: 0, tail: "" });
    expect(result.output).toContain(`tipo: «${UNKNOWN_TYPE}» non è uno dei tipi previsti`);
  });

  // A copy of the data with no git history (like a plain copy of the files): said once, nothing claimed.
  it("says once that it has no history of changes, and publishes none", async () => {
    expect(result.output.match(/No history of the programme's changes/g)).toHaveLength(1);
    const record = JSON.parse(await fs.readFile(path.join(siteDir, "public/eventi/modifiche.json"), "utf8"));
    expect(record).toEqual({ generato: expect.any(String), storia: false, eventi: {} });
    const ics = await fs.readFile(path.join(siteDir, "public/calendario", `${data.programma[0].eventi[0].id}.ics`), "utf8");
    expect(ics).toContain("\r\nSEQUENCE:0\r\n");
    expect(ics).not.toContain("LAST-MODIFIED");
    const home = pages.find(({ file }) => file === "index.html")!.doc;
    expect(home.body.innerHTML).not.toContain("previousStartDate");
    expect(home.head.innerHTML).not.toContain("previousStartDate");
  });

  it("shows the day with events and says the two empty days are still being defined", () => {
    const programme = home().getElementById("programma")!;
    expect(programme.querySelectorAll("h3")).toHaveLength(data.programma.length);
    expect(programme.querySelectorAll("article")).toHaveLength(data.programma[0].eventi.length);
    expect(text(home()).match(/Eventi in via di definizione/g)).toHaveLength(2);
    expect(text(programme)).toContain(UNKNOWN_TYPE);
  });

  it("offers no concert ticket anywhere, and says where the tickets will be sold", () => {
    const hero = home().querySelector("main section")!;
    expect(hero.querySelector("img")).toBeNull();
    expect(text(home())).not.toMatch(/Biglietti concerto/);
    expect(text(home())).toContain(`I biglietti dei concerti saranno in vendita su ${String(data.sito.biglietteria)} appena annunciati.`);
    for (const { file, doc } of pages) {
      // The top bar's menu and the footer, on every page.
      expect([file, text(doc).match(/I biglietti dei concerti saranno in vendita qui appena annunciati\./g)?.length]).toEqual([file, 2]);
    }
  });

  it("says on the concerts page that the concerts are not announced yet", () => {
    const concerti = pageWithHeading(pages, "Concerti").doc;
    expect(concerti.querySelectorAll("main article")).toHaveLength(0);
    expect(text(concerti)).toContain(`I concerti di ${String(data.sito.nome)} ${String(data.sito.edizione)} non sono ancora stati annunciati.`);
    expect(concerti.querySelector('main a[href*="edizioni"]')?.textContent).toBe("Rivivi le edizioni passate");
  });

  it("still lists every announced talk, none with a third or fourth image", () => {
    const talks = pageWithHeading(pages, "Talks").doc;
    expect(data.talks.length).toBeGreaterThan(0);
    expect(talks.querySelectorAll("main article")).toHaveLength(data.talks.length);
    for (const talk of data.talks) expect(text(talks)).toContain(String(talk.titolo));
  });

  it("shows the edition without a poster as its facts alone, and the others with theirs", () => {
    const edizioni = pageWithHeading(pages, "Edizioni").doc;
    const cards = Array.from(edizioni.querySelectorAll("main article"));
    expect(cards).toHaveLength(data.edizioni.length);
    for (const card of cards) {
      expect([card.id, card.querySelector("img") === null]).toEqual([card.id, card.id === `edizione-${posterless}`]);
    }
  });

  // Gatsby's .cache holds absolute paths: a checkout copied (or moved) to another folder together
  // with .cache and public/ used to fail its next build once ("The result of this StaticQuery could
  // not be fetched").
  describe("in a copy of the built checkout (cp -a with .cache and public/)", () => {
    it("builds the copy, starting from a clean cache and saying why", () => {
      expect({ code: result.code, tail: result.code === 0 ? "" : result.output.slice(-3000) }).toEqual({ code: 0, tail: "" });
      expect(result.output).not.toContain("could not be fetched");
      expect(result.output.replace(/\s+/g, " ")).toContain(`The project moved from ${checkout!.dir} to ${siteDir}`);
    });

    it("writes the copy's pages from its own data", async () => {
      const { tagline } = JSON.parse(await fs.readFile(path.join(siteDir, "data/sito.json"), "utf8")) as { tagline: string };
      const html = decodeHtml(await fs.readFile(path.join(siteDir, "public/index.html"), "utf8"));
      expect(html).toContain(tagline);
      // Every script the page names exists in the copy's public/.
      const scripts = /data-src="([^"]+)"/.exec(html)?.[1].split(" ") ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) await expect(fs.stat(path.join(siteDir, "public", script))).resolves.toBeTruthy();
    });

    it("records the copy's folder, so its next build stays warm", async () => {
      expect((await fs.readFile(path.join(siteDir, ROOT_RECORD), "utf8")).trim()).toBe(siteDir);
    });
  });
});
