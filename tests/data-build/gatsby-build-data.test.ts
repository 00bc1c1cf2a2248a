import fs from "node:fs/promises";
import path from "node:path";
import { makeDataSet, removeDataSet } from "../../gatsby/data-validation/__fixtures__/make-data-set";
import { fixtureSite, gatsbyBuild, releaseSite, type BuildResult } from "./support/site-copy";

const decodeHtml = (html: string) =>
  html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

// A Node stack frame: "    at functionName (/path/file.js:12:34)".
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

describe("gatsby build on invalid data", () => {
  let siteDir = "";
  let dataDir = "";
  let result: BuildResult;

  beforeAll(async () => {
    dataDir = await makeDataSet({
      edit: (data) => {
        data.concerti[0].ticketLink = "javascript:alert(1)";
        data.talks[1].ora = "18:00";
      },
    });
    siteDir = await fixtureSite();
    result = await gatsbyBuild(siteDir, dataDir);
  });

  afterAll(async () => {
    await releaseSite(siteDir);
    await removeDataSet(dataDir);
  });

  it("stops with a non-zero exit code before writing any page", async () => {
    expect(result.code).not.toBe(0);
    expect(await exists(path.join(siteDir, "public/index.html"))).toBe(false);
  });

  it("prints every problem as the Italian line naming file, entry and field, without a stack trace", () => {
    expect(result.output).toContain("Ci sono 2 errori nei dati del sito, quindi il sito non viene pubblicato");
    expect(result.output).toContain(
      `${dataDir}/concerti.json › voce 1 (“Due ospiti musicali da annunciare”) › ticketLink: deve essere un indirizzo https (trovato "javascript:alert(1)")`,
    );
    expect(result.output).toContain(
      `${dataDir}/talks.json › voce 2 (“Connessioni Culinarie”) › ora: 18:00 non corrisponde al programma: ${dataDir}/programma.json › voce 1 (“Venerdì 12”) › evento 2 (“Connessioni Culinarie”) › ora dice 17:30`,
    );
    expect(result.output).not.toMatch(STACK_FRAME);
  });
});

describe("gatsby build on harmless edits", () => {
  let siteDir = "";
  let dataDir = "";
  let result: BuildResult;
  const talkTitles: string[] = [];

  beforeAll(async () => {
    dataDir = await makeDataSet({
      edit: (data) => {
        // No talk has a third or fourth image: the optional fields are absent everywhere.
        for (const talk of data.talks) {
          for (const field of ["terzaImmagine", "terzaImmagineAlt", "quartaImmagine", "quartaImmagineAlt"]) delete talk[field];
        }
        // A type without its own badge colour, and a day whose events are not announced yet.
        data.programma[0].eventi[1].tipo = "Talk e show-cooking";
        data.programma[2].eventi = [];
        data.talks = data.talks.filter((talk) => talk.data !== "2025-09-14");
        for (const talk of data.talks) talkTitles.push(String(talk.titolo));
      },
    });
    siteDir = await fixtureSite();
    result = await gatsbyBuild(siteDir, dataDir);
  });

  afterAll(async () => {
    await releaseSite(siteDir);
    await removeDataSet(dataDir);
  });

  it("builds successfully, reporting the unknown type only as a warning", () => {
    expect({ code: result.code, tail: result.code === 0 ? "" : result.output.slice(-3000) }).toEqual({ code: 0, tail: "" });
    expect(result.output).toContain("tipo: «Talk e show-cooking» non è uno dei tipi previsti");
  });

  it("shows every talk on the built /talks page", async () => {
    const html = decodeHtml(await fs.readFile(path.join(siteDir, "public/talks/index.html"), "utf8"));
    expect(talkTitles).toHaveLength(3);
    for (const title of talkTitles) expect(html).toContain(title);
  });

  it("shows the day without events as still to be defined on the home page", async () => {
    const html = decodeHtml(await fs.readFile(path.join(siteDir, "public/index.html"), "utf8"));
    expect(html).toContain("Eventi in via di definizione");
    expect(html).toContain("Talk e show-cooking");
  });
});
