/**
 * @jest-environment jsdom
 */
// The access page, /accessibilita/ (issue 48), in the build: its head, the festival's part from the
// build's data (services, the contact, this edition's venues, the events with LIS, subtitles or
// interpreting), the statement's status and date from sito.json; and a link to it in the footer of
// every page the build has, the archived editions' included.
import fs from "node:fs";
import path from "node:path";
import { siteUrl } from "../../gatsby/site-url";
import { conformanceStatus, type StatementFacts } from "../../src/accessibility/conformance";
import { SITE_CHECKS } from "../../src/accessibility/site-checks";
import { formatDateLong } from "../../src/utils/format";
import { pagePaths } from "../../src/utils/page-paths";
import { venuePagePath } from "../../src/venues/venue-paths";
import { PUBLIC_DIR, builtDocument, readData } from "./read-built-site";

interface Sito {
  emailAccessibilita: string;
  serviziAccessibilita: { titolo: string; testo: string }[];
  dichiarazioneAccessibilita: StatementFacts & { dataValutazione: string };
}
const sito = readData<Sito>("sito.json");
const luoghi = readData<{ nome: string; slug: string }[]>("luoghi.json");
const programma = readData<{ eventi: { id: string; luogo: string; servizi?: string[] }[] }[]>("programma.json");
const events = programma.flatMap((day) => day.eventi);

const doc = builtDocument(pagePaths.accessibilita);
const main = doc.querySelector("main")!;
const meta = (key: string) => doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? null;
const region = (title: string) => {
  const heading = Array.from(main.querySelectorAll("h2, h3")).find((element) => element.textContent === title);
  if (!heading) throw new Error(`no heading «${title}»`);
  return heading.closest("section")!;
};

describe("/accessibilita/", () => {
  it("has its own title, description, canonical URL and a share image that exists; its JSON-LD, if any, parses", () => {
    expect(doc.querySelector("h1")?.textContent).toBe("Accessibilità");
    expect(doc.title).toMatch(/^Accessibilità · Connessioni/);
    const description = meta("description") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(170);
    expect(meta("og:description")).toBe(description);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${siteUrl}${pagePaths.accessibilita}`);
    expect(meta("og:url")).toBe(`${siteUrl}${pagePaths.accessibilita}`);
    const image = meta("og:image") ?? "";
    expect(fs.existsSync(path.join(PUBLIC_DIR, image.slice(siteUrl.length)))).toBe(true);
    for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]')))
      expect(() => JSON.parse(script.textContent ?? "")).not.toThrow();
  });

  it("lists the organisers' services, or says none was announced, with the e-mail for access requests", () => {
    const servizi = region("Servizi per il pubblico");
    expect(servizi.querySelectorAll("li")).toHaveLength(sito.serviziAccessibilita.length);
    expect(servizi.textContent?.includes("non hanno ancora annunciato")).toBe(sito.serviziAccessibilita.length === 0);
    expect(region("A chi chiedere").querySelector(`a[href="mailto:${sito.emailAccessibilita}"]`)).not.toBeNull();
  });

  it("shows each venue of this edition with its page and its facts in words", () => {
    const used = luoghi.filter((luogo) => events.some((event) => event.luogo === luogo.nome));
    const shown = Array.from(region("Come si entra nei luoghi").querySelectorAll("h3 a"), (a) => a.getAttribute("href"));
    expect(shown).toEqual((used.length > 0 ? used : luoghi).map((luogo) => venuePagePath(luogo.slug)));
    expect(region("Come si entra nei luoghi").querySelectorAll("dl")).toHaveLength(shown.length);
  });

  it("lists the events with LIS, subtitles or interpreting, or says there are none", () => {
    const withServices = events.filter((event) => (event.servizi ?? []).length > 0);
    const section = region("Lingua dei segni, sottotitoli, interpretariato");
    expect(Array.from(section.querySelectorAll("li > a:first-child"), (a) => a.getAttribute("href")).sort()).toEqual(
      withServices.map((event) => `/#programma-${event.id}`).sort(),
    );
    expect(section.textContent?.includes("Per ora nessun evento")).toBe(withServices.length === 0);
  });

  it("states the conformance the data allows, the date of the last assessment and every automated check", () => {
    const { dichiarazioneAccessibilita: dichiarazione } = sito;
    expect(region("Stato di conformità").querySelector("strong")?.textContent).toBe(conformanceStatus(dichiarazione));
    expect(region("Come è stato valutato").textContent).toContain(`Ultima valutazione: ${formatDateLong(dichiarazione.dataValutazione).toLowerCase()}`);
    expect(region("Come è stato valutato").querySelector("ul")?.querySelectorAll("li")).toHaveLength(SITE_CHECKS.length);
    expect(region("Segnalare una barriera").querySelector(`a[href="mailto:${sito.emailAccessibilita}"]`)).not.toBeNull();
  });
});

/** Every page of the build: public/**\/index.html and 404.html, the CMS's /admin/ aside. */
function builtPages(dir = PUBLIC_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["admin", "page-data", "_gatsby", "static"].includes(entry.name) && dir === PUBLIC_DIR ? [] : builtPages(full);
    return entry.name === "index.html" || (entry.name === "404.html" && dir === PUBLIC_DIR) ? [full] : [];
  });
}

it("every built page links /accessibilita/ from its footer", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(10);
  const without = pages.filter((file) => {
    const page = new DOMParser().parseFromString(fs.readFileSync(file, "utf8"), "text/html");
    const link = page.querySelector(`footer a[href="${pagePaths.accessibilita}"]`);
    return link?.textContent !== "Accessibilità";
  });
  expect(without.map((file) => path.relative(PUBLIC_DIR, file))).toEqual([]);
});
