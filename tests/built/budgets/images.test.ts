// Performance guards on the production build in public/: what does not flake (bytes, attributes,
// origins), never timings. Timings live in `npm run bench` (scripts/bench/, docs/performance.md).
import fs from "node:fs";
import path from "node:path";
import { FROM_NAV, FROM_SM } from "../../../src/styles/media";
import { pagePaths } from "../../../src/utils/page-paths";
import {
  ancestors,
  ARCHIVE_PAGES,
  attr,
  byTag,
  cssRules,
  htmlFile,
  inlineCss,
  inSiteHeader,
  isHero,
  leadsWithText,
  PAGES,
  parsePage,
  PUBLIC,
  type Element,
} from "./page-markup";

// A hero poster is painted as soon as it arrives, so its encoding must stay lean. Its bytes depend
// on the artwork the volunteers upload (reported by `npm run bench`), so the budget is per pixel and
// guards the encoder settings (AVIF at quality 34 in gatsby-config.ts): flat artwork is ~0.3 bits per
// pixel and a photo at this quality under 1; quality 80 or more would exceed it.
const HERO_AVIF_BITS_PER_PIXEL = 1;

describe.each([...PAGES, ...ARCHIVE_PAGES])("budgets of %s", (route) => {
  const root = parsePage(route);
  const images = byTag(root, "img");

  test("every image has its size and a text alternative", () => {
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      const label = attr(img, "src");
      expect({ label, width: Number(attr(img, "width")) > 0, height: Number(attr(img, "height")) > 0 }).toEqual({
        label,
        width: true,
        height: true,
      });
      expect({ label, alt: (attr(img, "alt") ?? "").trim().length > 0 }).toEqual({ label, alt: true });
    }
  });

  test("only the first images of the content load eagerly, asking for low priority; all others are lazy", () => {
    // The eager ones (the home hero posters; on list pages the first card's leading image, in the
    // first screen on wide screens and right after the first card's facts on phones) come before
    // every lazy one. No <img> asks for high priority: it would on every screen, and on phones the
    // largest paint is text. The one high-priority request is the media-scoped preload (next test).
    const content = images.filter((image) => !inSiteHeader(image));
    if (leadsWithText(route)) {
      // An archived edition leads with text: every poster of its content is lazy.
      for (const img of content) expect({ src: attr(img, "src"), loading: attr(img, "loading") }).toEqual({ src: attr(img, "src"), loading: "lazy" });
      expect(images.filter((img) => attr(img, "fetchpriority") === "high")).toEqual([]);
      return;
    }
    const eagerCount = content.findIndex((image) => attr(image, "loading") === "lazy");
    const eager = eagerCount === -1 ? content : content.slice(0, eagerCount);
    const rest = content.slice(eager.length);
    expect(eager.length).toBeGreaterThanOrEqual(1);
    expect(eager.length).toBeLessThanOrEqual(2);
    for (const img of eager)
      expect({ src: attr(img, "src"), fetchpriority: attr(img, "fetchpriority") }).toEqual({ src: attr(img, "src"), fetchpriority: "low" });
    expect(attr(eager[0], "decoding")).toBe("sync");
    expect(images.filter((img) => attr(img, "fetchpriority") === "high")).toEqual([]);
    for (const img of rest) {
      expect({ src: attr(img, "src"), loading: attr(img, "loading") }).toEqual({ src: attr(img, "src"), loading: "lazy" });
    }
    if (route === "/") expect(eager.every(isHero)).toBe(true);
    // The logo in the top bar is above the fold on every page: never lazy, but never before the
    // page's main image either (low priority).
    for (const img of images.filter(inSiteHeader)) {
      expect(attr(img, "loading")).not.toBe("lazy");
      expect(attr(img, "fetchpriority")).toBe("low");
    }
  });

  if (route === pagePaths.talks) {
    test("the first talk's other images, beside and below its first, come after it", () => {
      const [firstCard] = byTag(root, "article");
      const [first, ...others] = byTag(firstCard, "img");
      expect(attr(first, "loading")).toBe("eager");
      expect(others.length).toBeGreaterThan(0);
      for (const img of others)
        expect({ loading: attr(img, "loading"), fetchpriority: attr(img, "fetchpriority") }).toEqual({ loading: "lazy", fetchpriority: "low" });
      // Only the first card: the other talks' images keep the browser's own priority.
      const later = byTag(root, "article")
        .slice(1)
        .flatMap((card) => byTag(card, "img"));
      for (const img of later) expect(attr(img, "fetchpriority")).toBeUndefined();
    });
  }

  test("the page's one high-priority image request: a <head> preload of its leading image, for wide screens only", () => {
    const preloads = byTag(root, "link").filter((link) => attr(link, "rel") === "preload" && attr(link, "as") === "image");
    if (leadsWithText(route)) {
      // Its largest paint is text on every screen: no image deserves the high priority.
      expect(preloads).toEqual([]);
      return;
    }
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(ancestors(preload).some((node) => node.tagName === "head")).toBe(true);
    // Exactly as the <picture> asks for it, or the browser would fetch a second file.
    const leading = images.find((img) => !inSiteHeader(img) && attr(img, "loading") === "eager");
    const avif = byTag(leading?.parentNode as Element, "source").find((source) => attr(source, "type") === "image/avif");
    // Where the leading image is the largest paint: from the side-by-side layout up (talk cards turn
    // side by side with the full navigation bar), never on phones, where the largest paint is text.
    const media = route === pagePaths.talks ? FROM_NAV : FROM_SM;
    expect({
      type: attr(preload, "type"),
      srcset: attr(preload, "imagesrcset"),
      sizes: attr(preload, "imagesizes"),
      fetchpriority: attr(preload, "fetchpriority"),
      media: attr(preload, "media"),
    }).toEqual({ type: "image/avif", srcset: attr(avif!, "srcset"), sizes: attr(avif!, "sizes"), fetchpriority: "high", media });
  });

  test("no image is faded in by gatsby-plugin-image's runtime", () => {
    const html = fs.readFileSync(htmlFile(route), "utf8");
    expect(html).not.toMatch(/data-main-image|gatsby-image-wrapper|data-placeholder-image/);
  });
});

describe("hero posters on the home page", () => {
  const root = parsePage("/");
  const heroImages = byTag(root, "img").filter(isHero);
  const css = cssRules(inlineCss(root));

  test("there are two, both eager; the first is decoded at once and preloaded at high priority where it is the largest paint", () => {
    expect(heroImages).toHaveLength(2);
    for (const img of heroImages) expect(attr(img, "loading")).toBe("eager");
    const [first] = heroImages;
    expect(attr(first, "decoding")).not.toBe("async");
    const preload = byTag(root, "link").find((link) => attr(link, "rel") === "preload" && attr(link, "as") === "image");
    const avif = byTag(first.parentNode as Element, "source").find((source) => attr(source, "type") === "image/avif");
    // Lowercase: React 18 passes it through as an HTML attribute.
    expect({ fetchpriority: attr(preload!, "fetchpriority"), srcset: attr(preload!, "imagesrcset") }).toEqual({
      fetchpriority: "high",
      srcset: attr(avif!, "srcset"),
    });
  });

  test("1.75x and 2x phones find a width within 10% of what their slot needs", () => {
    for (const img of heroImages) {
      const avif = byTag(img.parentNode as Element, "source").find((source) => attr(source, "type") === "image/avif");
      const widths = (attr(avif!, "srcset") ?? "").split(",").map((candidate) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1]));
      // The phone slot is the last (unconditional) length of `sizes`.
      const slot = Number(/(\d+)px\s*$/.exec(attr(avif!, "sizes") ?? "")?.[1]);
      expect(slot).toBeGreaterThan(0);
      for (const density of [1.75, 2]) {
        const needed = slot * density;
        const picked = Math.min(...widths.filter((width) => width >= needed));
        expect({ density, needed, picked, within10: picked <= needed * 1.1 }).toEqual({ density, needed, picked, within10: true });
      }
    }
  });

  test("they are never faded or hidden: no opacity 0 or opacity transition on them or their wrappers", () => {
    for (const img of heroImages) {
      const chain = [img, ...ancestors(img).slice(0, 3)];
      for (const element of chain) {
        expect(attr(element, "style") ?? "").not.toMatch(/opacity|transition/);
        const classes = (attr(element, "class") ?? "").split(/\s+/).filter(Boolean);
        for (const className of classes) {
          const rules = css.filter((rule) => new RegExp(`\\.${className}(?![\\w-])`).test(rule.selector));
          for (const rule of rules) {
            expect({ selector: rule.selector, opacity0: /opacity\s*:\s*0(\.0*)?\s*(;|$)/.test(rule.body) }).toEqual({
              selector: rule.selector,
              opacity0: false,
            });
            expect({ selector: rule.selector, fade: /transition[^;]*\b(opacity|all)\b/.test(rule.body) }).toEqual({
              selector: rule.selector,
              fade: false,
            });
          }
        }
      }
    }
  });

  test("they declare the slot they fill, so phones never fetch desktop widths", () => {
    for (const img of heroImages) {
      // The <source>s carry the responsive widths; the fallback <img> is one file, no srcset.
      const sources = byTag(img.parentNode as Element, "source");
      expect(sources.length).toBeGreaterThan(0);
      expect(attr(img, "srcset")).toBeUndefined();
      const sizes = attr(sources[0], "sizes") ?? "";
      expect(sizes).not.toBe("");
      expect(sizes).not.toMatch(/(^|,\s*)100vw\s*$/);
      for (const source of sources) expect(attr(source, "sizes")).toBe(sizes);
    }
  });

  test("they come as small AVIF (and WebP) first", () => {
    for (const img of heroImages) {
      const sources = byTag(img.parentNode as Element, "source");
      expect(sources.map((source) => attr(source, "type"))).toEqual(["image/avif", "image/webp"]);
      const avifFiles = (attr(sources[0], "srcset") ?? "")
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter(Boolean);
      expect(avifFiles.length).toBeGreaterThan(1);
      const height = Number(attr(img, "height")) / Number(attr(img, "width"));
      for (const candidate of (attr(sources[0], "srcset") ?? "").split(",")) {
        const [file, descriptor] = candidate.trim().split(/\s+/);
        const width = Number(/^(\d+)w$/.exec(descriptor)?.[1]);
        const size = fs.statSync(path.join(PUBLIC, decodeURI(file).replace(/^\/+/, ""))).size;
        const bitsPerPixel = (size * 8) / (width * Math.round(width * height));
        expect({ file, lean: bitsPerPixel <= HERO_AVIF_BITS_PER_PIXEL }).toEqual({ file, lean: true });
      }
    }
  });
});
