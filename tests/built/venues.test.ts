/**
 * @jest-environment jsdom
 */
// The venues' pages (issue 48) in the build: one per entry of the build's luoghi.json, with its head,
// its JSON-LD Place (verified facts only), the access facts in words and its events; every card of
// today's edition links its venue's name to the venue's page.
import { siteUrl } from "../../gatsby/site-url";
import { accessFactLines, type AccessFacts } from "../../src/venues/access-facts";
import { venuePagePath } from "../../src/venues/venue-paths";
import { pagePaths } from "../../src/utils/page-paths";
import { builtDocument, readData } from "./read-built-site";

interface Luogo {
  nome: string;
  slug: string;
  indirizzo: { via?: string; citta: string; cap?: string };
  coordinate?: { lat: number; lon: number };
  accesso: AccessFacts;
}
const luoghi = readData<Luogo[]>("luoghi.json");
const programma = readData<{ eventi: { id: string; luogo: string }[] }[]>("programma.json");
const events = programma.flatMap((day) => day.eventi);
const sito = readData<{ emailAccessibilita: string }>("sito.json");

const meta = (doc: Document, key: string) => doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? null;
const place = (doc: Document) =>
  Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))
    .map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>)
    .find((node) => node["@type"] === "Place")!;

describe("/luoghi/", () => {
  const doc = builtDocument(pagePaths.luoghi);
  it("links every venue's page, and names the contact for access questions", () => {
    const links = Array.from(doc.querySelectorAll("main h2 a"), (a) => a.getAttribute("href"));
    expect([...links].sort()).toEqual(luoghi.map((luogo) => venuePagePath(luogo.slug)).sort());
    expect(doc.querySelector(`main a[href="mailto:${sito.emailAccessibilita}"]`)).not.toBeNull();
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${siteUrl}${pagePaths.luoghi}`);
  });
});

describe.each(luoghi.map((luogo) => [luogo.nome, luogo] as const))("the page of %s", (_name, luogo) => {
  const path = venuePagePath(luogo.slug);
  const doc = builtDocument(path);
  const main = doc.querySelector("main")!;

  it("has its own title, description and canonical URL", () => {
    expect(doc.querySelector("h1")?.textContent).toBe(luogo.nome);
    expect(doc.title).toContain(luogo.nome);
    const description = meta(doc, "description") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(170);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${siteUrl}${path}`);
    expect(meta(doc, "og:url")).toBe(`${siteUrl}${path}`);
  });

  it("says each access fact in words, an unverified one as «da verificare» with the e-mail for access questions", () => {
    const shown = Array.from(main.querySelectorAll("dl dt"), (dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    const lines = accessFactLines(luogo.accesso);
    expect(shown).toEqual(lines.map((line) => [line.etichetta, line.valore]));
    if (lines.some((line) => !line.verificato)) expect(main.querySelector(`a[href="mailto:${sito.emailAccessibilita}"]`)).not.toBeNull();
    // Never "accessibile" as a claim: the word only names the fact of the toilet.
    expect(main.textContent?.replace(/Bagno accessibile/g, "")).not.toMatch(/accessibile/i);
  });

  it("opens the visitor's maps: a route to the coordinates, or a search by name and address", () => {
    const hrefs = Array.from(main.querySelectorAll("a"), (a) => a.getAttribute("href") ?? "");
    const geo = hrefs.find((href) => href.startsWith("geo:"));
    if (luogo.coordinate) expect(geo).toMatch(new RegExp(`^geo:${luogo.coordinate.lat},${luogo.coordinate.lon}`));
    else expect(geo).toMatch(/^geo:0,0\?q=/);
    expect(hrefs.some((href) => href.startsWith("https://www.openstreetmap.org/"))).toBe(true);
    // Walking times only between venues with coordinates.
    expect(main.textContent?.includes("in linea d'aria")).toBe(Boolean(luogo.coordinate) && luoghi.filter((other) => other.coordinate).length > 1);
  });

  it("lists the edition's events there, with their save slots", () => {
    const here = events.filter((event) => event.luogo === luogo.nome);
    const cards = Array.from(main.querySelectorAll("article"));
    expect(cards).toHaveLength(here.length);
    expect(main.querySelectorAll('[data-pocket="save"]')).toHaveLength(here.length);
  });

  it("describes the venue as a schema.org Place with verified facts only", () => {
    const node = place(doc);
    expect(node).toMatchObject({
      "@type": "Place",
      name: luogo.nome,
      url: `${siteUrl}${path}`,
      address: { "@type": "PostalAddress", addressLocality: luogo.indirizzo.citta },
    });
    expect((node.address as Record<string, unknown>).streetAddress).toBe(luogo.indirizzo.via);
    if (luogo.coordinate) expect(node.geo).toEqual({ "@type": "GeoCoordinates", latitude: luogo.coordinate.lat, longitude: luogo.coordinate.lon });
    else expect(node).not.toHaveProperty("geo");
    const verified = accessFactLines(luogo.accesso).filter((line) => line.verificato);
    expect(((node.amenityFeature as { name: string }[] | undefined) ?? []).map((feature) => feature.name)).toEqual(verified.map((line) => line.etichetta));
  });
});

describe("every card's venue", () => {
  it.each([pagePaths.home, pagePaths.concerti, pagePaths.talks])("on %s links to the venue's page", (page) => {
    const doc = builtDocument(page);
    const byName = new Map(luoghi.map((luogo) => [luogo.nome, venuePagePath(luogo.slug)]));
    const links = Array.from(doc.querySelectorAll("main article a"), (a) => [a.textContent, a.getAttribute("href")] as const).filter(([text]) =>
      byName.has(text ?? ""),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const [text, href] of links) expect(href).toBe(byName.get(text ?? ""));
    // Every card names its venue with a link.
    expect(links.length).toBe(doc.querySelectorAll("main article").length);
  });
});
