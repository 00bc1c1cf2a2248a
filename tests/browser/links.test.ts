// Outbound links as rendered after hydration: new tab + noopener everywhere, and ticket, booking,
// maps, phone and e-mail links pointing exactly where the data files say.
import type { BrowserContext, Page } from "playwright-core";
import { baseUrl, describeBrowser, newContext, openPage, sitePages, unknownPath, useBrowser } from "./support/harness";
import { bookingLinks, mapsLinks, sito, ticketLinks } from "./support/site-data";
import { pagePaths } from "../../src/utils/page-paths";
import { HERO_CONCERTS } from "../../src/components/hero/hero-concerts";

interface RenderedLink {
  href: string;
  target: string | null;
  rel: string[];
  name: string;
  inFooter: boolean;
  inMain: boolean;
}

async function renderedLinks(page: Page): Promise<RenderedLink[]> {
  return page.locator("a[href]").evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: anchor.getAttribute("href") ?? "",
      target: anchor.getAttribute("target"),
      rel: (anchor.getAttribute("rel") ?? "").split(/\s+/).filter(Boolean),
      name: (anchor.getAttribute("aria-label") ?? anchor.textContent ?? "").trim().replace(/\s+/g, " "),
      inFooter: anchor.closest("footer") !== null,
      inMain: anchor.closest("main") !== null,
    })),
  );
}

const isOutbound = (href: string): boolean => /^https?:\/\//i.test(href) && new URL(href).origin !== new URL(baseUrl).origin;
const hostIs = (href: string, host: string): boolean => isOutbound(href) && new URL(href).hostname.endsWith(host);
const digits = (phone: string): string => phone.replace(/[^\d+]/g, "");

describeBrowser("links", () => {
  const env = useBrowser();
  let context: BrowserContext;
  const linksByPage = new Map<string, RenderedLink[]>();

  beforeAll(async () => {
    context = await newContext(env.browser);
    // One page after another: five tabs hydrating at once beside the other worker starved the
    // grown home page past the hydration timeout on a loaded CI machine.
    for (const { path } of sitePages) {
      const { page } = await openPage(context, path);
      linksByPage.set(path, await renderedLinks(page));
      await page.close();
    }
  });
  afterAll(async () => {
    await context?.close();
  });
  const linksOn = (path: string): RenderedLink[] => linksByPage.get(path) ?? [];

  test.each(sitePages.map((page) => page.path))("every outbound link on %s opens a new tab with rel noopener", (path) => {
    const outbound = linksOn(path).filter((link) => isOutbound(link.href));
    expect(outbound.length).toBeGreaterThan(0);
    const wrong = outbound.filter((link) => link.target !== "_blank" || !link.rel.includes("noopener"));
    expect(wrong).toEqual([]);
  });

  test.each(sitePages.map((page) => page.path))("the footer on %s has tel:, mailto: and social links from sito.json", (path) => {
    const footer = linksOn(path).filter((link) => link.inFooter);
    const phones = footer.filter((link) => link.href.startsWith("tel:")).map((link) => digits(link.href.slice(4)));
    for (const phone of sito.telefoni) expect(phones).toContain(digits(phone));
    const mails = footer.filter((link) => link.href.startsWith("mailto:")).map((link) => link.href.slice(7).split("?")[0]);
    for (const email of sito.email) expect(mails).toContain(email);
    const socials = footer.filter((link) => isOutbound(link.href)).map((link) => [link.name, link.href]);
    for (const social of sito.social) expect(socials).toContainEqual([social.nome, social.url]);
  });

  test("home: the four maps links are the venues' mappe URLs", () => {
    const maps = linksOn("/").filter((link) => hostIs(link.href, "google.com") && link.href.includes("/maps"));
    expect([...new Set(maps.map((link) => link.href))].sort()).toEqual([...mapsLinks].sort());
    expect(maps.length).toBeGreaterThanOrEqual(mapsLinks.length);
  });

  test.each([
    ["/", "ticket", "ticketone.it", ticketLinks],
    ["/", "booking", "eventbrite.it", bookingLinks],
    [pagePaths.concerti, "ticket", "ticketone.it", ticketLinks],
    [pagePaths.talks, "booking", "eventbrite.it", bookingLinks],
  ] as const)("%s: every %s link points at the data's URLs, and each URL is there", (path, _kind, host, expected) => {
    const hrefs = linksOn(path)
      .filter((link) => hostIs(link.href, host))
      .map((link) => link.href);
    for (const href of hrefs) expect(expected).toContain(href);
    for (const href of expected) expect(hrefs).toContain(href);
  });

  test("home: the practical information lists 2 ticket and 4 booking links besides the bar's dropdown", () => {
    const main = linksOn("/").filter((link) => !link.inFooter);
    const tickets = main.filter((link) => hostIs(link.href, "ticketone.it"));
    const bookings = main.filter((link) => hostIs(link.href, "eventbrite.it"));
    // Bar dropdown (every concert) + practical information (every concert) + hero buttons (the first two).
    expect(tickets.length).toBeGreaterThanOrEqual(ticketLinks.length * 2 + Math.min(ticketLinks.length, HERO_CONCERTS));
    expect(bookings.length).toBeGreaterThanOrEqual(bookingLinks.length);
  });

  test("the 404 page names the problem and links back home", async () => {
    const page = await context.newPage();
    await page.goto(unknownPath);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/Pagina non trovata/);
    const home = linksOn(unknownPath).filter((link) => link.href === "/" && link.inMain);
    expect(home.length).toBeGreaterThanOrEqual(1);
  });
});
