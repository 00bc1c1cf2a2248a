// /avvisi.json is untrusted input (issue 43): hostile bodies served to an open page (items null, wrong
// types, 10,000 items, a megabyte of text, HTML in a text, no notices file at all). The good notices
// show, the bad ones are dropped, and the visitor's stars and filters keep working. Fixture notices
// and a fixed clock; never the site's own notices.
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { pagePaths } from "../../src/utils/page-paths";
import { describeBrowser, eventually, newContext, openPage, useBrowser, viewports } from "./support/harness";
import { anySaveToggle, countStatus, events, programmeTools, storedSlugs } from "./support/pocket";

const publicDir = path.resolve(__dirname, "../..", process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
// The same programme as the page's: no "new version" toast in the way.
const { programma } = JSON.parse(fs.readFileSync(path.join(publicDir, "avvisi.json"), "utf8")) as { programma: string };

const NOW = Date.parse("2025-09-13T20:00:00+02:00");
const good = (id: string, testo: string) => ({ id, testo, dal: "2025-09-13T18:00:00+02:00", al: "2025-09-14T00:00:00+02:00", finestra: `finestra di ${id}` });
const GOOD = good("buono0000000", "Le porte aprono alle 21:00.");
const later = (index: number) => ({ ...good(`dopo${index}`, "Non ancora."), dal: "2025-09-20T18:00:00+02:00", al: "2025-09-21T00:00:00+02:00" });

const HOSTILE: Array<[string, unknown, string[]]> = [
  ["items null", { programma, avvisi: [null, GOOD, null] }, [GOOD.testo]],
  [
    "items of the wrong types",
    {
      programma,
      avvisi: [
        "avviso",
        7,
        [GOOD],
        { ...GOOD, id: "testo0000000", testo: { html: "<b>x</b>" } },
        { ...GOOD, id: "dal000000000", dal: 1 },
        { ...GOOD, id: "imp000000000", importante: "sì" },
        GOOD,
      ],
    },
    [GOOD.testo],
  ],
  ["10,000 items", { programma, avvisi: [GOOD, ...Array.from({ length: 9_999 }, (_, index) => later(index))] }, [GOOD.testo]],
  ["a text of a megabyte", { programma, avvisi: [{ ...GOOD, id: "mega00000000", testo: "a".repeat(1024 * 1024) }, GOOD] }, [GOOD.testo]],
  [
    "HTML in a text",
    { programma, avvisi: [good("html00000000", '<img src="/x" onerror="document.title=1"><b>grassetto</b>')] },
    ['<img src="/x" onerror="document.title=1"><b>grassetto</b>'],
  ],
  ["no notices file at all", { programma, avvisi: { 0: GOOD } }, []],
];

describeBrowser("hostile notices files on an open page", () => {
  const env = useBrowser();

  async function openWith(body: unknown): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await newContext(env.browser, { viewport: viewports.desktop, reducedMotion: "reduce" });
    await context.clock.install({ time: NOW });
    await context.route("**/avvisi.json", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) }));
    const { page, errors } = await openPage(context, pagePaths.home);
    await page.waitForSelector("html[data-pocket='ready']", { state: "attached" });
    return { context, page, errors };
  }

  const panel = (page: Page) => page.getByRole("region", { name: "Nuovi avvisi" });

  test.each(HOSTILE)("%s: the good notices show, the stars and the filters keep working", async (_, body, shown) => {
    const { context, page, errors } = await openWith(body);
    if (shown.length > 0) {
      expect(await eventually(async () => (await panel(page).count()) === 1, 10_000)).toBe(true);
      expect(await panel(page).getByRole("listitem").allTextContents()).toEqual(shown.map((text) => expect.stringContaining(text)));
      // HTML in a text is text: nothing of it became an element.
      expect(await panel(page).locator("img, b").count()).toBe(0);
    } else {
      // Asked and read (the route answered), and nothing came of it.
      await page.waitForTimeout(1_000);
      expect(await panel(page).count()).toBe(0);
    }

    // The visitor's programme is still there and answers.
    const star = anySaveToggle(page).first();
    await star.click();
    await expect(star.getAttribute("aria-pressed")).resolves.toBe("true");
    expect(await storedSlugs(page)).toHaveLength(1);
    const tools = await programmeTools(page);
    await tools.getByLabel("Tipo").selectOption({ label: events[0].tipo });
    await page.waitForURL((url) => url.searchParams.has("tipo"));
    expect(await countStatus(page).textContent()).toMatch(/ su \d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
