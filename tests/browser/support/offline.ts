// Helpers of the offline suites (offline*.test.ts): the service worker of gatsby/post-build/service-worker
// and what the page shows of it (src/enhancements/offline).
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";

export const screenshotDir = path.resolve(__dirname, "../../../artifacts/screenshots/offline");

/** The page's worker registration and controller, in words, for a failure's message. */
export async function workerState(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const controller = navigator.serviceWorker.controller;
      const worker = (w: ServiceWorker | null | undefined) => (w ? `${w.state} ${new URL(w.scriptURL).pathname}` : "-");
      const registered = registration
        ? `installing: ${worker(registration.installing)}, waiting: ${worker(registration.waiting)}, active: ${worker(registration.active)}`
        : "no registration";
      return `${registered}; controller: ${worker(controller)}; page build: ${window.___webpackCompilationHash ?? "-"}; ___swUpdated: ${String(window.___swUpdated)}`;
    })
    .catch((error: unknown) => `(state unreadable: ${String(error)})`);
}

/**
 * Resolves once the page has an active worker that controls it (its install stored the offline copy).
 * Bounded: an install that never completes fails here, naming the worker's state, instead of using up
 * the test's whole time limit (a bare `navigator.serviceWorker.ready` waits forever).
 */
export async function workerInControl(page: Page, timeout = 90_000): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout, polling: 250 });
  } catch (error) {
    throw new Error(`no service worker controls ${page.url()} after ${timeout} ms (${await workerState(page)}): ${String(error)}`);
  }
}

/** "Versione salvata il … alle …", the bar shown when the page came from the saved copy. */
export const savedCopyNotice = (page: Page): Locator => page.getByRole("status").filter({ hasText: /^Versione salvata il / });
export const savedCopyPattern = /^Versione salvata il \d{1,2} [a-z]+ alle \d{2}:\d{2}$/;

/** A toast of the site by its text (src/components/toast). */
export const toast = (page: Page, text: string): Locator => page.getByRole("listitem").filter({ hasText: text });

/** Every URL the worker's caches hold, for this page's origin. */
export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** The text of the first <h1> of a built page (public/…/index.html): what the page must show. */
export function builtHeading(publicDir: string, pagePath: string): string {
  const html = fs.readFileSync(path.join(publicDir, pagePath.replace(/^\//, ""), "index.html"), "utf8");
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match) throw new Error(`no <h1> in the built ${pagePath}`);
  return match[1]
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Scrolls to the end so every lazy image is asked for, then waits until each has finished. */
export async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 15_000 });
}
