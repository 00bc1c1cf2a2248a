// No layout shift from a build-time notice that has ended or that the visitor hid (issue 43, item 2),
// seen long after the build, as notices end without a rebuild. The pages are those of a real build
// whose data has a notice (the deploy build of support/deploy-build.ts: a copy of the data with a notice
// about the first event, valid from the day of the build for a month, at the top of every page and on
// that event's cards), built by the "deploy-build" stages of `npm test` (CONNESSIONI_DEPLOY_PUBLIC_DIR)
// or, run alone, by this file. Served by scripts/serve.mjs with the site's headers, so the
// Content-Security-Policy applies. The clock is fixed (Date only: timers and frames run as usual);
// the layout shift is what the browser reports ('layout-shift' entries) from the first paint until
// the after-paint code has put the notices in order.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { DISMISSED_NOTICES_KEY } from "../../src/enhancements/notices/dismissed-notices";
import { NOTICE_END_ATTRIBUTE, NOTICE_ID_ATTRIBUTE } from "../../src/components/notice-slots/notices-file";
import { pagePaths } from "../../src/utils/page-paths";
import { buildDeploySite, type DeploySite } from "./support/deploy-build";
import { collectErrors, describeBrowser, eventually, useBrowser, viewports, waitForHydration } from "./support/harness";
import { serve, stopServer } from "./support/served-copy";

// A production build of a copy of the site, when this file makes its own (several minutes on two busy cores).
const BUILD_MS = 20 * 60_000;
const DAY = 86_400_000;
// Cumulative Layout Shift that counts as none (web.dev's "good" is 0.1).
const CLS_BUDGET = 0.02;

const repoRoot = path.resolve(__dirname, "../..");
const dataDir = path.resolve(repoRoot, process.env.CONNESSIONI_DATA_DIR ?? "data");

/** The notices of a built page, by id, with their ends (ISO instants): at its top, and anywhere (its cards too). */
function noticesOf(dir: string, file: string): { top: { id: string; end: number }[]; all: { id: string; end: number }[] } {
  const html = fs.readFileSync(path.join(dir, file), "utf8");
  const pattern = new RegExp(`${NOTICE_ID_ATTRIBUTE}="([^"]+)" ${NOTICE_END_ATTRIBUTE}="([^"]+)"`, "g");
  const read = (markup: string) => [...markup.matchAll(pattern)].map(([, id, end]) => ({ id, end: Date.parse(end) }));
  const slot = html.slice(html.indexOf('data-avvisi="slot"'));
  return { top: read(slot.slice(0, slot.indexOf("</ul>"))), all: read(html) };
}

describeBrowser("a build-time notice that has ended or was hidden moves nothing", () => {
  const env = useBrowser();
  let server: { url: string; child: ChildProcess };
  let site: string;
  let ownBuild: DeploySite | undefined;
  let builtAt: number;

  beforeAll(async () => {
    if (process.env.CONNESSIONI_DEPLOY_PUBLIC_DIR) site = path.resolve(repoRoot, process.env.CONNESSIONI_DEPLOY_PUBLIC_DIR);
    else {
      console.log(`notice-layout-shift: no CONNESSIONI_DEPLOY_PUBLIC_DIR, building a copy of ${dataDir} with a notice (a few minutes)`);
      ownBuild = await buildDeploySite(dataDir);
      site = ownBuild.publicDir;
    }
    builtAt = fs.statSync(path.join(site, "avvisi.json")).mtime.getTime();
    server = await serve(site);
  }, BUILD_MS);

  afterAll(async () => {
    await stopServer(server?.child);
    await ownBuild?.remove();
  });

  /**
   * Opens a page at a fixed instant with the given hidden ids, waits until the after-paint code has
   * judged the notices at the top (its mark in the slot once none is left, or its hide buttons), and
   * returns the layout shift summed since the first paint.
   */
  async function shiftOf(pagePath: string, viewport: { width: number; height: number }, at: number, hidden: string[] = []) {
    const context = await env.browser.newContext({ baseURL: server.url, viewport, serviceWorkers: "block" });
    await context.clock.setFixedTime(at);
    await context.addInitScript(
      ([key, ids]) => {
        if (ids.length > 0) localStorage.setItem(key, JSON.stringify(ids));
        const state = window as unknown as { shift: number };
        state.shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) state.shift += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      },
      [DISMISSED_NOTICES_KEY, hidden] as const,
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(pagePath, { waitUntil: "load" });
    await waitForHydration(page);
    const judged = await eventually(() => page.evaluate(() => document.querySelector("[data-avvisi='slot'] [data-enhancement='notices']") !== null), 10_000);
    // Two frames more: a shift is reported with the frame that paints it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    return { page, errors, judged, shift, close: () => context.close() };
  }

  const noticesRegion = (page: Page) => page.getByRole("region", { name: "Avvisi" });

  test.each([
    ["home", "mobile", pagePaths.home, "index.html"],
    ["home", "desktop", pagePaths.home, "index.html"],
    ["concerti", "mobile", pagePaths.concerti, "concerti/index.html"],
  ] as const)("%s page on %s: a day after its notices ended, none shows and nothing moves", async (_name, screen, pagePath, file) => {
    const { top, all } = noticesOf(site, file);
    expect(top.length).toBeGreaterThan(0); // the build put them in the page
    const { page, errors, judged, shift, close } = await shiftOf(pagePath, viewports[screen], Math.max(...all.map(({ end }) => end)) + DAY);
    expect(judged).toBe(true);
    expect(shift).toBeLessThanOrEqual(CLS_BUDGET);
    expect(await noticesRegion(page).isVisible()).toBe(false);
    // Nor on the cards: every notice of the build is over.
    expect(await page.locator(`[${NOTICE_ID_ATTRIBUTE}]`).evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length)).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  test.each(["mobile", "desktop"] as const)("home page on %s: a day after the build, the notices the visitor hid show not and move nothing", async (screen) => {
    const { top } = noticesOf(site, "index.html");
    const at = builtAt + DAY;
    expect(top.some(({ end }) => end > at)).toBe(true); // still current: hidden by the visitor only
    const { page, errors, judged, shift, close } = await shiftOf(
      pagePaths.home,
      viewports[screen],
      at,
      top.map(({ id }) => id),
    );
    expect(judged).toBe(true);
    expect(shift).toBeLessThanOrEqual(CLS_BUDGET);
    expect(await noticesRegion(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  test("the same notices, current and not hidden, still show", async () => {
    const { page, errors, close } = await shiftOf(pagePaths.home, viewports.mobile, builtAt + DAY);
    expect(await noticesRegion(page).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Nascondi avviso" }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });
});
