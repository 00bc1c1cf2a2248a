// Lists saved and links shared before events had ids (issue 36, item 3): they named events by day,
// time and venue. On the first visit after the ids arrived, a saved list keeps its events, a shared
// link shows the same events, and a link to a card by its old key lands on that card. The old keys
// are derived from data/ as the site wrote them (legacyEventSlug), the ids read from data/.
import type { BrowserContext } from "playwright-core";
import { describeBrowser, newContext, openPage, useBrowser, viewports } from "./support/harness";
import { pagePaths } from "../../src/utils/page-paths";
import { legacyEventSlug } from "../../src/events/event-keys";
import { SAVED_EVENTS_KEY, concertEvents, events, programmeTools, storedSlugs, visibleCards } from "./support/pocket";

const [first, last] = [events[0], events.at(-1)!];

describeBrowser("keys from before events had ids", () => {
  const env = useBrowser();
  let context: BrowserContext;

  beforeEach(async () => {
    context = await newContext(env.browser, { viewport: viewports.mobile });
  });
  afterEach(async () => {
    await context?.close();
  });

  test("a saved list keeps its events, under their ids", async () => {
    await context.addInitScript(
      ([key, saved]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(saved));
      },
      [SAVED_EVENTS_KEY, [legacyEventSlug(first), legacyEventSlug(last)]] as const,
    );
    const { page, errors } = await openPage(context, pagePaths.home);
    await programmeTools(page);
    await page.waitForFunction((key) => !(localStorage.getItem(key) ?? "").includes("-"), SAVED_EVENTS_KEY);
    await expect(storedSlugs(page)).resolves.toEqual([first.slug, last.slug]);
    await page.getByRole("button", { name: "Solo i miei" }).click();
    await expect(visibleCards(page)).resolves.toEqual([first.slug, last.slug]);
    expect(errors).toEqual([]);
  });

  test("a shared link shows its events, and its address names them by id", async () => {
    const { page, errors } = await openPage(context, `${pagePaths.home}?miei=${legacyEventSlug(first)},${legacyEventSlug(last)}#programma`);
    await programmeTools(page);
    await page.waitForFunction(() => !new URLSearchParams(location.search).get("miei")?.includes("-"));
    expect(new URL(page.url()).searchParams.get("miei")).toBe(`${first.slug},${last.slug}`);
    await expect(visibleCards(page)).resolves.toEqual([first.slug, last.slug]);
    expect(errors).toEqual([]);
  });

  test("a link to a card by its old key lands on the card", async () => {
    const { evento } = concertEvents[0];
    const { page, errors } = await openPage(context, `${pagePaths.concerti}#concerto-${legacyEventSlug(evento)}`);
    await page.waitForFunction((hash) => location.hash === hash, `#concerto-${evento.slug}`);
    await expect(page.locator(`#concerto-${evento.slug}`).evaluate((card) => card.matches(":target"))).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});
