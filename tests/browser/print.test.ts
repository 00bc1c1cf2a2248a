// The programme on paper (issue 49): Chromium prints the printable programme and the home page's
// "solo i miei" view to A4 PDFs, and Poppler's pdftotext reads each sheet back. Expectations come from
// data/ (days, events) and from the page itself (its day headings), never from today's titles.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { pagePaths } from "../../src/utils/page-paths";
import { describeBrowser, eventually, newContext, openPage, useBrowser, viewports } from "./support/harness";
import { axeViolations, horizontalOverflow, screenshotDir } from "./support/page-checks";
import { SAVED_EVENTS_KEY, events, programmeTools, visibleCards } from "./support/pocket";
import { programma } from "./support/site-data";

/** Poppler's tools, or null where they are missing (then the suite fails in CI, REQUIRE_POPPLER=1, and is skipped elsewhere). */
function popplerAvailable(): boolean {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    execFileSync("pdfinfo", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    if (process.env.REQUIRE_POPPLER === "1") throw new Error("REQUIRE_POPPLER=1 but pdftotext/pdfinfo are missing (apt-get install -y poppler-utils)");
    console.warn("!!! PRINT TESTS SKIPPED: no pdftotext/pdfinfo (apt-get install -y poppler-utils)");
    return false;
  }
}
const describePrint = popplerAvailable() ? describeBrowser : describe.skip;

/** Compared as a reader would: compatibility forms folded (NFKC), case folded, runs of white space as one. */
const fold = (text: string): string => text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

// The PDFs stay beside the screenshots (git-ignored), to look at after a run.
const pdfDir = path.join(screenshotDir, "..", "print");

/**
 * Prints the page as a visitor's browser would to A4 (no backgrounds) and returns each sheet's text: as
 * laid out (`-layout`), or in reading order, column by column, for a page printed in columns.
 */
async function printSheets(page: Page, name: string, { layout = true } = {}): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  fs.mkdirSync(pdfDir, { recursive: true });
  const file = path.join(pdfDir, `${name}.pdf`);
  await page.pdf({ path: file, format: "A4", printBackground: false });
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  expect(info).toMatch(/^Page size:.*\(A4\)$/m);
  return Array.from({ length: count }, (_, index) =>
    execFileSync("pdftotext", [...(layout ? ["-layout"] : []), "-f", String(index + 1), "-l", String(index + 1), file, "-"], { encoding: "utf8" }),
  );
}

const firstLine = (sheet: string): string => sheet.split("\n").find((line) => line.trim() !== "") ?? "";

describePrint("the programme on paper", () => {
  const env = useBrowser();
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext(env.browser, { viewport: viewports.desktop });
  });
  afterAll(async () => {
    await context.close();
  });

  test("the printable programme, reached from the programme: each day from a new A4 sheet (one sheet for a short day), its heading on top, each event whole on its day's sheets", async () => {
    const { page, errors } = await openPage(context, pagePaths.home);
    await page.locator("#programma").getByRole("link", { name: "Programma da stampare" }).click();
    await page.waitForURL(`**${pagePaths.stampa}`);

    // On screen: a list in heading order, with the hint to print and the way back, axe clean at both widths.
    await page.getByRole("heading", { level: 1, name: "Il programma da stampare" }).waitFor();
    await expect(page.locator("main").textContent()).resolves.toContain("Stampa questa pagina dal menu del browser");
    await expect(page.locator("main").getByRole("link", { name: "Torna al programma" }).getAttribute("href")).resolves.toBe(`${pagePaths.home}#programma`);
    const levels = await page.locator("main :is(h1, h2, h3)").evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index += 1) expect(levels[index] - levels[index - 1]).toBeLessThanOrEqual(1);
    const dayHeadings = await page.locator('main section[aria-labelledby^="stampa-20"] > div > h2').allTextContents();
    expect(dayHeadings).toHaveLength(programma.length);
    await expect(
      page
        .getByRole("img", { name: /^Codice QR dell'indirizzo https?:\/\// })
        .locator("svg")
        .count(),
    ).resolves.toBe(1);
    for (const viewport of ["mobile", "desktop"] as const) {
      await page.setViewportSize(viewports[viewport]);
      expect(await horizontalOverflow(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(screenshotDir, `print-${viewports[viewport].width}.png`), fullPage: true });
    }

    // On paper: each day starts a sheet with its heading; a day longer than a sheet (the grown content's)
    // runs on to the next sheets before the next day starts. A short day (today's) is one sheet.
    const sheets = await printSheets(page, "programma");
    const starts = programma.map((_, index) => sheets.findIndex((sheet) => fold(firstLine(sheet)).startsWith(fold(dayHeadings[index]))));
    expect(starts[0]).toBe(0);
    starts.forEach((start, index) => index > 0 && expect(start).toBeGreaterThan(starts[index - 1]));
    const allTitles = programma.flatMap((giorno) => giorno.eventi.map((evento) => evento.titolo));
    programma.forEach((giorno, index) => {
      const own = sheets.slice(starts[index], index + 1 < starts.length ? starts[index + 1] : sheets.length);
      const others = sheets.filter((_, sheetIndex) => !own.includes(sheets[sheetIndex]));
      if (index + 1 < programma.length && giorno.eventi.length <= 3) expect(own).toHaveLength(1);
      for (const evento of giorno.eventi) {
        // Time and title on the same sheet, on one line where the event starts: the time, then the title's first words.
        const opening = fold(evento.titolo).split(" ").slice(0, 3).join(" ");
        const sheet = own.find((candidate) =>
          candidate
            .split("\n")
            .map(fold)
            .some((line) => line.startsWith(evento.ora) && line.includes(opening)),
        );
        expect(sheet).toBeDefined();
        expect(fold(sheet!)).toContain(fold(evento.titolo));
        if (evento.fine) expect(fold(sheet!)).toContain(`${evento.ora}–${evento.fine}`);
        // And on no other day's sheet (unless another event's title contains this one's, as grown copies do).
        if (!allTitles.some((title) => title !== evento.titolo && fold(title).includes(fold(evento.titolo)))) {
          for (const other of others) expect(fold(other)).not.toContain(fold(evento.titolo));
        }
      }
    });
    // The site's address under the last day, beside its QR code; no menu, button or footer on paper.
    const address = await page.getByRole("img", { name: /^Codice QR/ }).getAttribute("aria-label");
    const url = new URL(/(https?:\/\/\S+)$/.exec(address ?? "")![1]);
    expect(fold(sheets[sheets.length - 1])).toContain(fold(url.host));
    const all = fold(sheets.join("\n"));
    for (const absent of ["Salta al contenuto", "Torna al programma", "Contatti", "Privacy"]) expect(all).not.toContain(fold(absent));
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  test("«Solo i miei» prints only the visitor's saved events", async () => {
    // Two saved events, the first and the last of the programme (as a visitor's store keeps them).
    const saved = [events[0], events[events.length - 1]];
    const page = await context.newPage();
    await page.addInitScript(({ key, ids }) => localStorage.setItem(key, JSON.stringify(ids)), { key: SAVED_EVENTS_KEY, ids: saved.map((e) => e.id) });
    await page.goto(`${pagePaths.home}?solo=miei#programma`);
    await programmeTools(page);
    const savedSlugs = saved.map((e) => e.slug);
    expect(await eventually(async () => JSON.stringify(await visibleCards(page)) === JSON.stringify(savedSlugs))).toBe(true);

    // The rest of the home page stays on screen: its other sections' headings are not on paper.
    const otherHeadings = await page
      .locator("main h2")
      .evaluateAll((headings) => headings.filter((heading) => !heading.closest("#programma")).map((heading) => heading.textContent ?? ""));
    expect(otherHeadings.length).toBeGreaterThan(0);

    // The home page prints its days side by side: read column by column.
    const text = fold((await printSheets(page, "miei", { layout: false })).join("\n"));
    for (const heading of otherHeadings) expect(text).not.toContain(fold(heading));
    for (const evento of events) {
      if (saved.includes(evento)) expect(text).toContain(fold(evento.titolo));
      else expect(text).not.toContain(fold(evento.titolo));
    }
    await page.close();
  }, 30_000);
});
