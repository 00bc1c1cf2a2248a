// Whole-page checks shared by the per-viewport page suites: horizontal overflow, axe, screenshots.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Renders the blocks the page leaves to `content-visibility: auto` (the programme cards) as a
 * visitor scrolling to them would see them. Until then the browser has not laid them out or painted
 * them: innerText leaves their text out, and axe finds no background behind their text. Set through
 * the CSSOM, which the pages' Content-Security-Policy allows (a <style> tag would be refused).
 */
export async function renderDeferredBlocks(page: Page): Promise<number> {
  return page.evaluate(() => {
    let rendered = 0;
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      if (getComputedStyle(element).contentVisibility !== "auto") continue;
      element.style.contentVisibility = "visible";
      rendered += 1;
    }
    return rendered;
  });
}

async function axeRun(page: Page, when: string): Promise<string[]> {
  // Legacy mode: axe.run() in the page itself, same-origin frames included. The default mode gathers
  // per frame and then finishes in a blank page it opens and injects axe-core (550 KB) into a second
  // time: 1.5 of its 3.5 CPU-s per run here. The same rules judge the same nodes; what legacy mode
  // cannot reach are cross-origin frames, and the site has none (nothing on a page talks to another host).
  const origin = new URL(page.url()).origin;
  const unreachable = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)
    .map((url) => `${when}: a cross-origin frame (${url}) that axe cannot check in legacy mode`);
  const results = await new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true).analyze();
  return [
    ...unreachable,
    ...results.violations.map((violation) => {
      const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(" "));
      const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : "";
      return `${when}: ${violation.id} (${violation.impact ?? "?"}): ${violation.help} at ${targets.join(", ")}${more}`;
    }),
  ];
}

/**
 * Axe violations for the WCAG 2.2 AA tags, one readable line per rule (empty when clean), twice:
 * on the page as loaded, as Lighthouse's accessibility audit runs it (a deferred block can mislead
 * it: a footer waiting to render once made it read the wrong background, docs/performance.md), and
 * with every deferred block rendered, so each programme card is judged too (where the page has any).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const asLoaded = await axeRun(page, "as loaded");
  // A page without deferred blocks is the same page both times: one run judges it (~2.5 CPU-s saved).
  if ((await renderDeferredBlocks(page)) === 0) return asLoaded;
  return [...asLoaded, ...(await axeRun(page, "all rendered"))];
}

/**
 * What sticks out horizontally (empty when nothing does): the document being wider than the viewport,
 * and content (text, links, buttons, images, form controls) reaching past the right edge even when
 * `overflow-x: hidden` on html/body hides the scrollbar. Decoration inside clipping containers and
 * fixed layers (off-canvas panels) is not content a visitor loses, so it is ignored.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const problems: string[] = [];
    const documentWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (documentWidth > viewportWidth) {
      problems.push(`the document is ${documentWidth}px wide in a ${viewportWidth}px viewport`);
    }
    const describe = (element: Element): string => {
      const id = element.id ? `#${element.id}` : "";
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}> "${text}"`;
    };
    const isContent = (element: Element): boolean =>
      element.matches("a, button, img, picture, video, input, select, textarea, h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th") ||
      Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "");
    const isClippedOrFixed = (element: Element): boolean => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === "fixed") return true;
        if (node !== element && style.overflowX !== "visible") return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= viewportWidth + 1) continue;
      if (!isContent(element) || isClippedOrFixed(element)) continue;
      if (getComputedStyle(element).visibility === "hidden") continue;
      problems.push(`${describe(element)} reaches ${Math.round(box.right)}px`);
      if (problems.length > 10) break;
    }
    return problems;
  });
}

export const screenshotDir = path.resolve(__dirname, "..", "..", "..", "artifacts", "screenshots");

/**
 * Makes every lazy image load and waits for each: each image not loaded yet is brought into view in
 * turn and awaited (its load or error event), then the page goes back to the top. A scroll that only
 * paused a few milliseconds per screen missed images when the machine was busy: Chromium decides to
 * load a lazy image in a rendering step, and a busy machine runs fewer of them.
 */
export async function loadEveryImage(page: Page, timeout = 30_000): Promise<void> {
  await page.evaluate(async (limit) => {
    const settled = (image: HTMLImageElement) => image.complete && image.currentSrc !== "";
    const loadAll = async () => {
      for (const image of Array.from(document.images)) {
        // Not rendered at this width (display: none): nothing brings it into view.
        if (settled(image) || image.getClientRects().length === 0) continue;
        image.scrollIntoView({ block: "center", behavior: "instant" });
        await new Promise<void>((resolve) => {
          if (settled(image)) return resolve();
          image.addEventListener("load", () => resolve(), { once: true });
          image.addEventListener("error", () => resolve(), { once: true });
        });
      }
    };
    // The limit only bounds a page that never settles; the check below says what is missing.
    await Promise.race([loadAll(), new Promise((resolve) => setTimeout(resolve, limit))]);
    window.scrollTo({ top: 0, behavior: "instant" });
  }, timeout);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete && image.currentSrc !== ""), undefined, {
    timeout: 5000,
  });
}

/** Full-page screenshot for people to look at, every lazy image loaded first; returns the file path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  // A slow image only makes the picture less pretty; other tests judge images.
  await loadEveryImage(page, 5000).catch(() => undefined);
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
