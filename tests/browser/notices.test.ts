// Notices on an open page (issue 38), with fixture notices in a copy of the build (its avvisi.json
// replaced) and a fixed clock in time zones far from Rome's: the windows are judged in Rome's time, so
// a notice opens and closes at the same instant for every visitor. Never the site's own notices.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { pagePaths } from "../../src/utils/page-paths";
import { axeViolations } from "./support/page-checks";
import { collectErrors, describeBrowser, eventually, useBrowser, viewports, waitForHydration } from "./support/harness";
import { screenshotDir } from "./support/offline";
import { linkTree, replaceFile, serve, stopServer } from "./support/served-copy";

const repoRoot = path.resolve(__dirname, "../..");
const publicDir = path.resolve(repoRoot, process.env.CONNESSIONI_PUBLIC_DIR ?? "public");

interface ProgrammeDays {
  allProgrammaJson: { nodes: Array<{ eventi: Array<{ eventId: string; titolo: string }> }> };
}
// An event of the build, for the notice linked to one: its last (the test scrolls its card out of sight).
const events = (
  JSON.parse(fs.readFileSync(path.join(publicDir, "page-data/index/page-data.json"), "utf8")) as { result: { data: ProgrammeDays } }
).result.data.allProgrammaJson.nodes.flatMap((day) => day.eventi);
const linked = events.at(-1)!;
const built = JSON.parse(fs.readFileSync(path.join(publicDir, "avvisi.json"), "utf8")) as { programma: string };

// Saturday evening in Rome (+02:00 in September); the fixture's windows are around it.
const ROME_EVENING = Date.parse("2025-09-13T20:00:00+02:00");
const notice = (id: string, testo: string, dal: string, al: string, extra: object = {}) => ({ id, testo, dal, al, finestra: `finestra di ${id}`, ...extra });
const FIXTURE = {
  programma: built.programma, // the same programme: no new version
  avvisi: [
    notice("dopo00000000", "Domani porte aperte alle 10:00.", "2025-09-14T08:00:00+02:00", "2025-09-14T12:00:00+02:00"),
    notice("sera00000000", "Per la pioggia il concerto si sposta al chiuso.", "2025-09-13T18:00:00+02:00", "2025-09-13T20:30:00+02:00", {
      evento: linked.eventId,
      importante: true,
    }),
    notice("talks0000000", "Solo sulla pagina dei talk.", "2025-09-13T18:00:00+02:00", "2025-09-14T00:00:00+02:00", { pagina: pagePaths.talks }),
    notice("prima0000000", "Biglietti esauriti per venerdì.", "2025-09-12T08:00:00+02:00", "2025-09-13T19:59:00+02:00"),
  ],
};

describeBrowser("notices on an open page, with a fixed clock in another time zone", () => {
  const env = useBrowser();
  let work: string;
  let server: { url: string; child: import("node:child_process").ChildProcess };

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "connessioni-notices-"));
    linkTree(publicDir, work);
    replaceFile(work, "avvisi.json", JSON.stringify(FIXTURE));
    server = await serve(work);
  });

  afterAll(async () => {
    await stopServer(server?.child);
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  async function openAt(context: BrowserContext, pagePath: string): Promise<{ page: Page; errors: string[] }> {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(pagePath, { waitUntil: "load" });
    await waitForHydration(page);
    return { page, errors };
  }

  const panel = (page: Page) => page.getByRole("region", { name: "Nuovi avvisi" });
  const panelTexts = async (page: Page) => ((await panel(page).count()) ? panel(page).getByRole("listitem").allTextContents() : []);

  test.each([
    ["Asia/Tokyo", viewports.mobile],
    ["America/Los_Angeles", viewports.desktop],
  ])("in %s: only the notices inside their window, newest first, and each closes on time", async (timezoneId, viewport) => {
    const context = await env.browser.newContext({ baseURL: server.url, viewport, timezoneId, serviceWorkers: "block", reducedMotion: "reduce" });
    await context.clock.install({ time: ROME_EVENING - 2 * 60_000 }); // 19:58 in Rome
    const { page, errors } = await openAt(context, pagePaths.home);
    expect(await eventually(async () => (await panelTexts(page)).length === 2, 10_000)).toBe(true);
    const texts = await panelTexts(page);
    // Before its window: tomorrow's. After it: Friday's. Another page's: the talks'.
    expect(texts[0]).toContain("Importante: Per la pioggia il concerto si sposta al chiuso.");
    expect(texts[1]).toContain("Biglietti esauriti per venerdì.");
    expect(await panel(page).getByRole("listitem").first().locator("time").getAttribute("datetime")).toBe("2025-09-13T18:00:00+02:00");
    await page.screenshot({ path: path.join(screenshotDir, `notices-panel-${viewport.width}.png`) });
    expect(await axeViolations(page)).toEqual([]);

    // 19:59 in Rome: Friday's notice is over, wherever the visitor's clock says it is.
    await page.clock.runFor(60_000);
    expect(await eventually(async () => (await panelTexts(page)).length === 1, 5_000)).toBe(true);
    // 20:30: the evening's is over too, and the panel is gone.
    await page.clock.runFor(31 * 60_000);
    expect(await eventually(async () => (await panel(page).count()) === 0, 5_000)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a notice of one page shows on that page only; a linked event's card shows its notice once out of sight", async () => {
    const context = await env.browser.newContext({ baseURL: server.url, viewport: viewports.mobile, timezoneId: "Asia/Tokyo", serviceWorkers: "block" });
    await context.clock.install({ time: ROME_EVENING });
    const { page: talks } = await openAt(context, pagePaths.talks);
    expect(await eventually(async () => (await panelTexts(talks)).some((text) => text.includes("Solo sulla pagina dei talk.")), 10_000)).toBe(true);

    const { page: home } = await openAt(context, pagePaths.home);
    expect(await eventually(async () => (await panelTexts(home)).length === 1, 10_000)).toBe(true);
    const card = home.locator(`#programma-${linked.eventId}`);
    // Below the first screen, out of sight: the card has the notice, and nothing in sight moved.
    expect(await eventually(async () => ((await card.textContent()) ?? "").includes("Per la pioggia il concerto si sposta al chiuso."), 5_000)).toBe(true);
    await context.close();
  });

  test("hidden by the visitor, a notice stays hidden on the next load; its corrected text shows again", async () => {
    const context = await env.browser.newContext({
      baseURL: server.url,
      viewport: viewports.desktop,
      timezoneId: "America/Los_Angeles",
      serviceWorkers: "block",
    });
    await context.clock.install({ time: ROME_EVENING });
    const { page } = await openAt(context, pagePaths.concerti);
    expect(await eventually(async () => (await panelTexts(page)).length === 1, 10_000)).toBe(true);
    const hide = panel(page).getByRole("button", { name: "Nascondi avviso" });
    await hide.focus();
    await page.keyboard.press("Enter"); // by keyboard
    expect(await panel(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contenuto"); // the focus stays in the page

    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    await page.clock.runFor(2_000);
    await page.waitForTimeout(500);
    expect(await panel(page).count()).toBe(0);

    // The organisers correct the text: a new notice, shown again.
    const corrected = {
      ...FIXTURE,
      avvisi: FIXTURE.avvisi.map((entry) =>
        entry.id === "sera00000000" ? { ...entry, id: "sera11111111", testo: "Il concerto si sposta al Teatro, stesso orario." } : entry,
      ),
    };
    replaceFile(work, "avvisi.json", JSON.stringify(corrected));
    await page.clock.runFor(5 * 60_000);
    expect(
      await eventually(async () => (await panelTexts(page)).some((text) => text.includes("Il concerto si sposta al Teatro, stesso orario.")), 10_000),
    ).toBe(true);
    replaceFile(work, "avvisi.json", JSON.stringify(FIXTURE));
    await context.close();
  });
});
