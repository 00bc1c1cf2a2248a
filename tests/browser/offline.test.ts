// The offline copy (issue 28, item 4): after one visit on a phone, the four pages open without a
// network with their text, layout, font, posters and calendars, and say that they are the saved copy.
import path from "node:path";
import { pagePaths, sitePagePaths } from "../../src/utils/page-paths";
import { venuePagePath } from "../../src/venues/venue-paths";
import { luoghi } from "./support/site-data";
import { describeBrowser, newContext, openPage, useBrowser, viewports, waitForHydration } from "./support/harness";
import { menuToggle } from "./support/layout";
import { axeViolations } from "./support/page-checks";
import { builtHeading, loadEveryImage, savedCopyNotice, savedCopyPattern, screenshotDir, toast, workerInControl } from "./support/offline";

// Several pages, a worker install and offline reloads in one test: more than the suite's 60 s on a busy machine.
const LONG_TEST_MS = 180_000;

const publicDir = path.resolve(__dirname, "../..", process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
const phone = { viewport: viewports.mobile, deviceScaleFactor: 3, isMobile: true, hasTouch: true, serviceWorkers: "allow" as const };

describeBrowser("the site offline", () => {
  const env = useBrowser();

  test(
    "after one visit to one page, all four open offline, say so, and follow links",
    async () => {
      const context = await newContext(env.browser, phone);
      const { page, errors } = await openPage(context, pagePaths.concerti);
      await workerInControl(page);
      // Said once the copy is complete, on the next page shown (never during the first load).
      await expect(toast(page, "Programma disponibile anche offline").count()).resolves.toBe(0);
      const { toggle, panel } = await menuToggle(page);
      await toggle.click();
      await panel.getByRole("link", { name: "Talks", exact: true }).click();
      await toast(page, "Programma disponibile anche offline").waitFor();
      await page.screenshot({ path: path.join(screenshotDir, "toast-offline-ready-375.png") });
      expect(await axeViolations(page)).toEqual([]);
      await expect(savedCopyNotice(page).count()).resolves.toBe(0);

      await context.setOffline(true);
      // Every page, and a venue's (issue 48): walking between venues, a visitor may have no signal.
      for (const pagePath of [...sitePagePaths, venuePagePath(luoghi[0].slug)]) {
        const response = await page.goto(pagePath, { waitUntil: "load" });
        expect(response?.fromServiceWorker()).toBe(true);
        await waitForHydration(page); // also waits for the display font (the post-paint loader's "fonts-ready")
        await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toBe(builtHeading(publicDir, pagePath));
        await expect(savedCopyNotice(page).textContent()).resolves.toMatch(savedCopyPattern);
        expect(await page.evaluate(() => document.fonts.check('700 1em "Space Grotesk"'))).toBe(true);
        if (pagePath === pagePaths.home) {
          await page.screenshot({ path: path.join(screenshotDir, "offline-home-375.png") });
          expect(await axeViolations(page)).toEqual([]);
        }

        // Every poster the phone asks for is in the copy (a missing one would have no pixels).
        await loadEveryImage(page);
        const broken = await page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => image.naturalWidth === 0)
            .map((image) => image.currentSrc || image.src),
        );
        expect(broken).toEqual([]);
        expect(await page.evaluate(() => document.images.length)).toBeGreaterThan(0);

        // The calendar files the page links to.
        const calendars = await page.evaluate(async () => {
          const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href$=".ics"]'), (link) => link.getAttribute("href") ?? "");
          return Promise.all(
            [...new Set(links)].map(async (href) => {
              const response = await fetch(href);
              return response.ok ? response.text() : `${href}: ${response.status}`;
            }),
          );
        });
        for (const calendar of calendars) expect(calendar).toContain("BEGIN:VCALENDAR");
        if (pagePath === pagePaths.home) {
          expect(calendars.length).toBeGreaterThan(0);
          // The end of the page is not hidden behind the notice.
          await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
          await page.screenshot({ path: path.join(screenshotDir, "offline-home-end-375.png") });
        }
      }
      await page.goto(pagePaths.home);
      await waitForHydration(page);

      // A client-side navigation offline (the phone's menu) keeps saying where the page came from.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const before = await page.evaluate(() => performance.timeOrigin);
      const menu = await menuToggle(page);
      await menu.toggle.click();
      await menu.panel.getByRole("link", { name: "Concerti", exact: true }).click();
      await page.waitForURL((url) => url.pathname === pagePaths.concerti);
      // The URL changes before React renders the next page: wait for its heading, then compare.
      await page
        .getByRole("heading", { level: 1, name: builtHeading(publicDir, pagePaths.concerti), exact: true })
        .first()
        .waitFor();
      await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toBe(builtHeading(publicDir, pagePaths.concerti));
      expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
      await expect(savedCopyNotice(page).textContent()).resolves.toMatch(savedCopyPattern);

      // Back online, the next load comes from the network: no notice.
      await context.setOffline(false);
      await page.goto(pagePaths.edizioni);
      await waitForHydration(page);
      await expect(savedCopyNotice(page).count()).resolves.toBe(0);

      expect(errors).toEqual([]);
      await context.close();
    },
    LONG_TEST_MS,
  );
});
