// The site as served with its own _headers: no Content-Security-Policy violation and no request to
// another host while a visitor browses every page and uses every menu, at both widths.
import type { BrowserContext, Page } from "playwright-core";
import { describeBrowser, eventually, newContext, openPage, outboundRequests, sitePages, useBrowser, viewports, waitForHydration } from "../support/harness";
import { isLocal, recordCspViolations, recordRequests, scrollThrough, useEveryMenu, type CspRecorder } from "./delivery-support";
import { pagePaths } from "../../../src/utils/page-paths";

/** The script-src sources of every policy in a (possibly merged) Content-Security-Policy header. */
const scriptSources = (header: string): string[][] =>
  header.split(",").map((policy) => {
    const directive = policy
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src "));
    return directive ? directive.split(/\s+/).slice(1) : [];
  });

describeBrowser.each([["mobile"], ["desktop"]] as const)("delivery at %s width", (viewportName) => {
  const env = useBrowser();
  let context: BrowserContext;
  let csp: CspRecorder;
  let requests: string[];
  // Each document's policy: the header, or for the 404 page (no rule but /* reaches an unknown
  // address) the <meta> it carries.
  const cspHeaders = new Map<string, string>();
  const menusOpened = new Map<string, number>();
  const offOriginReferences: string[] = [];

  // One visitor walks the whole site; the tests below check what the walk recorded.
  beforeAll(async () => {
    context = await newContext(env.browser, { viewport: viewports[viewportName] });
    csp = await recordCspViolations(context);
    requests = recordRequests(context);
    context.on("response", (response) => {
      if (response.request().resourceType() === "document") {
        cspHeaders.set(new URL(response.url()).pathname, response.headers()["content-security-policy"] ?? "");
      }
    });
    for (const { path } of sitePages) {
      const { page } = await openPage(context, path);
      if (!cspHeaders.get(path)) {
        const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
        cspHeaders.set(path, (await meta.count()) === 1 ? ((await meta.getAttribute("content")) ?? "") : "");
      }
      await scrollThrough(page);
      offOriginReferences.push(...(await offOriginResources(page)));
      menusOpened.set(path, await useEveryMenu(page));
      await page.close();
    }
    // Client-side navigation too: Gatsby then fetches page data and chunks from script.
    const { page } = await openPage(context, "/");
    await navigateByNav(page, "Concerti", pagePaths.concerti);
    await navigateByNav(page, "Edizioni", pagePaths.edizioni);
    await page.close();
  }, 180_000);

  afterAll(async () => {
    await context?.close();
  });

  /** Markup that would make the browser contact another host by itself (links only count when clicked). */
  async function offOriginResources(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      // canonical/alternate links name the public address without fetching it: left out.
      Array.from(
        document.querySelectorAll(
          ["stylesheet", "preconnect", "dns-prefetch", "preload", "modulepreload", "prefetch", "prerender", "icon", "apple-touch-icon", "manifest"]
            .map((rel) => `link[rel~="${rel}"]`)
            .concat(["script[src]", "img[src]", "source[srcset]", "iframe", "embed", "object", "video", "audio"])
            .join(", "),
        ),
      )
        .map((element) => {
          const url = element.getAttribute("href") ?? element.getAttribute("src") ?? element.getAttribute("srcset") ?? element.getAttribute("data") ?? "";
          return { tag: element.tagName.toLowerCase(), url };
        })
        .filter(
          ({ tag, url }) =>
            ["iframe", "embed", "object"].includes(tag) || (/^(https?:)?\/\//.test(url) && new URL(url, location.href).origin !== location.origin),
        )
        .map(({ tag, url }) => `${location.pathname}: <${tag}> ${url}`),
    );
  }

  async function navigateByNav(page: Page, name: string, path: string): Promise<void> {
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole("navigation", { name: "Navigazione principale" }).getByRole("link", { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
  }

  test("the walk really used the site: every page, its menus, chunks, page data and posters", () => {
    for (const { path } of sitePages) expect([path, cspHeaders.has(path)]).toEqual([path, true]);
    for (const { path } of sitePages) {
      expect([path, menusOpened.get(path)]).toEqual([path, viewportName === "mobile" ? 2 : 1]);
    }
    expect(requests.some((url) => /\/app-[0-9a-f]+\.js$/.test(url))).toBe(true);
    expect(requests.some((url) => url.includes("/page-data/"))).toBe(true);
    expect(requests.some((url) => url.includes("/static/") && /\.(avif|webp|png|jpe?g)$/.test(url))).toBe(true);
  });

  test("every page is served with a script policy free of 'unsafe-inline', 'unsafe-eval' and wildcards", () => {
    for (const [path, header] of cspHeaders) {
      expect([path, header]).toEqual([path, expect.stringContaining("script-src 'self'")]);
      for (const sources of scriptSources(header)) {
        expect(sources.length).toBeGreaterThan(0);
        for (const source of sources) {
          expect([path, source]).toEqual([path, expect.stringMatching(/^('self'|'sha256-[A-Za-z0-9+/]+=*')$/)]);
        }
      }
    }
  });

  test("no Content-Security-Policy violation on any page or menu", () => {
    expect(csp.violations).toEqual([]);
  });

  test("no page embeds or preconnects to another host (fonts, maps, analytics, frames)", () => {
    expect(offOriginReferences).toEqual([]);
  });

  test("no request leaves the loopback server", () => {
    expect(requests.length).toBeGreaterThan(20);
    expect(requests.filter((url) => !isLocal(url))).toEqual([]);
    expect(outboundRequests(context)).toEqual([]);
  });
});

describeBrowser("the Content-Security-Policy is enforced", () => {
  const env = useBrowser();

  test("an injected inline script and an inline event handler are blocked and reported, so a clean walk means something", async () => {
    const context = await newContext(env.browser);
    const csp = await recordCspViolations(context);
    const { page } = await openPage(context, pagePaths.concerti);
    const ran = await page.evaluate(() => {
      const flags = window as unknown as { __injected?: boolean; __handler?: boolean };
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      const button = document.createElement("button");
      button.setAttribute("onclick", "window.__handler = true;");
      document.body.append(button);
      button.click();
      button.remove();
      return { injected: flags.__injected === true, handler: flags.__handler === true };
    });
    expect(ran).toEqual({ injected: false, handler: false });
    // The page's policy blocks and reports, as events and console errors.
    const reported = (prefix: string) => csp.violations.some((line) => line.startsWith(prefix));
    expect(await eventually(() => reported("script-src-elem blocked inline") && reported("script-src-attr blocked inline"))).toBe(true);
    expect(reported("console: Executing inline script violates")).toBe(true);
    expect(reported("console: Executing inline event handler violates")).toBe(true);
    await context.close();
  });
});
