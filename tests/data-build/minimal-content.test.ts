/**
 * @jest-environment jsdom
 */
import path from "node:path";
import { makeDataSet, removeDataSet, type FixtureData } from "../../gatsby/data-validation/__fixtures__/make-data-set";
import { builtPages, pageWithHeading } from "./support/built-files";
import { fixtureSite, gatsbyBuild, releaseSite, type BuildResult } from "./support/site-copy";

/**
 * Early in a new edition: one day with events, two days still empty, no concert announced, and
 * an old edition without a poster. The site builds, and every place that would list concerts says
 * in Italian what is coming instead of showing an empty box.
 */
describe("gatsby build of minimal content: one day with events, no concerts, an edition without poster", () => {
  let siteDir = "";
  let dataDir = "";
  let result: BuildResult;
  let data: FixtureData;
  let pages: { file: string; doc: Document }[] = [];
  let posterless = 0;

  beforeAll(async () => {
    dataDir = await makeDataSet({
      edit: (set) => {
        const [first, ...others] = set.programma;
        first.eventi = first.eventi.filter((event) => event.tipo !== "Concerto");
        for (const day of others) day.eventi = [];
        set.concerti = [];
        set.talks = set.talks.filter((talk) => talk.data === first.data);
        const oldest = set.edizioni[set.edizioni.length - 1];
        delete oldest.immagine;
        delete oldest.immagineAlt;
        posterless = Number(oldest.anno);
        data = set;
      },
    });
    siteDir = await fixtureSite();
    result = await gatsbyBuild(siteDir, dataDir);
    if (result.code === 0) pages = builtPages(path.join(siteDir, "public"));
  });

  afterAll(async () => {
    await releaseSite(siteDir);
    await removeDataSet(dataDir);
  });

  const text = (doc: Document) => (doc.body.textContent ?? "").replace(/\s+/g, " ");
  const home = () => pages.find(({ file }) => file === "index.html")!.doc;

  it("builds without errors", () => {
    expect({ code: result.code, tail: result.code === 0 ? "" : result.output.slice(-3000) }).toEqual({ code: 0, tail: "" });
  });

  it("shows the day with events and says the two empty days are still being defined", () => {
    const programme = home().getElementById("programma")!;
    expect(programme.querySelectorAll("h3")).toHaveLength(data.programma.length);
    expect(programme.querySelectorAll("article")).toHaveLength(data.programma[0].eventi.length);
    expect(text(home()).match(/Eventi in via di definizione/g)).toHaveLength(2);
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

  it("still lists the announced talks", () => {
    const talks = pageWithHeading(pages, "Talks").doc;
    expect(talks.querySelectorAll("main article")).toHaveLength(data.talks.length);
  });

  it("shows the edition without a poster as its facts alone, and the others with theirs", () => {
    const edizioni = pageWithHeading(pages, "Edizioni").doc;
    const cards = Array.from(edizioni.querySelectorAll("main article"));
    expect(cards).toHaveLength(data.edizioni.length);
    for (const card of cards) {
      expect([card.id, card.querySelector("img") === null]).toEqual([card.id, card.id === `edizione-${posterless}`]);
    }
  });
});
