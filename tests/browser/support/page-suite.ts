// The checks every page gets at one viewport width; pages-mobile.test.ts and pages-desktop.test.ts
// call this so Jest runs the two widths in parallel workers.
import fs from "node:fs";
import type { BrowserContext, ConsoleMessage } from "playwright-core";
import {
  baseUrl,
  describeBrowser,
  newContext,
  newestArchivePage,
  openPage,
  sitePages,
  useBrowser,
  viewports,
  type OpenedPage,
  type ViewportName,
} from "./harness";
import { axeViolations, horizontalOverflow, saveScreenshot } from "./page-checks";

/**
 * On a static host a missing URL answers 404, and Gatsby's runtime then asks for that URL's
 * page-data (404 too) before showing the 404 page. Chromium logs both as "Failed to load resource";
 * they are the expected behaviour of the 404 page, not errors, so only those two are tolerated.
 */
function expectedOn404(page: { name: string; path: string }): (message: ConsoleMessage) => boolean {
  if (page.name !== "404") return () => false;
  const allowed = new Set([`${baseUrl}${page.path}`, `${baseUrl}/page-data${page.path}/page-data.json`]);
  return (message) => /status of 404/.test(message.text()) && allowed.has(message.location().url);
}

export function describePageChecks(viewportName: ViewportName): void {
  describeBrowser(`every page at ${viewports[viewportName].width} px`, () => {
    const env = useBrowser();

    describe.each<{ name: string; path: string }>([...sitePages, ...newestArchivePage()])("$path", (sitePage) => {
      let context: BrowserContext;
      let opened: OpenedPage;

      beforeAll(async () => {
        context = await newContext(env.browser, { viewport: viewports[viewportName] });
        opened = await openPage(context, sitePage.path, { isExpectedError: expectedOn404(sitePage) });
      });
      afterAll(async () => {
        await context?.close();
      });

      test(`answers ${sitePage.name === "404" ? 404 : 200} and shows the shared layout`, async () => {
        expect(opened.status).toBe(sitePage.name === "404" ? 404 : 200);
        const { page } = opened;
        await expect(page.getByRole("banner").isVisible()).resolves.toBe(true);
        await expect(page.getByRole("contentinfo").count()).resolves.toBe(1);
        await expect(page.locator("main#contenuto").count()).resolves.toBe(1);
      });

      test("has no horizontal overflow", async () => {
        await expect(horizontalOverflow(opened.page)).resolves.toEqual([]);
      });

      test("has no axe violations (WCAG 2.2 AA)", async () => {
        await expect(axeViolations(opened.page)).resolves.toEqual([]);
      });

      test("saves a full-page screenshot", async () => {
        const file = await saveScreenshot(opened.page, `${sitePage.name}-${viewports[viewportName].width}`);
        expect(fs.statSync(file).size).toBeGreaterThan(1000);
      });

      // Last, so the errors of everything above (scrolling, lazy images, axe) count too.
      test("logs no console errors and throws no page errors", () => {
        expect(opened.errors).toEqual([]);
      });
    });
  });
}
