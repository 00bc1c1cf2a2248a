// A venue's page (issue 48) in Chromium at both widths: reached from a programme card's venue name,
// axe clean, no layout shift, nothing sticking out, its maps links plain links to the visitor's own
// maps, no request to another host; and it reads the same without JavaScript. Then the venues' list
// and the access page (/accessibilita/, reached from the footer) at both widths: axe clean, nothing
// sticking out, headings in order.
import path from "node:path";
import { describeBrowser, newContext, openPage, outboundRequests, useBrowser, viewports, type ViewportName } from "./support/harness";
import { axeViolations, horizontalOverflow, screenshotDir } from "./support/page-checks";
import { luoghi, programmeEvents } from "./support/site-data";
import { pagePaths } from "../../src/utils/page-paths";
import { venuePagePath } from "../../src/venues/venue-paths";

// The first venue an event of the programme uses: its card on the home page links to its page.
const used = luoghi.find((luogo) => programmeEvents.some((event) => event.luogo === luogo.nome)) ?? luoghi[0];

describeBrowser("a venue's page", () => {
  const env = useBrowser();

  test.each(Object.keys(viewports) as ViewportName[])("at %s: from a card's venue to its page, axe clean, nothing from another host", async (width) => {
    const context = await newContext(env.browser, { viewport: viewports[width] });
    const { page, errors } = await openPage(context, pagePaths.home);
    const link = page.locator("main article").getByRole("link", { name: used.nome, exact: true }).first();
    await link.scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL(`**${venuePagePath(used.slug)}`), link.click()]);
    await page.getByRole("heading", { level: 1, name: used.nome }).waitFor();
    // Layout shift since the page's start (the cards' slots fill after hydration, in place).
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBeLessThan(0.01);
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
    const maps = await page
      .getByRole("region", { name: "Dove si trova" })
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(maps.some((href) => href.startsWith("geo:"))).toBe(true);
    expect(outboundRequests(context)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("without JavaScript: the same facts, links and events", async () => {
    const context = await newContext(env.browser, { viewport: viewports.mobile, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(venuePagePath(used.slug));
    await page.getByRole("heading", { level: 1, name: used.nome }).waitFor();
    await expect(page.getByRole("region", { name: "Accessibilità" }).locator("dt").count()).resolves.toBe(7);
    await expect(page.locator("main article").count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});

describeBrowser("the venues' list and the access page", () => {
  const env = useBrowser();

  test.each(Object.keys(viewports) as ViewportName[])("at %s: both axe clean, nothing sticking out; the footer leads to /accessibilita/", async (width) => {
    const context = await newContext(env.browser, { viewport: viewports[width] });
    const { page, errors } = await openPage(context, pagePaths.luoghi);
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);

    const link = page.locator("footer").getByRole("link", { name: "Accessibilità", exact: true });
    await link.scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL(`**${pagePaths.accessibilita}`), link.click()]);
    await page.getByRole("heading", { level: 1, name: "Accessibilità" }).waitFor();
    const levels = await page.locator("main :is(h1, h2, h3)").evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index += 1) expect(levels[index] - levels[index - 1]).toBeLessThanOrEqual(1);
    await expect(page.getByRole("region", { name: "Dichiarazione di accessibilità del sito" }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, `accessibilita-${viewports[width].width}.png`), fullPage: true });
    expect(outboundRequests(context)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
