// The footer's icon-only social links show their network's name in a tooltip after a 700 ms delay.
// The page runs on Playwright's fake clock, so the test looks at two moments (300 ms and 1000 ms after
// hover or focus) without depending on how busy the machine is.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describeBrowser, newContext, openPage, useBrowser } from "./support/harness";
import { sito } from "./support/site-data";

describeBrowser("social tooltips in the footer", () => {
  const env = useBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  // One page for all tests (loading is the slow part); each test starts with nothing hovered or focused.
  beforeAll(async () => {
    context = await newContext(env.browser);
    // Installed before the page loads; time flows normally until a test pauses it.
    await context.clock.install();
    ({ page, errors } = await openPage(context, "/"));
  });
  afterAll(async () => {
    await context?.close();
  });
  beforeEach(async () => {
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  });

  const socialLink = (name: string): Locator => page.getByRole("contentinfo").getByRole("link", { name, exact: true });
  const tooltips = (): Locator => page.getByRole("tooltip");

  /** Stops time at a fresh instant, well past any earlier tooltip's close and skip delay. */
  async function pauseClock(): Promise<void> {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2000);
    await advance(0);
    await expect(tooltips().count()).resolves.toBe(0);
  }
  /**
   * Advances the fake clock, then waits until React has committed whatever the timers changed: React
   * schedules its work as MessageChannel tasks (not faked by the clock), so two round trips of our own
   * through a MessageChannel run after it, however slow the machine is.
   */
  async function advance(ms: number): Promise<void> {
    await page.clock.runFor(ms);
    await page.evaluate(async () => {
      for (let round = 0; round < 2; round += 1) {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      }
    });
  }
  async function tooltipTexts(): Promise<string[]> {
    return tooltips().evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? "").trim()));
  }

  test("each social link is an icon link named after its network, pointing at the data's URL", async () => {
    for (const social of sito.social) {
      const link = socialLink(social.nome);
      await expect(link.getAttribute("href")).resolves.toBe(social.url);
      await expect(link.getAttribute("aria-label")).resolves.toBe(social.nome);
    }
  });

  test.each(sito.social.map((social) => social.nome))("%s: no tooltip at 300 ms of hover, its name at 1 s, gone after leaving", async (name) => {
    const link = socialLink(name);
    await link.scrollIntoViewIfNeeded();
    await pauseClock();
    await link.hover();
    await advance(300);
    await expect(tooltips().count()).resolves.toBe(0);
    await advance(700);
    await expect(tooltipTexts()).resolves.toContain(name);
    await page.mouse.move(0, 0);
    await advance(1000);
    await expect(tooltips().count()).resolves.toBe(0);
  });

  test("keyboard focus shows the tooltip with the same delay", async () => {
    const name = sito.social[0].nome;
    const link = socialLink(name);
    await link.scrollIntoViewIfNeeded();
    await pauseClock();
    await link.focus();
    await advance(300);
    await expect(tooltips().count()).resolves.toBe(0);
    await advance(700);
    await expect(tooltipTexts()).resolves.toContain(name);
    await link.blur();
    await advance(1000);
    await expect(tooltips().count()).resolves.toBe(0);
  });

  test("hovering and focusing logged no console errors and threw no page errors", () => {
    expect(errors).toEqual([]);
  });
});
