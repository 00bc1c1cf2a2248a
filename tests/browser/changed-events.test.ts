// "Changed since you saved it" (issue 36, item 6), at both widths: a visitor saved the first concert
// when it was at another time and venue (the browser's record says so); today's build has it
// elsewhere. Its cards say what it was, a toast announces the change once, and "Ho visto" takes the
// new facts. The event, its facts and its card come from data/ (support/pocket.ts).
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describeBrowser, newContext, openPage, useBrowser, viewports, type ViewportName } from "./support/harness";
import { pagePaths } from "../../src/utils/page-paths";
import { SAVED_EVENTS_KEY, concertEvents, programmeCard, programmeTools } from "./support/pocket";
import { SAVED_FACTS_KEY } from "../../src/enhancements/pocket/saved-facts";
import { SAVED_CHANGE_LEAD, previousTimeNote, previousVenueNote } from "../../src/events/change-words";
import { axeViolations } from "./support/page-checks";
import { toast } from "./support/offline";

const screenshots = path.resolve(__dirname, "../../artifacts/screenshots/changed-events");
const { evento } = concertEvents[0];
// What the visitor saved: an hour earlier, somewhere else.
const before = { data: evento.data, ora: evento.ora === "10:00" ? "11:00" : "10:00", luogo: `${evento.luogo} (vecchia sede)` };

describeBrowser("a saved event that changed since it was saved", () => {
  const env = useBrowser();

  for (const width of ["mobile", "desktop"] as ViewportName[]) {
    describe(`at ${width} width`, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: string[];

      beforeAll(async () => {
        // A fixed clock on the festival's first day, in another time zone: nothing here may depend on either.
        context = await newContext(env.browser, { viewport: viewports[width], timezoneId: "America/New_York" });
        await context.clock.install({ time: Date.parse(`${evento.data}T08:00:00Z`) });
        await context.addInitScript(
          ([savedKey, factsKey, id, facts]) => {
            // Only before the first load: later loads must see what the page itself stored.
            if (localStorage.getItem(savedKey) !== null) return;
            localStorage.setItem(savedKey, JSON.stringify([id]));
            localStorage.setItem(factsKey, JSON.stringify({ [id]: { salvato: facts } }));
          },
          [SAVED_EVENTS_KEY, SAVED_FACTS_KEY, evento.slug, before] as const,
        );
        ({ page, errors } = await openPage(context, pagePaths.home));
        await programmeTools(page);
      });
      afterAll(async () => {
        await context?.close();
      });
      afterEach(() => {
        expect(errors.splice(0)).toEqual([]);
      });

      test("its card says what it was, and a toast announces it", async () => {
        const card = programmeCard(page, evento);
        await expect(card.getByText(`${SAVED_CHANGE_LEAD} ${previousTimeNote(before.ora)} · ${previousVenueNote(before.luogo, [])}`).count()).resolves.toBe(1);
        await toast(page, "Uno dei tuoi eventi è cambiato").waitFor();
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screenshots, `${width}-home.png`) });
        await expect(axeViolations(page)).resolves.toEqual([]);
      });

      test("the concert page says it too, without announcing it again", async () => {
        const { page: concerti, errors: concertErrors } = await openPage(context, pagePaths.concerti);
        await concerti.waitForSelector("html[data-pocket]", { state: "attached" });
        await expect(concerti.getByText(`${SAVED_CHANGE_LEAD} ${previousTimeNote(before.ora)}`, { exact: false }).count()).resolves.toBe(1);
        await concerti.waitForTimeout(500);
        await expect(toast(concerti, "dei tuoi eventi").count()).resolves.toBe(0);
        await concerti.screenshot({ path: path.join(screenshots, `${width}-concerti.png`) });
        expect(concertErrors).toEqual([]);
        await concerti.close();
      });

      test("'Ho visto' takes the new facts: the note goes, and stays gone after a reload", async () => {
        const card = programmeCard(page, evento);
        await card.getByRole("button", { name: `Ho visto il cambiamento di ${evento.titolo}` }).click();
        await expect(card.getByText(/l'hai salvato/).count()).resolves.toBe(0);
        await page.reload();
        await programmeTools(page);
        await expect(
          programmeCard(page, evento)
            .getByText(/l'hai salvato/)
            .count(),
        ).resolves.toBe(0);
        const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}"), SAVED_FACTS_KEY);
        expect(stored[evento.slug].salvato).toEqual({ data: evento.data, ora: evento.ora, luogo: evento.luogo });
      });
    });
  }
});
