// The page first, then the enhancements: Gatsby's scripts and the display web font are requested
// only after the load event (gatsby/internals/post-paint-loader), yet every page still hydrates,
// its headings end in Space Grotesk and its tab gets the favicon. Deterministic by construction: the loader waits for
// `load`, so comparing resource start times with the navigation's loadEventStart cannot flake.
import type { BrowserContext } from "playwright-core";
import { describeBrowser, newContext, openPage, sitePages, useBrowser, viewports } from "../support/harness";

interface Timings {
  loadEventStart: number;
  early: string[];
  scripts: number;
  fonts: number;
  headingFont: string;
  fontLoaded: boolean;
  icons: string[];
}

describeBrowser("scripts and web font after the page has loaded", () => {
  const env = useBrowser();
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext(env.browser, { viewport: viewports.mobile });
  });

  afterAll(async () => {
    await context?.close();
  });

  test.each(sitePages.map(({ name, path }) => [name, path]))("%s", async (_name, path) => {
    const { page } = await openPage(context, path);
    const timings = await page.evaluate((): Timings => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const deferred = resources.filter((entry) => /\.(js|woff2?)(\?|$)/.test(new URL(entry.name).pathname));
      const heading = document.querySelector("h1");
      return {
        loadEventStart: navigation.loadEventStart,
        early: deferred.filter((entry) => entry.startTime < navigation.loadEventStart).map((entry) => entry.name),
        scripts: deferred.filter((entry) => entry.name.endsWith(".js")).length,
        fonts: deferred.filter((entry) => /\.woff2?$/.test(entry.name)).length,
        headingFont: heading ? getComputedStyle(heading).fontFamily : "",
        fontLoaded: document.fonts.check('700 1em "Space Grotesk"'),
        icons: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]'), (link) => new URL(link.href).pathname),
      };
    });
    expect(timings.loadEventStart).toBeGreaterThan(0);
    expect(timings.early).toEqual([]);
    // webpack runtime, framework, app, then the page's own chunks: all of them came, late.
    expect(timings.scripts).toBeGreaterThanOrEqual(4);
    expect(timings.fonts).toBe(1);
    expect(timings.headingFont).toMatch(/^"?Space Grotesk"?,/);
    expect(timings.fontLoaded).toBe(true);
    // One icon link (with scripting on, the <noscript> copy is text), pointing at the favicon now.
    expect(timings.icons).toEqual(["/favicon.ico"]);
    await page.close();
  });
});
