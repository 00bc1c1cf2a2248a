// The image rule, checked as a visitor's browser lives it: on every page and on nine screens, from a
// 320 px phone to a 2560 px retina monitor, the file the browser chose (currentSrc, whose true width
// is read from the served file's own header) carries 0.95 to 2.5 times the pixels its box needs at
// min(DPR, 2), or, where the source in data/ is smaller than that, as much as the source allows. And
// nothing scrolls sideways.
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { publicDir } from "./delivery/delivery-support";
import { describeBrowser, newContext, sitePages, useBrowser } from "./support/harness";
import { imageSources, shownSize, type ImageSource } from "./support/image-sources";
import { horizontalOverflow, loadEveryImage } from "./support/page-checks";
import screens from "./support/screens.json";

// From a 320 px phone to a 2560 px retina monitor (scripts/bench/image-bytes.mjs measures the same).
const SCREENS: ReadonlyArray<{ width: number; height: number; dpr: number }> = screens;

const MAX_DENSITY = 2; // the eye stops telling beyond it; 3x phones may get 2x files
const AT_LEAST = 0.95;
const AT_MOST = 2.5;

const pages = sitePages.filter((sitePage) => sitePage.name !== "404");

interface Shown {
  alt: string;
  box: number; // CSS px of the <img> inside its border
  src: string;
  fileWidth: number; // true pixel width of currentSrc, from the file's header
}

const fileWidths = new Map<string, Promise<number>>();

/**
 * The true pixel width of an image the page shows, read by sharp from the file's own header (the
 * served file on disk, or the bytes of a data: URL, which Node's fetch reads). Not decoded in the
 * page: decoding every chosen file again cost a fifth of this suite's CPU.
 */
function trueWidth(url: string): Promise<number> {
  let width = fileWidths.get(url);
  if (!width) {
    const { protocol, pathname } = new URL(url);
    const bytes =
      protocol === "data:"
        ? fetch(url).then(async (response) => Buffer.from(await response.arrayBuffer()))
        : Promise.resolve(fs.readFileSync(path.join(publicDir, decodeURIComponent(pathname))));
    width = bytes.then(shownSize).then((size) => size.width);
    fileWidths.set(url, width);
  }
  return width;
}

/** Every visible image with its box and the true width of the file the browser chose. */
async function shownImages(page: Page): Promise<Shown[]> {
  const visible = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.clientWidth > 0)
      // clientWidth: the layout width inside the border, before any transform
      .map((image) => ({ alt: image.alt, box: image.clientWidth, src: image.currentSrc })),
  );
  return Promise.all(visible.map(async (image) => ({ ...image, fileWidth: await trueWidth(image.src) })));
}

/** What breaks the rule (empty when nothing does), one readable line per image. */
function ruleBreaks(shown: Shown[], dpr: number, sources: ImageSource[]): string[] {
  return shown.flatMap(({ alt, box, src, fileWidth }) => {
    const matching = sources.filter((source) => source.alt === alt);
    if (matching.length === 0) return [`<img alt="${alt}">: no image in the data has this alternative text`];
    const needed = box * Math.min(dpr, MAX_DENSITY);
    // A source smaller than the need is the data check's warning, not a fault of the page.
    const available = Math.min(needed, ...matching.map((source) => source.usableWidth));
    const ratio = fileWidth / needed;
    if (fileWidth >= AT_LEAST * available && ratio <= AT_MOST) return [];
    const file = src.split("/").slice(-1)[0];
    return [`<img alt="${alt.slice(0, 50)}">: box ${box}px needs ${Math.round(needed)}px, got ${file} ${fileWidth}px (${ratio.toFixed(2)}x)`];
  });
}

describeBrowser("every image is sharp and light on nine screens; nothing scrolls sideways", () => {
  const env = useBrowser();
  let sources: ImageSource[];

  beforeAll(async () => {
    sources = await imageSources();
  });

  describe.each(SCREENS)("$width px @$dpr", (screen) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      // One context per screen; its one page walks the four pages.
      context = await newContext(env.browser, { viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.dpr });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    test.each(pages)("$path", async (sitePage) => {
      await page.goto(sitePage.path, { waitUntil: "load" });
      // The display font arrives after the first paint; wait for it so the layout is final.
      await page.waitForFunction(() => document.documentElement.classList.contains("fonts-ready"), undefined, { timeout: 15_000 });
      await loadEveryImage(page);
      const shown = await shownImages(page);
      expect(shown.length).toBeGreaterThan(0);
      expect(ruleBreaks(shown, screen.dpr, sources)).toEqual([]);
      await expect(horizontalOverflow(page)).resolves.toEqual([]);
    });
  });
});
