// The fixed bar, the skip link and the mobile menu, as a visitor uses them.
import type { Page } from "playwright-core";
import { describeBrowser, usePageCache, useBrowser, viewports, waitForHydration, waitForScrollEnd, type ViewportName } from "./support/harness";
import { expectHeadingJustBelowBar, expectHomeOpenedAtProgramme, isFocused, menuToggle, navLink, offScreen } from "./support/layout";
import { trackScroll } from "./support/scroll";
import { sharePageFor } from "../../src/seo/share-pages";
import { pagePaths } from "../../src/utils/page-paths";

describeBrowser("navigation", () => {
  const env = useBrowser();
  const pages = usePageCache(env);
  const open = (path: string, viewportName: ViewportName = "desktop"): Promise<Page> => pages.get(viewportName, path, { viewport: viewports[viewportName] });

  describe.each([
    ["mobile", "/"],
    ["mobile", pagePaths.concerti],
    ["desktop", pagePaths.concerti],
    ["desktop", "/"],
  ] as const)("fixed bar at %s width on %s", (viewportName, path) => {
    test("stays at the top, on top of the content, while the page scrolls", async () => {
      const page = await open(path, viewportName);
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(height).toBeGreaterThan(300);
      for (const y of [300, Math.round(height / 2), height]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        await waitForScrollEnd(page);
        const bar = await page.getByRole("banner").boundingBox();
        expect(bar?.y).toBeCloseTo(0, 0);
        // The bar is what a visitor sees there, not content scrolled over it.
        const barOnTop = await page.getByRole("banner").evaluate((header) => {
          const box = header.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && header.contains(hit);
        });
        expect(barOnTop).toBe(true);
      }
    });
  });

  test("the skip link is the first stop of the keyboard, visible, and leads to the content", async () => {
    const page = await open("/");
    await page.reload(); // the first Tab stop counts from a fresh document
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Salta al contenuto" });
    await expect(isFocused(skip)).resolves.toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.width > 1 && box.height > 1 && box.y >= 0 && box.y < viewports.desktop.height).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => window.location.hash)).resolves.toBe("#contenuto");
  });

  describe("mobile menu (375 px)", () => {
    test("is closed at first and hides the links behind the toggle", async () => {
      const page = await open("/", "mobile");
      const { toggle } = await menuToggle(page);
      await expect(toggle.isVisible()).resolves.toBe(true);
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(navLink(page, "Concerti").isVisible()).resolves.toBe(false);
    });

    test("opens, and closes when an item is chosen (same-page Programma)", async () => {
      const page = await open("/", "mobile");
      const { toggle } = await menuToggle(page);
      await toggle.click();
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
      for (const name of ["Home", "Programma", "Concerti", "Talks", "Edizioni"]) {
        await expect(navLink(page, name).isVisible()).resolves.toBe(true);
      }
      await expect(offScreen(page, { "the Menu button": toggle, "the Edizioni link": navLink(page, "Edizioni") })).resolves.toEqual([]);
      await trackScroll(page, () => navLink(page, "Programma").click());
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(navLink(page, "Concerti").isVisible()).resolves.toBe(false);
      await expectHeadingJustBelowBar(page);
    });

    test("closes when an item leads to another page", async () => {
      const page = await open("/", "mobile");
      const { toggle } = await menuToggle(page);
      await toggle.click();
      await navLink(page, "Talks").click();
      await page.waitForURL((url) => url.pathname === pagePaths.talks);
      await waitForHydration(page);
      const after = await menuToggle(page);
      await expect(after.toggle.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(navLink(page, "Concerti").isVisible()).resolves.toBe(false);
    });

    test("closes on Escape and gives the focus back to the toggle", async () => {
      const page = await open("/", "mobile");
      const { toggle } = await menuToggle(page);
      await toggle.click();
      await navLink(page, "Concerti").focus();
      await page.keyboard.press("Escape");
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(navLink(page, "Concerti").isVisible()).resolves.toBe(false);
      await expect(isFocused(toggle)).resolves.toBe(true);
    });

    test("a new visit of the home opens at its top, not where this tab last left it", async () => {
      const page = await open("/", "mobile");
      const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), bottom);
      await waitForScrollEnd(page);
      // Gatsby keeps that position for this tab (sessionStorage): what its router would glide back to.
      await page.waitForFunction(() => Object.entries(sessionStorage).some(([key, value]) => key.startsWith("@@scroll|/|") && Number(value) > 300));
      // A new entry in the tab's history, as an address typed or a link followed before hydration.
      await page.goto("/");
      await waitForHydration(page);
      await menuToggle(page); // the menu is a button once React has committed, its scroll handler mounted
      await expect(waitForScrollEnd(page)).resolves.toBe(0);
    });

    test("Programma from another page lands with the heading just below the bar", async () => {
      const page = await open(pagePaths.concerti, "mobile");
      const { toggle } = await menuToggle(page);
      await toggle.click();
      await navLink(page, "Programma").click();
      await expectHomeOpenedAtProgramme(page);
    });
  });

  test("a client-side navigation gives the head the new page's title and share image (from its page context)", async () => {
    const page = await open("/");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const before = await page.title();
    await navLink(page, "Talks").click();
    await page.waitForURL((url) => url.pathname === pagePaths.talks);
    const share = sharePageFor(pagePaths.talks);
    const ogImage = () => document.querySelector('meta[property="og:image"]')?.getAttribute("content");
    await page.waitForFunction((image) => document.querySelector('meta[property="og:image"]')?.getAttribute("content")?.endsWith(image), share.image);
    await expect(page.evaluate(() => "__sameDocument" in window)).resolves.toBe(true);
    await expect(page.title()).resolves.not.toBe(before);
    await expect(page.evaluate(ogImage)).resolves.toMatch(new RegExp(`^https?://[^/]+${share.image}$`));
    const alt = await page.evaluate(() => document.querySelector('meta[property="og:image:alt"]')?.getAttribute("content"));
    expect(alt).toContain(share.heading.toLowerCase());
    expect(alt).toContain(share.artwork);
  });

  test("at 1280 px the toggle is hidden and the links are shown", async () => {
    const page = await open("/");
    await expect(page.getByRole("button", { name: "Menu", exact: true }).isVisible()).resolves.toBe(false);
    for (const name of ["Home", "Programma", "Concerti", "Talks", "Edizioni"]) {
      await expect(navLink(page, name).isVisible()).resolves.toBe(true);
    }
  });
});
