// The live preview volunteers use (`npm run develop`), on a throw-away copy of the site and of a
// fixture data set: every page renders without Gatsby's error overlay or a console error, and a
// data slip shows our Italian message in the terminal and on the open page, until it is fixed.
import fs from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { makeDataSet, removeDataSet } from "../../gatsby/data-validation/__fixtures__/make-data-set";
import chromiumArgs from "../browser/support/chromium-args.json";
import { sitePages } from "../browser/support/harness";
import { copySite, removeDir } from "../data-build/support/site-copy";
import { findChromium } from "./support/chromium";
import { startDevelop, type DevelopServer } from "./support/develop-server";

const executablePath = findChromium();
if (!executablePath && process.env.REQUIRE_BROWSER === "1") {
  throw new Error("REQUIRE_BROWSER=1 but no Chromium found: install one (apt-get install -y chromium) or set CHROME_PATH.");
}
if (!executablePath) console.warn("\n!!! DEVELOP PREVIEW TESTS SKIPPED: no Chromium (apt-get install -y chromium, or CHROME_PATH). !!!\n");
const describeWithBrowser = executablePath ? describe : describe.skip;

// The pages of the spec, wherever the URL form puts them; develop serves its own 404 page.
const pages = sitePages.filter((page) => page.name !== "404");
const PHONE = { width: 375, height: 812 };
const NOTICE = "connessioni-avviso-dati";

/** Console errors and uncaught exceptions of a page, from its first byte. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** Develop renders pages in the browser: wait for React's header, its effects, and the notice's first status. */
async function waitForPreview(page: Page, timeout = 120_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const header = document.querySelector("#___gatsby header");
      return header !== null && Object.keys(header).some((key) => key.startsWith("__reactFiber$"));
    },
    undefined,
    { timeout },
  );
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.locator(`${NOTICE}[data-stato]`).waitFor({ state: "attached", timeout: 30_000 });
}

/**
 * Waits for `text` in the page's main, reloading now and then as a volunteer would. Why: a page that
 * opens while develop is still writing a save's page data can load the old data and miss the socket
 * message about the new one (a race inside Gatsby's develop client, not in our data handling).
 */
async function showsAfterReloads(page: Page, text: string, tries = 4): Promise<void> {
  const shown = page.locator("main").getByText(text, { exact: true });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await shown.waitFor({ timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
      await page.reload({ waitUntil: "load" });
      await waitForPreview(page);
    }
  }
}

const gatsbyOverlay = (page: Page) => page.evaluate(() => document.querySelector("gatsby-fast-refresh") !== null);

describeWithBrowser("npm run develop: the live preview", () => {
  let siteDir = "";
  let dataDir = "";
  let develop: DevelopServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    dataDir = await makeDataSet();
    siteDir = await copySite();
    develop = await startDevelop(siteDir, dataDir);
    browser = await chromium.launch({ executablePath: executablePath as string, args: chromiumArgs });
  });

  afterAll(async () => {
    await browser?.close();
    await develop?.stop();
    await removeDir(siteDir);
    await removeDataSet(dataDir);
  });

  /**
   * Opens `urlPath` in a fresh phone context and waits for the preview, reloading as a volunteer would
   * when it does not come up. Why: a page requested while develop is still handling the previous
   * test's save (the file put back in its `finally`) can stay without React for good, a race inside
   * Gatsby's develop server (one full run: no hydration in 120 s, the next test's page). The errors of
   * an abandoned load go with it: what is judged is the load that came up.
   */
  const open = async (urlPath: string) => {
    const context = await (browser as Browser).newContext({ viewport: PHONE, baseURL: (develop as DevelopServer).url });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(urlPath, { waitUntil: "load" });
    for (let attempt = 1; ; attempt += 1) {
      try {
        await waitForPreview(page, 40_000);
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        errors.length = 0;
        await page.reload({ waitUntil: "load" });
      }
    }
    return { page, errors, close: () => context.close() };
  };

  test.each(pages.map((page) => [page.name, page.path]))("%s (%s) renders without an error overlay or a console error", async (_name, urlPath) => {
    const { page, errors, close } = await open(urlPath);
    try {
      expect(await gatsbyOverlay(page)).toBe(false);
      expect(await page.locator(NOTICE).getAttribute("data-stato")).toBe("ok");
      expect(await page.locator("main h1").count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test("a JSON slip shows our Italian message in the terminal and on the open page, and the page recovers once it is fixed", async () => {
    const server = develop as DevelopServer;
    const sitoFile = path.join(dataDir, "sito.json");
    const original = await fs.readFile(sitoFile, "utf8");
    const { tagline } = JSON.parse(original) as { tagline: string };
    const { page, errors, close } = await open("/");
    try {
      await page.locator("main").getByText(tagline, { exact: true }).waitFor({ timeout: 30_000 });

      // A comma forgotten at the end of a line, as a volunteer would.
      const lines = original.split("\n");
      const slipIndex = lines.findIndex((line) => /",$/.test(line));
      lines[slipIndex] = lines[slipIndex].replace(/,$/, "");
      const expected = `${dataDir}/sito.json: JSON non valido alla riga ${slipIndex + 1}, colonna`;
      const before = server.output().length;
      await fs.writeFile(sitoFile, lines.join("\n"));

      await server.waitForOutput(/C'è 1 errore nei dati del sito/, 60_000, before);
      const terminal = server.output().slice(before).replace(/\s+/g, " ");
      expect(terminal).toContain(expected);
      expect(terminal).toContain("manca una virgola");
      expect(terminal).not.toContain("Unable to parse JSON");

      const notice = page.locator(`${NOTICE} section[role=alert]`);
      await notice.waitFor({ timeout: 60_000 });
      expect(await notice.locator("h2").textContent()).toBe("C'è 1 errore nei dati del sito");
      expect(await notice.locator("li").allTextContents()).toEqual([expect.stringContaining(expected)]);
      // Meanwhile the page keeps the last readable data, without Gatsby's English overlay.
      expect(await page.locator("main").getByText(tagline, { exact: true }).isVisible()).toBe(true);
      expect(await gatsbyOverlay(page)).toBe(false);

      // Fixed, with a visible change: the notice goes and the page shows the new text.
      const corrected = `${tagline} (anteprima aggiornata)`;
      const fixedAt = server.output().length;
      await fs.writeFile(sitoFile, original.replace(JSON.stringify(tagline), JSON.stringify(corrected)));
      await server.waitForOutput(/Dati del sito corretti/, 60_000, fixedAt);
      await page.locator(`${NOTICE}[data-stato="ok"]`).waitFor({ state: "attached", timeout: 60_000 });
      expect(await notice.count()).toBe(0);
      await page.locator("main").getByText(corrected, { exact: true }).waitFor({ timeout: 60_000 });
      expect(await gatsbyOverlay(page)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
      await fs.writeFile(sitoFile, original);
    }
  });

  test("a value of the wrong type is named in Italian too, and the page keeps the last valid data", async () => {
    const server = develop as DevelopServer;
    const sitoFile = path.join(dataDir, "sito.json");
    const original = await fs.readFile(sitoFile, "utf8");
    const sito = JSON.parse(original) as { tagline: string; tags: string[] };
    const { page, errors, close } = await open("/");
    try {
      // The previous test restored the file as this page opened: shown after a reload at most.
      await showsAfterReloads(page, sito.tagline);
      const before = server.output().length;
      // A list written as one text, and a new tagline that must not reach the page.
      await fs.writeFile(sitoFile, `${JSON.stringify({ ...sito, tags: sito.tags.join(", "), tagline: `${sito.tagline} (non valida)` }, null, 2)}\n`);

      await server.waitForOutput(/C'è 1 errore nei dati del sito/, 60_000, before);
      const expected = `${dataDir}/sito.json › tags:`;
      expect(server.output().slice(before).replace(/\s+/g, " ")).toContain(expected);
      const notice = page.locator(`${NOTICE} section[role=alert]`);
      await notice.waitFor({ timeout: 60_000 });
      expect(await notice.locator("li").allTextContents()).toEqual([expect.stringContaining(expected)]);
      expect(await page.locator("main").getByText(sito.tagline, { exact: true }).isVisible()).toBe(true);
      expect(await gatsbyOverlay(page)).toBe(false);

      const fixedAt = server.output().length;
      await fs.writeFile(sitoFile, original);
      await server.waitForOutput(/Dati del sito corretti/, 60_000, fixedAt);
      await page.locator(`${NOTICE}[data-stato="ok"]`).waitFor({ state: "attached", timeout: 60_000 });
      expect(await gatsbyOverlay(page)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
      await fs.writeFile(sitoFile, original);
    }
  });
});
