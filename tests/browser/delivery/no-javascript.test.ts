// A visitor whose JavaScript never runs (blocked, failed, or a slow phone before hydration) gets the
// whole site: the same content as with JavaScript, posters that load and paint, working links, and a
// mobile menu and Biglietti dropdown that open (native <details>/<summary> before hydration).
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describeBrowser, newContext, openPage, sitePages, unknownPath, useBrowser, viewports, type ViewportName } from "../support/harness";
import { pagePaths } from "../../../src/utils/page-paths";
import { ticketLinks as concertTicketLinks } from "../support/site-data";
import { renderDeferredBlocks } from "../support/page-checks";

/** Visible text of a landmark, whitespace-normalised (innerText follows CSS: hidden text is left out). */
const visibleText = (page: Page, selector: string): Promise<string[]> =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText.replace(/\s+/g, " ").trim()));

const headings = (page: Page): Promise<string[]> =>
  page.locator("main h1, main h2, main h3").evaluateAll((elements) => elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()));

/** Same-origin link targets inside the page, as written in the HTML. */
const localHrefs = (page: Page): Promise<string[]> =>
  page
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href).filter((href) => new URL(href).origin === location.origin));

/** The pre-hydration toggle of a disclosure: the <summary> with this text. */
const summary = (page: Page, name: string): Locator => page.locator("summary", { hasText: new RegExp(`^\\s*${name}\\s*$`) });

/**
 * Problems with the images a visitor should see: not loaded, transparent, or covered. Posters are
 * native <picture> elements (src/components/poster); anything from gatsby-plugin-image is covered
 * too: its hydration copy (data-src, no src, opacity 0) is skipped, and its <noscript> copy must show.
 */
async function imageProblems(page: Page): Promise<{ checked: number; problems: string[] }> {
  // Synchronous on purpose: with scripting off, the page runs no animation-frame callbacks.
  return page.evaluate(() => {
    const problems: string[] = [];
    const effectiveOpacity = (element: Element | null): number => {
      let opacity = 1;
      for (let node = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      return opacity;
    };
    const name = (img: HTMLImageElement) => img.alt || img.currentSrc.split("/").pop() || "?";
    const shown = Array.from(document.images).filter((img) => {
      if (!img.getAttribute("src") && !img.getAttribute("srcset")) return false;
      if (img.getAttribute("role") === "presentation" && img.src.startsWith("data:")) return false; // layout sizer
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    for (const img of shown) {
      img.scrollIntoView({ block: "center", behavior: "instant" });
      if (!img.complete || img.naturalWidth === 0) {
        problems.push(`${name(img)} did not load`);
        continue;
      }
      if (effectiveOpacity(img) < 1) problems.push(`${name(img)} stays at opacity ${effectiveOpacity(img)}`);
      // It paints: at its centre the topmost element is the image itself.
      const box = img.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit !== img) problems.push(`${name(img)} is covered by <${hit?.tagName.toLowerCase() ?? "nothing"} class="${hit?.className}">`);
    }
    for (const placeholder of Array.from(document.querySelectorAll("[data-placeholder-image]"))) {
      if (Number(getComputedStyle(placeholder).opacity) !== 0) problems.push("a gatsby-plugin-image placeholder stays in front");
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return { checked: shown.length, problems };
  });
}

/** Opens `path` in a context without JavaScript, after checking that scripting really is off. */
async function openWithoutJs(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  // "load" waits for every image: without scripting the browser loads lazy images at once.
  await page.goto(path, { waitUntil: "load" });
  // Proof that scripting is off: React never attaches to the server-rendered markup.
  const hydrated = await page.evaluate(() => Object.keys(document.querySelector("header") ?? {}).some((key) => key.startsWith("__reactFiber$")));
  expect(hydrated).toBe(false);
  return page;
}

describeBrowser.each([["mobile"], ["desktop"]] as const)("without JavaScript at %s width", (viewportName: ViewportName) => {
  const env = useBrowser();
  let noJs: BrowserContext;
  let withJs: BrowserContext;
  // One page without JavaScript per address, shared by the content and the image checks: loading it
  // fetches every poster at once (no lazy loading without scripting), which is most of its cost.
  const noJsPages = new Map<string, Promise<Page>>();
  const noJsPage = (path: string): Promise<Page> => {
    if (!noJsPages.has(path)) noJsPages.set(path, openWithoutJs(noJs, path));
    return noJsPages.get(path)!;
  };

  beforeAll(async () => {
    noJs = await newContext(env.browser, { viewport: viewports[viewportName], javaScriptEnabled: false });
    withJs = await newContext(env.browser, { viewport: viewports[viewportName] });
  });
  afterAll(async () => {
    await noJs?.close();
    await withJs?.close();
  });

  test.each(sitePages.map(({ path }) => [path]))("%s shows the same content as with JavaScript", async (path) => {
    const page = await noJsPage(path);
    const { page: hydrated } = await openPage(withJs, path);
    // The visitor's controls (src/enhancements: "Salva", filters, "Oggi"...) exist only with
    // JavaScript, by design: once they are in place, they are set aside, and the rest must match.
    await hydrated.waitForSelector("html[data-pocket]", { state: "attached" });
    await hydrated.evaluate(() => document.querySelectorAll("[data-enhancement]").forEach((element) => element.remove()));
    expect(await headings(page)).toEqual(await headings(hydrated));
    expect((await headings(page)).length).toBeGreaterThan(0);
    await Promise.all([renderDeferredBlocks(page), renderDeferredBlocks(hydrated)]);
    for (const landmark of ["main", "footer"]) {
      const [without, withScript] = [await visibleText(page, landmark), await visibleText(hydrated, landmark)];
      expect(without.join("").length).toBeGreaterThan(50);
      expect(without).toEqual(withScript);
    }
    expect(await localHrefs(page)).toEqual(await localHrefs(hydrated));
    await hydrated.close();
  });

  test.each(sitePages.map(({ path }) => [path]))("%s: every image loads and paints", async (path) => {
    const page = await noJsPage(path);
    const { checked, problems } = await imageProblems(page);
    expect(problems).toEqual([]);
    // Posters on the four pages; the logo in the bar everywhere (the changes page is text).
    expect(checked).toBeGreaterThan(path === unknownPath || path === pagePaths.modifiche ? 0 : 1);
    // The tab icon too: without scripting, the <noscript> favicon link is a real element.
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.map((href) => (href.startsWith("data:") ? href : new URL(href).pathname))).toEqual(["data:,", "/favicon.ico"]);
    await page.close();
    noJsPages.delete(path);
  });

  test("the menu opens and its links navigate", async () => {
    const page = await openWithoutJs(noJs, "/");
    const nav = page.getByRole("navigation", { name: "Navigazione principale" });
    const concerti = nav.getByRole("link", { name: "Concerti", exact: true });
    if (viewportName === "mobile") {
      await expect(concerti.isVisible()).resolves.toBe(false);
      await summary(page, "Menu").click();
    }
    await expect(concerti.isVisible()).resolves.toBe(true);
    await concerti.click();
    await page.waitForURL((url) => url.pathname === pagePaths.concerti);
    await expect(page.getByRole("heading", { level: 1 }).first().isVisible()).resolves.toBe(true);
    await page.close();
  });

  test("the Biglietti dropdown opens and lists the ticket links", async () => {
    const page = await openWithoutJs(noJs, pagePaths.concerti);
    const toggle = summary(page, "Biglietti");
    await expect(toggle.isVisible()).resolves.toBe(true);
    const details = page.locator("details", { has: toggle });
    const ticketLinks = details.getByRole("link");
    await expect(ticketLinks.first().isVisible()).resolves.toBe(false);
    await toggle.click();
    expect(await ticketLinks.count()).toBe(concertTicketLinks.length);
    for (const link of await ticketLinks.all()) {
      await expect(link.isVisible()).resolves.toBe(true);
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
    }
    await toggle.click();
    await expect(ticketLinks.first().isVisible()).resolves.toBe(false);
    await page.close();
  });
});

// The links are the same markup at every width: checked once.
describeBrowser("links without JavaScript", () => {
  const env = useBrowser();
  let noJs: BrowserContext;
  beforeAll(async () => {
    noJs = await newContext(env.browser, { javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noJs?.close();
  });

  test("every link on every page leads to a page that exists, anchors included", async () => {
    const checked = new Set<string>();
    const broken: string[] = [];
    for (const { path } of sitePages) {
      const page = await openWithoutJs(noJs, path);
      for (const href of await localHrefs(page)) {
        const url = new URL(href);
        if (url.pathname === new URL(page.url()).pathname) {
          // An anchor on this very page (the skip link): the target must be here.
          const id = decodeURIComponent(url.hash.slice(1));
          if (id && (await page.locator(`[id="${id}"]`).count()) !== 1) broken.push(`${path} → #${id}: no such anchor`);
          continue;
        }
        if (checked.has(url.href)) continue;
        checked.add(url.href);
        const response = await noJs.request.get(url.pathname);
        if (response.status() !== 200) broken.push(`${path} → ${url.pathname}: ${response.status()}`);
        else if (url.hash && !(await response.text()).includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) {
          broken.push(`${path} → ${url.pathname}${url.hash}: no such anchor`);
        }
      }
      await page.close();
    }
    expect(checked.size).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
});
