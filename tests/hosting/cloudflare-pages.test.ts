// The build as Cloudflare Pages serves it, on Pages' own engine (`wrangler pages dev`, see
// support/wrangler-pages-dev.mjs): every address the site gives out answers 200 with no redirect,
// each page has its one strict Content-Security-Policy, files are cached by type, an unknown
// address gets our 404 page, calendars are text/calendar.
import fs from "node:fs";
import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { inspectInlineScripts } from "../../gatsby/post-build/headers/inline-scripts";
import { changesFeedPath, sitePagePaths } from "../../src/utils/page-paths";
import { venuePagePath } from "../../src/venues/venue-paths";
import { builtFiles, eachLimited, pagesUrl, publicDir, rawGet, type RawResponse } from "./support/hosts";
import { nestedPagePaths } from "./support/compared-paths";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const immutable = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=0, must-revalidate";

function elements(node: Node, tagName: string, found: Element[] = []): Element[] {
  if ("tagName" in node && node.tagName === tagName) found.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) elements(child, tagName, found);
  return found;
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

const pages = new Map<string, RawResponse>();
let siteOrigin = "";

beforeAll(async () => {
  for (const page of sitePagePaths) pages.set(page, await rawGet(pagesUrl, page));
  // The canonical address of the home page names the site's origin (SITE_URL of the build).
  const home = parse(pages.get("/")?.body ?? "");
  const canonical = elements(home, "link").find((link) => attr(link, "rel") === "canonical");
  siteOrigin = new URL(attr(canonical!, "href")!).origin;
});

/** The path of an address of this site (relative, or absolute on the site's origin); null for other sites. */
function ownPath(href: string, from: string): string | null {
  if (/^(mailto|tel|data|javascript):/i.test(href)) return null;
  const url = new URL(href, `${siteOrigin}${from}`);
  return url.origin === siteOrigin ? url.pathname + url.search : null;
}

/** Every address the four pages give out on this site: links, canonical, og:url, JSON-LD urls, calendars. */
function addressesOnPage(page: string, html: string): string[] {
  const document = parse(html);
  const hrefs = [
    ...elements(document, "a").map((a) => attr(a, "href")),
    ...elements(document, "link")
      .filter((link) => attr(link, "rel") === "canonical")
      .map((link) => attr(link, "href")),
    ...elements(document, "meta")
      .filter((meta) => ["og:url", "og:image"].includes(attr(meta, "property") ?? ""))
      .map((meta) => attr(meta, "content")),
  ];
  for (const script of elements(document, "script").filter((s) => attr(s, "type") === "application/ld+json")) {
    const text = script.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
    for (const [, url] of text.matchAll(/"(?:url|@id|image|item)":"([^"]+)"/g)) hrefs.push(url);
  }
  return hrefs.flatMap((href) => (href ? [ownPath(href, page)] : [])).filter((p): p is string => p !== null);
}

describe("Cloudflare Pages (wrangler pages dev) serves the site's addresses with 200", () => {
  test("the four pages", () => {
    for (const page of sitePagePaths) expect([page, pages.get(page)?.status]).toEqual([page, 200]);
  });

  test("every same-site link, canonical, og:url, JSON-LD url and calendar link of the four pages: 200, no redirect", async () => {
    const addresses = new Set<string>();
    for (const [page, response] of pages) for (const address of addressesOnPage(page, response.body)) addresses.add(address);
    expect([...addresses].some((address) => address.endsWith(".ics"))).toBe(true);
    expect(addresses.size).toBeGreaterThan(sitePagePaths.length * 2);
    const problems: string[] = [];
    await eachLimited([...addresses], async (address) => {
      const { status, location } = await rawGet(pagesUrl, address);
      if (status !== 200) problems.push(`${address}: ${status}${location ? ` → ${location}` : ""}`);
    });
    expect(problems).toEqual([]);
  });

  test("the event pages named in the calendars (URL:) answer 200, no redirect", async () => {
    const calendars = builtFiles().filter((file) => file.endsWith(".ics"));
    const urls = new Set<string>();
    for (const file of calendars) {
      // RFC 5545 folds long lines: CRLF plus one space continues the line.
      const text = (await rawGet(pagesUrl, `/${file}`)).body.replace(/\r?\n[ \t]/g, "");
      for (const [, url] of text.matchAll(/^URL[^:]*:(\S+)$/gm)) urls.add(url);
    }
    expect(urls.size).toBeGreaterThan(0);
    for (const url of urls) {
      const pathname = ownPath(url, "/");
      expect([url, pathname === null]).toEqual([url, false]);
      const { status, location } = await rawGet(pagesUrl, pathname!);
      expect([url, status, location]).toEqual([url, 200, null]);
    }
  });

  test("every URL of the sitemap: 200, no redirect, and the four pages are there", async () => {
    const index = await rawGet(pagesUrl, "/sitemap-index.xml");
    expect(index.status).toBe(200);
    const sitemaps = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const sitemap of sitemaps) {
      const { status, body } = await rawGet(pagesUrl, sitemap);
      expect([sitemap, status]).toEqual([sitemap, 200]);
      urls.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc));
    }
    // Every page of the site, and each venue's (data/luoghi.json, gatsby/venues).
    const venuePages = fs.readdirSync(path.join(publicDir, "luoghi"), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(urls.map((url) => new URL(url).pathname).sort()).toEqual([...sitePagePaths, ...venuePages.map((entry) => venuePagePath(entry.name))].sort());
    for (const url of urls) {
      const { status, location } = await rawGet(pagesUrl, new URL(url).pathname);
      expect([url, status, location]).toEqual([url, 200, null]);
    }
  });

  test("robots.txt names the sitemap at an address that answers 200", async () => {
    const robots = await rawGet(pagesUrl, "/robots.txt");
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots.body)?.[1] ?? "";
    expect((await rawGet(pagesUrl, new URL(sitemap).pathname)).status).toBe(200);
  });

  test("the other forms of a page's address redirect (308) to the one the site uses", async () => {
    for (const page of sitePagePaths.filter((p) => p !== "/")) {
      for (const variant of [page.slice(0, -1), `${page}index.html`]) {
        const { status, location } = await rawGet(pagesUrl, variant);
        expect([variant, status, location]).toEqual([variant, 308, page]);
      }
    }
  });
});

describe("Cloudflare Pages applies _headers as the generator meant", () => {
  test("each page has exactly one Content-Security-Policy: strict, with the hashes of its own inline scripts", async () => {
    // The venues' and archived editions' pages too, which share a placeholder rule (`/luoghi/:slug/`) when their policies agree.
    const nested = await Promise.all(nestedPagePaths.map(async (page) => [page, await rawGet(pagesUrl, page)] as const));
    for (const [page, { headers, body }] of [...pages, ...nested]) {
      const csp = headers.get("content-security-policy") ?? "";
      expect([page, csp.includes(", ")]).toEqual([page, false]);
      const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1].split(" ") ?? [];
      const { hashes } = inspectInlineScripts(body);
      expect(hashes.length).toBeGreaterThan(0);
      expect([page, scriptSrc.sort()]).toEqual([page, ["'self'", ...hashes].sort()]);
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect([page, csp]).toEqual([page, expect.stringContaining(directive)]);
      }
      expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
      expect(headers.get("x-frame-options")).toBe("DENY");
    }
  });

  test("content-hashed files are immutable; pages, page data and calendars revalidate", async () => {
    const files = builtFiles();
    const hashed = files.filter((file) => file.startsWith("static/") || /^[\w.-]+[-.](?:[0-9a-f]{20}|[0-9a-f]{8})\.(js|css)$/.test(file));
    const fresh = files.filter((file) => file.startsWith("page-data/") || file.endsWith(".ics"));
    expect(hashed.length).toBeGreaterThan(5);
    expect(fresh.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    const expectCache = (expected: string) => async (pathname: string) => {
      const { status, headers } = await rawGet(pagesUrl, pathname);
      const got = headers.get("cache-control");
      if (status !== 200 || got !== expected) wrong.push(`${pathname}: ${status} "${got}"`);
    };
    // Earlier builds' chunks may linger in a local public/ with no rule: check the current build's.
    const referenced = new Set(
      [...pages.values()].flatMap(({ body }) => [...body.matchAll(/\/([\w.-]+[-.](?:[0-9a-f]{20}|[0-9a-f]{8})\.(?:js|css))/g)].map(([, f]) => f)),
    );
    await eachLimited(
      hashed.filter((file) => file.startsWith("static/") || referenced.has(file)).map((file) => `/${file}`),
      expectCache(immutable),
    );
    await eachLimited([...sitePagePaths, ...fresh.map((file) => `/${file}`)], expectCache(revalidate));
    expect(wrong).toEqual([]);
  });

  test("an unknown address answers 404 with our Italian 404 page, which carries its policy in a <meta>", async () => {
    for (const unknown of ["/pagina-inesistente", "/pagina/inesistente/", "/concerti/inesistente"]) {
      const { status, body, headers } = await rawGet(pagesUrl, unknown);
      expect([unknown, status]).toEqual([unknown, 404]);
      expect(body).toBe(fs.readFileSync(path.join(publicDir, "404.html"), "utf8"));
      expect(body).toMatch(/^<!DOCTYPE html><html lang="it"/);
      expect(body).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  test("the changes feed is served as Atom (functions/modifiche.xml.ts), revalidated, a 304 when unchanged", async () => {
    const { status, headers } = await rawGet(pagesUrl, changesFeedPath);
    // Pages' engine keeps application/xml for a .xml file and ignores the rule's Content-Type: the
    // site's function for this one address gives it the feed's type, and the static file's headers.
    expect([status, headers.get("content-type"), headers.get("cache-control")]).toEqual([200, "application/atom+xml; charset=utf-8", revalidate]);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    const etag = headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(new URL(changesFeedPath, pagesUrl), { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  test("calendars are served as text/calendar", async () => {
    const calendars = builtFiles().filter((file) => file.endsWith(".ics"));
    expect(calendars.length).toBeGreaterThan(0);
    await eachLimited(calendars, async (file) => {
      const { status, headers } = await rawGet(pagesUrl, `/${file}`);
      expect([file, status, headers.get("content-type")]).toEqual([file, 200, expect.stringMatching(/^text\/calendar/)]);
    });
  });
});
