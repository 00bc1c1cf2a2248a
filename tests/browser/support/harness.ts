// The small API every browser suite uses (see tests/browser/README.md). global-setup.mjs has already
// started the static server and a shared Chromium; this module connects to them.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from "playwright-core";
import chromiumArgs from "./chromium-args.json";
import fs from "node:fs";
import path from "node:path";
import { archivePagePath } from "../../../src/utils/archive-paths";
import { pagePaths } from "../../../src/utils/page-paths";

/** Where public/ is served, e.g. http://127.0.0.1:41234 (no trailing slash). */
export const baseUrl = process.env.CONNESSIONI_BASE_URL ?? "";

/** False when no Chromium was found: browser suites are then reported as skipped. */
export const browserAvailable = process.env.CONNESSIONI_BROWSER === "1";

/** `describe` when a browser is available, `describe.skip` otherwise. Wrap every browser suite in it. */
export const describeBrowser: jest.Describe = browserAvailable ? describe : describe.skip;

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof viewports;

/** An address the site does not have: hosts answer it with public/404.html and status 404. */
export const unknownPath = "/pagina-inesistente";

/** The four routes of the spec and the changes page (in the site's URL form, src/utils/page-paths) plus an unknown address. */
export const sitePages = [
  { name: "home", path: pagePaths.home },
  { name: "concerti", path: pagePaths.concerti },
  { name: "talks", path: pagePaths.talks },
  { name: "edizioni", path: pagePaths.edizioni },
  { name: "modifiche", path: pagePaths.modifiche },
  { name: "404", path: unknownPath },
] as const;
export type SitePage = (typeof sitePages)[number];

/**
 * The newest archived edition's page of the build under test (data/archivio/<anno>/), if it has one:
 * today's data has none, the grown content ten. Every archive page is the same template on the same
 * kind of data, so one of them stands for all in the page checks (each costs axe runs at two widths).
 */
export function newestArchivePage(): { name: string; path: string }[] {
  const publicDir = path.resolve(__dirname, "../../..", process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
  const years = fs.existsSync(path.join(publicDir, "edizioni"))
    ? fs
        .readdirSync(path.join(publicDir, "edizioni"))
        .filter((name) => /^\d{4}$/.test(name))
        .sort()
    : [];
  return years.slice(-1).map((anno) => ({ name: `edizione-${anno}`, path: archivePagePath(anno) }));
}

/**
 * Connects to the shared Chromium, or starts a private one with `{ own: true }` (for suites that
 * change browser-wide state). Close it in afterAll; closing a shared connection leaves the browser up.
 */
export async function launchBrowser({ own = false }: { own?: boolean } = {}): Promise<Browser> {
  const endpoint = process.env.CONNESSIONI_BROWSER_WS;
  if (!own && endpoint) return chromium.connect(endpoint);
  const executablePath = process.env.CONNESSIONI_CHROME_PATH;
  if (!executablePath) throw new Error("No Chromium: the browser suites should have been skipped.");
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/** beforeAll/afterAll pair for one browser per describe block: `const env = useBrowser(); env.browser`. */
export function useBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser(): Browser {
      if (!browser) throw new Error("useBrowser(): the browser is only available inside tests and hooks");
      return browser;
    },
  };
}

const outbound = new WeakMap<BrowserContext, string[]>();

/**
 * A context whose relative URLs resolve against the local server and whose requests to any other
 * origin are aborted (and recorded, see `outboundRequests`), so nothing leaves the machine.
 * Defaults to the desktop viewport.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  // The site's service worker (offline copy) only where a suite asks for it (serviceWorkers: "allow",
  // the offline*.test.ts suites): elsewhere its downloads and its one-time toast would only add load
  // and a fixed overlay to tests of other things.
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports.desktop, serviceWorkers: "block", ...options });
  // A stuck click should fail the test in seconds, not use up Jest's whole per-test timeout.
  context.setDefaultTimeout(15_000);
  const origin = new URL(baseUrl).origin;
  const blocked: string[] = [];
  outbound.set(context, blocked);
  // The one function a page calls on its own (the notifications' key, asked by the push chunk for a
  // visitor with saved events): the static server runs no functions, so it is answered here as the
  // real host answers it with notifications off (notifications/api/). A suite served by the real functions
  // (CONNESSIONI_FUNCTIONS=1, tests/push-e2e) gets their answer; the push suite answers it itself.
  if (process.env.CONNESSIONI_FUNCTIONS !== "1") {
    await context.route(`${origin}/api/notifiche`, async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      await route.fulfill({ status: 200, contentType: "application/json", headers: { "Cache-Control": "no-store" }, body: '{"chiave":null}' });
    });
  }
  // A RegExp, not a function: Playwright's server matches it where it intercepts, so each same-origin
  // request (a service worker's precache is ~130 per context) goes on without a call to the test's side.
  await context.route(new RegExp(`^(?!${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/)`), async (route) => {
    blocked.push(route.request().url());
    await route.abort("blockedbyclient");
  });
  return context;
}

/** URLs of the requests this context tried to send off the machine (all aborted). */
export function outboundRequests(context: BrowserContext): readonly string[] {
  return outbound.get(context) ?? [];
}

/** Console errors and uncaught exceptions of a page, as readable lines. */
export function collectErrors(page: Page, isExpected: (message: ConsoleMessage) => boolean = () => false): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !isExpected(message)) {
      errors.push(`console.error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/**
 * Resolves once React has hydrated the server-rendered header and its effects have run, so
 * interactive parts (menu, Biglietti, tooltips) react to input, and the web font is in place.
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const header = document.querySelector("header");
        return header !== null && Object.keys(header).some((key) => key.startsWith("__reactFiber$"));
      },
      undefined,
      { timeout: 15_000 },
    );
  } catch {
    throw new Error(`${page.url()} did not hydrate within 15 s (React never attached to <header>)`);
  }
  // The post-paint loader also swaps in the display font; wait for it so layouts are final.
  try {
    await page.waitForFunction(() => document.documentElement.classList.contains("fonts-ready"), undefined, { timeout: 15_000 });
  } catch {
    throw new Error(`${page.url()} never switched to the display font (no "fonts-ready" class on <html>)`);
  }
  // Passive effects (event listeners, the details→button swap) flush after the next frame.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

export interface OpenedPage {
  page: Page;
  /** Console errors and page errors seen so far; keeps growing while the page lives. */
  errors: string[];
  /** HTTP status of the document. */
  status: number;
}

/** Opens `path` in a new page of `context`, collecting errors from the first byte, and waits for hydration. */
export async function openPage(
  context: BrowserContext,
  path: string,
  { isExpectedError }: { isExpectedError?: (message: ConsoleMessage) => boolean } = {},
): Promise<OpenedPage> {
  const page = await context.newPage();
  const errors = collectErrors(page, isExpectedError);
  const response = await page.goto(path, { waitUntil: "load" });
  await waitForHydration(page);
  return { page, errors, status: response?.status() ?? 0 };
}

/** Waits until the window has not scrolled for 10 consecutive frames; returns the final scrollY. */
export async function waitForScrollEnd(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = (): void => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve(last);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Polls `check` every 50 ms until it holds or `timeout` ms pass; returns its last answer. */
export async function eventually(check: () => boolean | Promise<boolean>, timeout = 5000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface CachedPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * Pages kept open across the tests of a describe block, one per key (viewport, motion setting...),
 * because loading and hydrating is the slow part of a browser test. `get(key, path, options)` returns
 * the page showing `path`, scrolled to the top, without fragment or focus; it is loaded afresh when
 * missing, elsewhere, or left with a header control expanded (an open menu a failed test left behind).
 * afterEach fails a test during which any of these pages logged a console error or threw; afterAll
 * closes them. Tests that need a pristine page (first Tab stop, say) should `page.reload()` it.
 */
export function usePageCache(env: { readonly browser: Browser }): {
  get: (key: string, path: string, options?: BrowserContextOptions) => Promise<Page>;
} {
  const entries = new Map<string, CachedPage>();
  afterEach(() => {
    const errors = [...entries.values()].flatMap((entry) => entry.errors.splice(0));
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    for (const entry of entries.values()) await entry.context.close();
    entries.clear();
  });
  return {
    async get(key, path, options = {}) {
      const entry = entries.get(key);
      if (!entry) {
        const context = await newContext(env.browser, options);
        const { page, errors } = await openPage(context, path);
        entries.set(key, { context, page, errors });
        return page;
      }
      const { context, page } = entry;
      for (const other of context.pages()) if (other !== page) await other.close();
      const dirty = new URL(page.url()).pathname !== path || (await page.evaluate(() => document.querySelector('header [aria-expanded="true"]') !== null));
      if (dirty) {
        await page.goto(path);
        await waitForHydration(page);
      } else {
        await page.evaluate((clean) => {
          window.history.replaceState(null, "", clean);
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo({ top: 0, behavior: "instant" });
        }, path);
        await waitForScrollEnd(page);
      }
      return page;
    },
  };
}
