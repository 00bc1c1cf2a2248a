import fs from "node:fs/promises";
import path from "node:path";
import { makeDataSet, removeDataSet } from "../../gatsby/data-validation/__fixtures__/make-data-set";
import { fixtureSite, gatsbyBuild, releaseSite, type BuildResult } from "./support/site-copy";

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
        data.talks[1].evento = "zzzz0000";
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
      `${dataDir}/talks.json › voce 2 (“Connessioni Culinarie”) › evento: nessun evento di ${dataDir}/programma.json ha il codice «zzzz0000»`,
    );
    expect(result.output).not.toMatch(STACK_FRAME);
  });
});

// Harmless edits (an unknown type, optional images left out, a day without events) build: early-edition.test.ts.
