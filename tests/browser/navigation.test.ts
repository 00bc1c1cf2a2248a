// The fixed bar, the mobile menu, the skip link and the scroll to the programme, as a visitor uses them.
import type { BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { describeBrowser, newContext, openPage, useBrowser, viewports, waitForHydration, waitForScrollEnd } from "./support/harness";
import { trackScroll } from "./support/scroll";

const mainNav = (page: Page): Locator => page.getByRole("navigation", { name: "Navigazione principale" });
const navLink = (page: Page, name: string): Locator => mainNav(page).getByRole("link", { name, exact: true });
const programmeHeading = (page: Page): Locator =>
  page.locator("#programma").getByRole("heading", { level: 2, name: "Programma", exact: true });

/** Pixels between the bottom of the fixed bar and the top of the programme heading. */
async function headingGapBelowBar(page: Page): Promise<number> {
  const bar = await page.getByRole("banner").boundingBox();
  const heading = await programmeHeading(page).boundingBox();
  if (!bar || !heading) throw new Error("the bar or the programme heading is not rendered");
  return heading.y - (bar.y + bar.height);
}

/** "Ends just below the fixed bar": not hidden under it, and not more than 48 px below it. */
async function expectHeadingJustBelowBar(page: Page): Promise<void> {
  const gap = await headingGapBelowBar(page);
  expect(gap).toBeGreaterThanOrEqual(-1);
  expect(gap).toBeLessThanOrEqual(48);
}

/** The toggle found by role and name, then pinned by its aria-controls so a label change can't lose it. */
async function menuToggle(page: Page): Promise<{ toggle: Locator; panel: Locator }> {
  const byName = page.getByRole("button", { name: "Menu", exact: true });
  const controls = await byName.getAttribute("aria-controls");
  if (!controls) throw new Error('the "Menu" button has no aria-controls');
  return {
    toggle: page.locator(`button[aria-controls="${controls}"]`),
    panel: page.locator(`[id="${controls}"]`),
  };
}

const isFocused = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element === document.activeElement);

describeBrowser("navigation", () => {
  const env = useBrowser();
  let context: BrowserContext;

  async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
    context = await newContext(env.browser, options);
    const { page } = await openPage(context, path);
    return page;
  }
  afterEach(async () => {
    await context?.close();
  });

  describe.each([
    ["mobile", "/"],
    ["desktop", "/"],
    ["mobile", "/concerti"],
    ["desktop", "/concerti"],
  ] as const)("fixed bar at %s width on %s", (viewportName, path) => {
    test("stays at the top, on top of the content, while the page scrolls", async () => {
      const page = await open(path, { viewport: viewports[viewportName] });
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
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Salta al contenuto" });
    await expect(isFocused(skip)).resolves.toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.width > 1 && box.height > 1 && box.y >= 0 && box.y < viewports.desktop.height).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => window.location.hash)).resolves.toBe("#contenuto");
  });

  describe("mobile menu (375 px)", () => {
    const mobile = { viewport: viewports.mobile };

    test("is closed at first and hides the links behind the toggle", async () => {
      const page = await open("/", mobile);
      const { toggle } = await menuToggle(page);
      await expect(toggle.isVisible()).resolves.toBe(true);
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(navLink(page, "Concerti").isVisible()).resolves.toBe(false);
    });

    test("opens, and closes when an item is chosen (same-page Programma)", async () => {
      const page = await open("/", mobile);
      const { toggle } = await menuToggle(page);
      await toggle.click();
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
      for (const name of ["Home", "Programma", "Concerti", "Talks", "Edizioni"]) {
        await expect(navLink(page, name).isVisible()).resolves.toBe(true);
      }
      await trackScroll(page, () => navLink(page, "Programma").click());
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(navLink(page, "Concerti").isVisible()).resolves.toBe(false);
      await expectHeadingJustBelowBar(page);
    });

    test("closes when an item leads to another page", async () => {
      const page = await open("/", mobile);
      const { toggle } = await menuToggle(page);
      await toggle.click();
      await navLink(page, "Talks").click();
      await page.waitForURL((url) => url.pathname === "/talks");
      await waitForHydration(page);
      const after = await menuToggle(page);
      await expect(after.toggle.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(navLink(page, "Concerti").isVisible()).resolves.toBe(false);
    });

    test("closes on Escape and gives the focus back to the toggle", async () => {
      const page = await open("/", mobile);
      const { toggle } = await menuToggle(page);
      await toggle.click();
      await navLink(page, "Concerti").focus();
      await page.keyboard.press("Escape");
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(navLink(page, "Concerti").isVisible()).resolves.toBe(false);
      await expect(isFocused(toggle)).resolves.toBe(true);
    });

    test("Programma from another page lands with the heading just below the bar", async () => {
      const page = await open("/concerti", mobile);
      const { toggle } = await menuToggle(page);
      await toggle.click();
      await navLink(page, "Programma").click();
      await page.waitForURL((url) => url.pathname === "/");
      await programmeHeading(page).waitFor();
      await page.waitForFunction(() => window.scrollY > 100);
      await waitForScrollEnd(page);
      await expectHeadingJustBelowBar(page);
    });
  });

  test("at 1280 px the toggle is hidden and the links are shown", async () => {
    const page = await open("/");
    await expect(page.getByRole("button", { name: "Menu", exact: true }).isVisible()).resolves.toBe(false);
    for (const name of ["Home", "Programma", "Concerti", "Talks", "Edizioni"]) {
      await expect(navLink(page, name).isVisible()).resolves.toBe(true);
    }
  });

  describe("scroll to the programme", () => {
    test.each([
      ["nav link Programma", "desktop"],
      ["hero button Scopri il programma", "desktop"],
      ["hero button Scopri il programma", "mobile"],
    ] as const)("%s at %s width glides and ends just below the bar", async (what, viewportName) => {
      const page = await open("/", { viewport: viewports[viewportName] });
      const target = what.startsWith("nav")
        ? navLink(page, "Programma")
        : page.getByRole("link", { name: "Scopri il programma" });
      const track = await trackScroll(page, () => target.click());
      expect(track.end).toBeGreaterThan(track.start + 200);
      // A glide passes through several positions on its way; a jump shows none.
      expect(track.intermediate.length).toBeGreaterThanOrEqual(3);
      await expectHeadingJustBelowBar(page);
    });

    test.each(["nav link Programma", "hero button Scopri il programma"])(
      "%s jumps without animation when the visitor prefers reduced motion",
      async (what) => {
        const page = await open("/", { reducedMotion: "reduce" });
        const target = what.startsWith("nav")
          ? navLink(page, "Programma")
          : page.getByRole("link", { name: "Scopri il programma" });
        const track = await trackScroll(page, () => target.click());
        expect(track.end).toBeGreaterThan(track.start + 200);
        expect(track.intermediate).toEqual([]);
        await expectHeadingJustBelowBar(page);
      },
    );

    test("Programma clicked on /concerti opens the home page at the programme", async () => {
      const page = await open("/concerti");
      await navLink(page, "Programma").click();
      await page.waitForURL((url) => url.pathname === "/");
      await programmeHeading(page).waitFor();
      await page.waitForFunction(() => window.scrollY > 100);
      await waitForScrollEnd(page);
      await expectHeadingJustBelowBar(page);
    });
  });
});
