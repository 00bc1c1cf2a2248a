/**
 * @jest-environment jsdom
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { LOADER_ID } from "../../gatsby/internals/post-paint-loader/post-paint-loader";
import { siteUrl } from "../../gatsby/site-url";
import { pagePaths } from "../../src/utils/page-paths";
import { ARCHIVE_PAGES, PAGES, PUBLIC_DIR, VENUE_PAGES, builtDocument, readBuilt } from "./read-built-site";

const meta = (doc: Document, key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
const canonicalFor = (pathname: string) => (pathname === "/" ? `${siteUrl}/` : `${siteUrl}${pathname}`);
const docs = new Map([...PAGES, ...ARCHIVE_PAGES].map((p) => [p, builtDocument(p)]));

describe.each([...PAGES, ...ARCHIVE_PAGES])("head of %s", (pathname) => {
  const doc = docs.get(pathname)!;

  it("is Italian, with its own title and a 50-170 character description", () => {
    expect(doc.documentElement.getAttribute("lang")).toBe("it");
    expect(doc.querySelectorAll("title")).toHaveLength(1);
    expect(doc.title).toMatch(/Connessioni/);
    const description = meta(doc, "description") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(170);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("names its canonical URL at the configured site address", () => {
    const links = doc.querySelectorAll('link[rel="canonical"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute("href")).toBe(canonicalFor(pathname));
    expect(meta(doc, "robots") ?? "").not.toMatch(/noindex/);
  });

  it("has Open Graph and Twitter tags for a large link preview", () => {
    expect(meta(doc, "og:type")).toBe("website");
    expect(meta(doc, "og:url")).toBe(canonicalFor(pathname));
    expect(meta(doc, "og:title")).toBe(doc.title);
    expect(meta(doc, "og:description")).toBe(meta(doc, "description"));
    expect(meta(doc, "og:locale")).toBe("it_IT");
    expect(meta(doc, "og:site_name")).toMatch(/Connessioni/);
    expect(meta(doc, "og:image:width")).toBe("1200");
    expect(meta(doc, "og:image:height")).toBe("630");
    expect((meta(doc, "og:image:alt") ?? "").length).toBeGreaterThan(20);
    expect(meta(doc, "twitter:card")).toBe("summary_large_image");
    expect(meta(doc, "twitter:title")).toBe(doc.title);
    expect(meta(doc, "twitter:description")).toBe(meta(doc, "description"));
    expect(meta(doc, "twitter:image")).toBe(meta(doc, "og:image"));
    expect(meta(doc, "twitter:image:alt")).toBe(meta(doc, "og:image:alt"));
    expect(meta(doc, "theme-color")).toBe("#14123A");
  });

  it("points og:image at a built 1200x630 PNG of its own", async () => {
    const image = meta(doc, "og:image") ?? "";
    expect(image.startsWith(`${siteUrl}/`)).toBe(true);
    const file = path.join(PUBLIC_DIR, image.slice(siteUrl.length));
    expect(fs.existsSync(file)).toBe(true);
    const info = await sharp(file).metadata();
    expect([info.format, info.width, info.height]).toEqual(["png", 1200, 630]);
  });
});

describe("across pages", () => {
  it("gives every page a different title, description and share image", () => {
    const pages = [...PAGES, ...ARCHIVE_PAGES];
    for (const key of ["title", "description", "og:image"]) {
      const values = pages.map((p) => (key === "title" ? docs.get(p)!.title : meta(docs.get(p)!, key)));
      expect(new Set(values).size).toBe(pages.length);
    }
  });

  it("keeps the 404 page out of the index", () => {
    const notFound = new DOMParser().parseFromString(readBuilt("404.html"), "text/html");
    expect(notFound.documentElement.getAttribute("lang")).toBe("it");
    expect(meta(notFound, "robots")).toMatch(/noindex/);
    expect(notFound.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe("sitemap and robots.txt", () => {
  const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]);

  it("lists the four pages, the archived editions' and the venues' pages, the access page, and no 404", () => {
    const index = readBuilt("sitemap-index.xml");
    const sitemaps = locs(index);
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls = sitemaps.flatMap((loc) => {
      expect(loc.startsWith(`${siteUrl}/`)).toBe(true);
      return locs(readBuilt(loc.slice(siteUrl.length)));
    });
    expect([...urls].sort()).toEqual([...PAGES, ...ARCHIVE_PAGES, ...VENUE_PAGES, pagePaths.accessibilita].map(canonicalFor).sort());
    expect(urls.join(" ")).not.toMatch(/404/);
  });

  it("robots.txt names the sitemap by its absolute URL", () => {
    const robots = readBuilt("robots.txt");
    expect(robots).toMatch(/^User-agent: \*$/m);
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemap).toBe(`${siteUrl}/sitemap-index.xml`);
    expect(fs.existsSync(path.join(PUBLIC_DIR, "sitemap-index.xml"))).toBe(true);
  });
});

describe("manifest, icons and favicon", () => {
  const manifest = JSON.parse(readBuilt("manifest.webmanifest"));

  it("describes the site as an Italian standalone app in the festival colours", () => {
    expect(manifest).toMatchObject({
      short_name: "Connessioni",
      start_url: "/",
      lang: "it",
      display: "standalone",
      theme_color: "#14123A",
      background_color: "#FFF8EC",
    });
    expect(manifest.name).toMatch(/Connessioni/);
  });

  it("ships every icon it names, and a favicon.ico", async () => {
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const file = path.join(PUBLIC_DIR, icon.src.split("?")[0]);
      const [w, h] = icon.sizes.split("x").map(Number);
      const info = await sharp(file).metadata();
      expect([info.width, info.height]).toEqual([w, h]);
    }
    const ico = fs.readFileSync(path.join(PUBLIC_DIR, "favicon.ico"));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    for (const doc of docs.values()) {
      // The favicon link is an empty data: icon until the post-paint loader sets the address it
      // carries (browsers without JavaScript read the real link inside <noscript>).
      const icon = doc.getElementById(LOADER_ID)?.getAttribute("data-icon") ?? "";
      expect(icon).toBe("/favicon.ico");
      expect(fs.existsSync(path.join(PUBLIC_DIR, icon))).toBe(true);
      const html = doc.documentElement.innerHTML;
      expect(html).toContain(`<link rel="icon" href="data:,"><noscript><link rel="icon" href="${icon}"></noscript>`);
      // The manifest link is added after the first paint by the post-paint loader, which carries it.
      expect(doc.querySelector('link[rel="manifest"]')).toBeNull();
      expect(doc.getElementById(LOADER_ID)?.getAttribute("data-manifest")).toBe("/manifest.webmanifest");
      const touchIcons = Array.from(doc.querySelectorAll('link[rel="apple-touch-icon"]'), (link) => link.getAttribute("href") ?? "");
      expect(touchIcons).toHaveLength(1);
      expect(fs.existsSync(path.join(PUBLIC_DIR, touchIcons[0]))).toBe(true);
    }
  });

  it("registers no service worker from the page itself and loads head resources from the site itself", () => {
    // The offline copy's worker is registered after the first paint by the enhancements chunk
    // (src/enhancements/offline), never by markup in the page.
    expect(fs.existsSync(path.join(PUBLIC_DIR, "sw.js"))).toBe(true);
    for (const doc of docs.values()) {
      expect(doc.documentElement.innerHTML).not.toMatch(/serviceWorker\.register/);
      const urls = Array.from(doc.querySelectorAll("link[href], script[src]"), (el) => el.getAttribute("href") ?? el.getAttribute("src") ?? "");
      const external = urls.filter((u) => /^(https?:)?\/\//.test(u) && !u.startsWith(siteUrl));
      expect(external).toEqual([]);
    }
  });
});
