// The Biglietti dropdown in the fixed bar: opens, closes on choice, Escape and outside click, and its
// links open the ticket pages in a new tab (the outbound request is aborted by the harness).
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describeBrowser, eventually, newContext, openPage, outboundRequests, useBrowser, viewports, waitForHydration } from "./support/harness";
import { isFocused, menuToggle, offScreen } from "./support/layout";
import { ticketLinks } from "./support/site-data";

/** The button found by role and name, then pinned by aria-controls; plus the panel it controls. */
async function biglietti(page: Page): Promise<{ button: Locator; panel: Locator }> {
  const byName = page.getByRole("banner").getByRole("button", { name: "Biglietti" });
  const controls = await byName.getAttribute("aria-controls");
  if (!controls) throw new Error('the "Biglietti" button has no aria-controls');
  return {
    button: page.locator(`button[aria-controls="${controls}"]`),
    panel: page.locator(`[id="${controls}"]`),
  };
}

describeBrowser("Biglietti dropdown", () => {
  const env = useBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let button: Locator;
  let panel: Locator;

  // One desktop page for the tests (loading is the slow part). A test that leaves it open, elsewhere
  // or with extra tabs gets a freshly loaded page, so no test depends on another's outcome.
  beforeAll(async () => {
    context = await newContext(env.browser);
    ({ page, errors } = await openPage(context, "/"));
  });
  beforeEach(async () => {
    for (const other of context.pages().filter((candidate) => candidate !== page)) await other.close();
    ({ button, panel } = await biglietti(page));
    if (new URL(page.url()).pathname !== "/" || (await button.getAttribute("aria-expanded")) !== "false") {
      await page.goto("/");
      await waitForHydration(page);
      ({ button, panel } = await biglietti(page));
    }
    await page.mouse.move(0, 0);
  });
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await context?.close();
  });

  async function expectClosed(): Promise<void> {
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(panel.isVisible()).resolves.toBe(false);
  }
  async function openDropdown(): Promise<void> {
    await expectClosed();
    await button.click();
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(panel.isVisible()).resolves.toBe(true);
    // Opening must not push the button, the panel or the rest of the bar off the screen.
    const parts: Record<string, Locator> = { "the Biglietti button": button, "the Biglietti panel": panel };
    if (page.viewportSize()?.width === viewports.mobile.width) parts["the Menu button"] = (await menuToggle(page)).toggle;
    await expect(offScreen(page, parts)).resolves.toEqual([]);
  }

  test("opens and lists the two concert ticket links from the data, each for a new tab", async () => {
    await openDropdown();
    const links = await panel.getByRole("link").evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute("href"),
        target: anchor.getAttribute("target"),
        rel: (anchor.getAttribute("rel") ?? "").split(/\s+/),
      })),
    );
    expect(links.map((link) => link.href).sort()).toEqual([...ticketLinks].sort());
    for (const link of links) {
      expect(link.target).toBe("_blank");
      expect(link.rel).toContain("noopener");
    }
  });

  test("choosing a ticket opens it in a new tab and closes the dropdown", async () => {
    await openDropdown();
    const link = panel.getByRole("link").first();
    const href = await link.getAttribute("href");
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    // The new tab asked for the ticket page (and the harness aborted it); this tab stayed put.
    await expect(eventually(() => outboundRequests(context).includes(href ?? ""))).resolves.toBe(true);
    expect(popup).not.toBe(page);
    expect(new URL(page.url()).pathname).toBe("/");
    await page.bringToFront();
    await expectClosed();
  });

  test("closes on Escape and gives the focus back to the button", async () => {
    await openDropdown();
    await panel.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expectClosed();
    await expect(isFocused(button)).resolves.toBe(true);
  });

  test("closes on a click outside", async () => {
    await openDropdown();
    await page.getByRole("heading", { level: 1 }).click();
    await expectClosed();
  });

  test("its button closes it again", async () => {
    await openDropdown();
    await button.click();
    await expectClosed();
  });

  test("is reachable at 375 px, lists both tickets there too, and its button closes it", async () => {
    await context.close();
    // The last test: the shared page is replaced by a mobile one, closed by afterAll.
    context = await newContext(env.browser, { viewport: viewports.mobile });
    ({ page, errors } = await openPage(context, "/"));
    ({ button, panel } = await biglietti(page));
    if (!(await button.isVisible())) {
      // Inside the collapsed menu on small screens.
      await page.getByRole("button", { name: "Menu", exact: true }).click();
    }
    await openDropdown();
    const hrefs = await panel.getByRole("link").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs.sort()).toEqual([...ticketLinks].sort());
    await button.click();
    await expectClosed();
  });
});
