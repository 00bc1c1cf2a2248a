// The home programme's filters (issue 28, item 2): by type and venue (the values in data/), with
// "solo i miei"; the state lives in the address (shareable, the back button steps back), the count
// is announced politely, "Mostra tutto" shows everything again, an empty result says so. Issue 48: the
// step-free filter at both widths, shared by its address, naming the venues still «da verificare».
import type { BrowserContext, Page } from "playwright-core";
import { describeBrowser, newContext, openPage, useBrowser, viewports, type ViewportName } from "./support/harness";
import { pagePaths } from "../../src/utils/page-paths";
import { countStatus, events, programmeTools, visibleCards } from "./support/pocket";
import { luoghi } from "./support/site-data";
import { STEP_FREE_ENTRANCES } from "../../src/events/programme-filters";
import { UNVERIFIED } from "../../src/venues/access-facts";
import { axeViolations } from "./support/page-checks";

const slugsOf = (list: typeof events) => list.map((event) => event.slug);
const types = [...new Set(events.map((event) => event.tipo))];
const venues = [...new Set(events.map((event) => event.luogo))];
// The type with the most events, and one of its venues, so that both filters narrow something.
const tipo = types.sort((a, b) => events.filter((e) => e.tipo === b).length - events.filter((e) => e.tipo === a).length)[0];
const ofType = events.filter((event) => event.tipo === tipo);
const luogo = ofType[0].luogo;
const ofTypeAndVenue = ofType.filter((event) => event.luogo === luogo);
// A type and venue that never meet in the data, if there is such a pair.
const noMatch = types.flatMap((t) => venues.map((l) => [t, l] as const)).find(([t, l]) => !events.some((e) => e.tipo === t && e.luogo === l));

describeBrowser("programme filters", () => {
  const env = useBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await newContext(env.browser, { viewport: viewports.desktop });
    ({ page, errors } = await openPage(context, pagePaths.home));
    await programmeTools(page);
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });

  const params = () => Object.fromEntries(new URL(page.url()).searchParams);

  test("offers each type and venue of the data once, and shows everything at first", async () => {
    const options = (label: string) => page.getByLabel(label).locator("option").allTextContents();
    await expect(options("Tipo")).resolves.toEqual(["Tutti i tipi", ...new Set(events.map((e) => e.tipo))]);
    await expect(options("Luogo")).resolves.toEqual(["Tutti i luoghi", ...venues]);
    await expect(visibleCards(page)).resolves.toEqual(slugsOf(events));
    await expect(countStatus(page).getAttribute("aria-live")).resolves.toBe("polite");
    await expect(countStatus(page).textContent()).resolves.toBe(`${events.length} ${events.length === 1 ? "evento" : "eventi"} in programma`);
  });

  test("type, then venue: the cards, the count and the address follow; back and forward step through them", async () => {
    await page.getByLabel("Tipo").selectOption({ label: tipo });
    await expect(visibleCards(page)).resolves.toEqual(slugsOf(ofType));
    expect(params()).toEqual({ tipo: ofType[0].tipoSlug });
    await expect(countStatus(page).textContent()).resolves.toMatch(new RegExp(`^${ofType.length} eventi? su ${events.length}$`));

    await page.getByLabel("Luogo").selectOption({ label: luogo });
    await expect(visibleCards(page)).resolves.toEqual(slugsOf(ofTypeAndVenue));
    expect(params()).toEqual({ tipo: ofType[0].tipoSlug, luogo: ofType[0].luogoSlug });

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("luogo"));
    await expect(visibleCards(page)).resolves.toEqual(slugsOf(ofType));
    await expect(page.getByLabel("Luogo").inputValue()).resolves.toBe("");
    await expect(page.getByLabel("Tipo").inputValue()).resolves.toBe(ofType[0].tipoSlug);

    await page.goBack();
    await page.waitForURL((url) => url.search === "");
    await expect(visibleCards(page)).resolves.toEqual(slugsOf(events));

    await page.goForward();
    await page.waitForURL((url) => url.searchParams.has("tipo"));
    await expect(visibleCards(page)).resolves.toEqual(slugsOf(ofType));
  });

  test("an empty result says so; 'Mostra tutto' shows everything again", async () => {
    if (noMatch) {
      await page.getByLabel("Tipo").selectOption({ label: noMatch[0] });
      await page.getByLabel("Luogo").selectOption({ label: noMatch[1] });
      await expect(visibleCards(page)).resolves.toEqual([]);
      await expect(countStatus(page).textContent()).resolves.toMatch(/^Nessun evento con questa scelta/);
      await expect(page.locator("#programma").getByText("Nessun evento in questo giorno.").count()).resolves.toBeGreaterThan(0);
    }
    await page.getByRole("button", { name: "Mostra tutto" }).click();
    await expect(visibleCards(page)).resolves.toEqual(slugsOf(events));
    expect(params()).toEqual({});
    await expect(page.getByLabel("Tipo").inputValue()).resolves.toBe("");
  });

  test("a shared address opens the programme filtered, combined with 'solo i miei'", async () => {
    const { page: shared, errors: sharedErrors } = await openPage(context, `/?tipo=${ofType[0].tipoSlug}&solo=miei#programma`);
    await programmeTools(shared);
    await expect(visibleCards(shared)).resolves.toEqual([]);
    await expect(shared.getByRole("button", { name: "Solo i miei" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await shared.locator(`#programma-${ofType[0].slug}`).evaluate((card) => card.classList.length); // present, hidden
    await shared.getByRole("button", { name: "Solo i miei" }).click();
    await expect(visibleCards(shared)).resolves.toEqual(slugsOf(ofType));
    expect(sharedErrors).toEqual([]);
    await shared.close();
  });
});

// From data/luoghi.json: the events at venues whose entrance is step-free or has a ramp, and the venues
// of the programme nobody checked yet (an event's venue missing from the file counts as unchecked).
const entranceOf = (nome: string) => luoghi.find((luogo) => luogo.nome === nome)?.accesso.ingresso ?? UNVERIFIED;
const stepFree = events.filter((event) => STEP_FREE_ENTRANCES.includes(entranceOf(event.luogo)));
const unchecked = [...new Set(events.filter((event) => entranceOf(event.luogo) === UNVERIFIED).map((event) => event.luogo))];

describeBrowser("programme access filters", () => {
  const env = useBrowser();

  test.each<ViewportName>(["mobile", "desktop"])(
    "'Senza gradini' at %s: the cards, the unchecked venues named, the address shared, axe clean",
    async (width) => {
      const context = await newContext(env.browser, { viewport: viewports[width] });
      const { page, errors } = await openPage(context, pagePaths.home);
      await programmeTools(page);
      await page.getByRole("button", { name: "Senza gradini" }).click();
      await expect(visibleCards(page)).resolves.toEqual(slugsOf(stepFree));
      expect(new URL(page.url()).searchParams.get("gradini")).toBe("no");
      const note = page.locator("#programma").getByText(/ancora da verificare/);
      if (unchecked.length > 0) {
        await expect(note.textContent()).resolves.toContain(`(${unchecked.join(", ")})`);
        await expect(note.getByRole("link", { name: "Vedi i luoghi" }).getAttribute("href")).resolves.toBe(pagePaths.luoghi);
      } else {
        await expect(note.count()).resolves.toBe(0);
      }
      await expect(axeViolations(page)).resolves.toEqual([]);

      // The address, opened in another page: the same events.
      const { page: shared, errors: sharedErrors } = await openPage(context, new URL(page.url()).pathname + new URL(page.url()).search + "#programma");
      await programmeTools(shared);
      await expect(visibleCards(shared)).resolves.toEqual(slugsOf(stepFree));
      await expect(shared.getByRole("button", { name: "Senza gradini" }).getAttribute("aria-pressed")).resolves.toBe("true");
      expect([...errors, ...sharedErrors]).toEqual([]);
      await context.close();
    },
  );
});
