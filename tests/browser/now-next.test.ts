// "In corso", "Tra poco" and "Oggi" (issue 28, item 3), on a fake clock and a device set to Tokyo:
// the markers follow Europe/Rome whatever the device's zone, change every minute without a reload,
// and show nothing on a day without the festival. The moments come from the data's events.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describeBrowser, newContext, openPage, useBrowser, viewports } from "./support/harness";
import { pagePaths } from "../../src/utils/page-paths";
import { romeInstant } from "../../src/utils/rome-time";
import { eventEnd } from "../../src/events/festival-events";
import { events, programmeTools } from "./support/pocket";
import { MOMENT_LABELS, momentAt, romeDate } from "../../src/enhancements/pocket/now-next";
import { axeViolations } from "./support/page-checks";

const MINUTE = 60_000;
// The first day's last event: in the evening in Rome it is already the next day in Tokyo, so "Oggi"
// must follow Rome's date, not the device's.
const firstDay = events[0].data;
const event = events.filter((e) => e.data === firstDay).at(-1)!;
const start = romeInstant(event.data, event.ora).getTime();
const end = eventEnd(event.data, event.ora, event.fine).getTime();

describeBrowser("now and next", () => {
  const env = useBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await newContext(env.browser, { viewport: viewports.mobile, timezoneId: "Asia/Tokyo" });
    await context.clock.install({ time: start - 30 * MINUTE });
    ({ page, errors } = await openPage(context, pagePaths.home));
    await programmeTools(page);
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });

  /** Every marker text on the programme, with the card or day it belongs to. */
  const markers = (): Promise<string[]> =>
    page.locator("#programma").evaluate((programme) => {
      const shown = (el: Element) => (el as HTMLElement).offsetParent !== null && /^(In corso|Tra poco|Oggi)$/.test(el.textContent ?? "");
      return [...programme.querySelectorAll("span")]
        .filter(shown)
        .map((el) => `${el.closest("article, section")!.id || el.closest("section")!.getAttribute("aria-labelledby")}: ${el.textContent}`);
    });
  const dayLabel = `giorno-${event.data}`;
  const card = `programma-${event.slug}`;
  const heading = (): Locator => page.locator(`#${dayLabel}`);

  /** What the data says the programme should show at `now`: "Oggi" first, then the cards in order. */
  const expected = (now: number): string[] => [
    ...(events.some((e) => e.data === romeDate(now)) ? [`giorno-${romeDate(now)}: Oggi`] : []),
    ...events.flatMap((e) => {
      const moment = momentAt(now, romeInstant(e.data, e.ora).getTime(), eventEnd(e.data, e.ora, e.fine).getTime());
      return moment ? [`programma-${e.slug}: ${MOMENT_LABELS[moment]}`] : [];
    }),
  ];

  test("half an hour before the start: 'Tra poco' on that card, 'Oggi' on Rome's day", async () => {
    expect(expected(start - 30 * MINUTE)).toEqual(expect.arrayContaining([`${dayLabel}: Oggi`, `${card}: Tra poco`]));
    await expect(markers()).resolves.toEqual(expected(start - 30 * MINUTE));
    await expect(heading().textContent()).resolves.toMatch(/Oggi$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("at the start it turns to 'In corso' without a reload, and goes at the end", async () => {
    const layoutBefore = await page.locator(`#${card}`).boundingBox();
    await page.clock.runFor(30 * MINUTE);
    await expect(markers()).resolves.toEqual(expected(start));
    expect(expected(start)).toContain(`${card}: In corso`);
    // The marker sits over the poster: the card keeps its size and place.
    await expect(page.locator(`#${card}`).boundingBox()).resolves.toEqual(layoutBefore);
    await page.clock.runFor(end - start - MINUTE);
    await expect(markers()).resolves.toContain(`${card}: In corso`);
    await page.clock.runFor(MINUTE);
    await expect(markers()).resolves.toEqual(expected(end));
    expect(expected(end)).not.toContain(`${card}: In corso`);
  });

  test("nothing on a day without the festival", async () => {
    await page.clock.setSystemTime(romeInstant(firstDay, "12:00").getTime() - 24 * 60 * MINUTE);
    await page.clock.runFor(MINUTE);
    await expect(markers()).resolves.toEqual([]);
  });
});
