// Performance guards on the production build in public/: what does not flake (bytes, attributes,
// origins), never timings. Timings live in `npm run bench` (scripts/bench/, docs/performance.md).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { parse } from "parse5";
import { LOADER_CODE, LOADER_ID } from "../../gatsby/internals/post-paint-loader/post-paint-loader";
import { COMPILE_HINT } from "../../gatsby/internals/eager-compile-hint";
import { FROM_NAV, FROM_SM } from "../../src/styles/media";
import { PUBLIC_DIR } from "./read-built-site";
import { archivePagePath } from "../../src/utils/archive-paths";
import { pagePaths } from "../../src/utils/page-paths";

const KIB = 1024;
// The build under test: public/, or CONNESSIONI_PUBLIC_DIR (e.g. the grown content of `npm run test:grown`).
const PUBLIC = PUBLIC_DIR;
const PROJECT_ROOT = path.join(__dirname, "..", "..");
const PAGES = [pagePaths.home, pagePaths.concerti, pagePaths.talks, pagePaths.edizioni, pagePaths.modifiche] as const;
// The archived editions' pages of this build (data/archivio/<anno>/; ten on the grown content, none on today's).
const ARCHIVE_PAGES = fs.existsSync(path.join(PUBLIC, "edizioni"))
  ? fs
      .readdirSync(path.join(PUBLIC, "edizioni"))
      .filter((name) => /^\d{4}$/.test(name))
      .map((anno) => archivePagePath(anno))
  : [];
const isArchive = (route: string) => ARCHIVE_PAGES.includes(route);
// Pages whose first screen is text, led by no poster: the archived editions' and the changes page.
const leadsWithText = (route: string) => isArchive(route) || route === pagePaths.modifiche;

// The Gatsby + React 18 shell alone is ~72 KiB gz at level 9; the issue allows 75 on the home page.
const JS_BUDGET_GZ: Record<string, number> = {
  [pagePaths.home]: 75 * KIB,
  [pagePaths.concerti]: 75 * KIB,
  [pagePaths.talks]: 75 * KIB,
  [pagePaths.edizioni]: 75 * KIB,
  [pagePaths.modifiche]: 75 * KIB,
};
// Gatsby inlines all CSS in every page's <head>; it is render-blocking by nature, so keep it small.
const INLINE_CSS_BUDGET = 32 * KIB;
const INLINE_CSS_BUDGET_GZ = 8 * KIB;
// TCP's initial congestion window (10 segments of 1,460 bytes): what arrives in the first round trip
// after the request, with no wait for an ACK. The response headers and the HTML up to the page's
// leading poster (its <picture>, so the browser can request it) must fit, however much content
// follows: the whole page's weight grows with the programme and is reported by `npm run bench`.
const FIRST_ROUND_TRIP = 14_600;
// A hero poster is painted as soon as it arrives, so its encoding must stay lean. Its bytes depend
// on the artwork the volunteers upload (reported by `npm run bench`), so the budget is per pixel and
// guards the encoder settings (AVIF at quality 34 in gatsby-config.ts): flat artwork is ~0.3 bits per
// pixel and a photo at this quality under 1; quality 80 or more would exceed it.
const HERO_AVIF_BITS_PER_PIXEL = 1;

interface Element {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Element[];
  value?: string;
  parentNode?: Element | null;
}

const gzipSize = (data: string | Buffer) => gzipSync(data, { level: zlibConstants.Z_BEST_COMPRESSION }).length;

const htmlFile = (route: string) => path.join(PUBLIC, route.replace(/^\/+/, ""), "index.html");

function parsePage(route: string): Element {
  return parse(fs.readFileSync(htmlFile(route), "utf8"));
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs?.find((attribute) => attribute.name === name)?.value;
}

function all(root: Element, predicate: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: Element) => {
    if (predicate(node)) found.push(node);
    for (const child of node.childNodes ?? []) visit(child);
    // <template> content lives apart in parse5.
    const content = (node as Element & { content?: Element }).content;
    if (content) visit(content);
  };
  visit(root);
  return found;
}

const byTag = (root: Element, tag: string) => all(root, (element) => element.tagName === tag);

function textOf(element: Element): string {
  return (element.childNodes ?? []).map((child) => child.value ?? textOf(child)).join("");
}

function ancestors(element: Element): Element[] {
  const list: Element[] = [];
  for (let node = element.parentNode; node; node = node.parentNode) list.push(node);
  return list;
}

const isHero = (img: Element) => ancestors(img).some((node) => attr(node, "aria-labelledby") === "hero-title");
const inSiteHeader = (img: Element) => ancestors(img).some((node) => node.tagName === "header");

/** Same origin: a path on this site, not another host (nor protocol-relative `//host`). */
const isSameOrigin = (url: string) => !/^([a-z][a-z0-9+.-]*:)?\/\//i.test(url.trim()) && !/^data:/i.test(url.trim());

/** A page's response from scripts/serve.mjs (what `npm start` runs), asking for gzip: header bytes and the gzip body. */
function servedResponseOf(route: string): { headerBytes: number; body: Buffer } {
  // An ES module server, from this CommonJS suite: a child node starts it, fetches once, stops it.
  const code = `import http from "node:http";
    import { startServer } from "./scripts/serve.mjs";
    const server = await startServer({ root: ${JSON.stringify(PUBLIC)}, port: 0, host: "127.0.0.1" });
    http.get(server.url.replace(/\\/$/, "") + ${JSON.stringify(route)}, { headers: { "accept-encoding": "gzip" } }, (response) => {
      const lines = [\`HTTP/1.1 \${response.statusCode} \${response.statusMessage}\`];
      for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(\`\${response.rawHeaders[i]}: \${response.rawHeaders[i + 1]}\`);
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", async () => {
        process.stdout.write(JSON.stringify({ headerBytes: Buffer.byteLength(lines.join("\\r\\n") + "\\r\\n\\r\\n"), body: Buffer.concat(chunks).toString("base64") }));
        await server.close();
      });
    });`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: PROJECT_ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const { headerBytes, body } = JSON.parse(output) as { headerBytes: number; body: string };
  return { headerBytes, body: Buffer.from(body, "base64") };
}

/**
 * How many bytes of a gzip body the browser must receive before it has decoded the first
 * `htmlBytes` bytes of the HTML: the shortest prefix of the compressed stream that inflates that far
 * (deflate output can be decoded as it arrives, without waiting for the end of its block).
 */
function compressedBytesUntil(gzipBody: Buffer, htmlBytes: number): number {
  const decodedFrom = (length: number) => {
    try {
      return gunzipSync(gzipBody.subarray(0, length), { finishFlush: zlibConstants.Z_SYNC_FLUSH }).length;
    } catch {
      return 0; // not even the gzip header yet
    }
  };
  let [low, high] = [0, gzipBody.length];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decodedFrom(middle) >= htmlBytes) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The byte offset in a page's HTML just after the start tag of its leading poster's <img>. */
function leadingPosterEnd(route: string): number {
  const html = fs.readFileSync(htmlFile(route), "utf8");
  const root = parse(html, { sourceCodeLocationInfo: true }) as unknown as Element;
  if (leadsWithText(route)) {
    // An archived edition's first screen is text (its title, what it was, the way to the current
    // edition), and so is the changes page's: no poster leads it, so it must arrive up to the end of
    // the page's intro.
    const intro = byTag(root, "h1")[0]?.parentNode?.parentNode as (Element & { sourceCodeLocation?: { endTag?: { endOffset: number } } }) | undefined;
    if (!intro?.sourceCodeLocation?.endTag) throw new Error(`${route}: no page intro around the <h1>`);
    return Buffer.byteLength(html.slice(0, intro.sourceCodeLocation.endTag.endOffset));
  }
  const leading = byTag(root, "img").find((img) => !inSiteHeader(img) && attr(img, "loading") !== "lazy");
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it (the DOM's Element has no sourceCodeLocation); the lint's program sees parse5's
  const location = (leading as Element & { sourceCodeLocation?: { startTag?: { endOffset: number } } } | undefined)?.sourceCodeLocation;
  if (!location?.startTag) throw new Error(`${route}: no leading poster (an eager <img> outside the site header)`);
  return Buffer.byteLength(html.slice(0, location.startTag.endOffset));
}

/** The gzip bytes of the JavaScript a page loads: its script tags, its component chunks, inline scripts. */
function pageJsGz(route: string): number {
  const root = parsePage(route);
  const sources = new Set<string>();
  let total = 0;
  for (const script of byTag(root, "script")) {
    const type = attr(script, "type");
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue;
    const src = attr(script, "src");
    if (src) sources.add(src);
    else if (textOf(script).trim()) total += gzipSize(textOf(script));
    // The post-paint loader (gatsby/internals/post-paint-loader): its scripts, and Gatsby's globals
    // it carries in data attributes (the chunk map was an inline script before; still JS payload).
    for (const deferred of scriptsStartedBy(script)) sources.add(deferred);
    if (attr(script, "id") === LOADER_ID) total += gzipSize(loaderData(script));
  }
  const pageData = JSON.parse(
    fs.readFileSync(path.join(PUBLIC, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json"), "utf8"),
  ) as { componentChunkName: string };
  // The page component's chunk group, with the shared chunks (commons) the webpack runtime loads first.
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>;
  };
  const chunkMap = JSON.parse(fs.readFileSync(path.join(PUBLIC, "chunk-map.json"), "utf8")) as Record<string, string[]>;
  for (const chunk of [
    ...(stats.assetsByChunkName[pageData.componentChunkName] ?? []).map((file) => `/${file}`),
    ...(chunkMap[pageData.componentChunkName] ?? []),
  ]) {
    if (chunk.endsWith(".js")) sources.add(chunk);
  }
  for (const src of sources) total += gzipSize(fs.readFileSync(path.join(PUBLIC, src.replace(/^\/+/, ""))));
  return total;
}

/** The scripts an inline post-paint loader appends: its `data-src` list. */
function scriptsStartedBy(script: Element): string[] {
  return attr(script, "id") === LOADER_ID ? (attr(script, "data-src") ?? "").split(" ").filter(Boolean) : [];
}

/** The data attributes of the loader, as the browser reads them. */
function loaderData(script: Element): string {
  return (script.attrs ?? [])
    .filter((attribute) => attribute.name.startsWith("data-"))
    .map((attribute) => attribute.value)
    .join("\n");
}

function inlineCss(root: Element): string {
  return byTag(root, "style")
    .map((style) => textOf(style))
    .join("\n");
}

/** CSS rules (selector → declarations) of the inlined styles, flattened out of @media blocks. */
function cssRules(css: string): { selector: string; body: string }[] {
  const rules: { selector: string; body: string }[] = [];
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    rules.push({ selector: match[1].trim(), body: match[2] });
  }
  return rules;
}

describe.each([...PAGES, ...ARCHIVE_PAGES])("budgets of %s", (route) => {
  const root = parsePage(route);
  const images = byTag(root, "img");

  test("the headers and the HTML up to the leading poster's <img> arrive in the first round trip", () => {
    // The response exactly as `npm start` sends it: status line, every header (the _headers rules
    // and the server's own: type, length, encoding, validators, date, connection) and the gzip body,
    // measured where the browser has decoded the leading poster's <picture> and can request it (and
    // has long since seen its <head> preload). What follows (the programme, more cards) may take
    // more round trips: it grows with the content, and a longer programme must never fail this test.
    const { headerBytes, body } = servedResponseOf(route);
    const html = gunzipSync(body);
    expect(html.equals(fs.readFileSync(htmlFile(route)))).toBe(true);
    const posterBytes = compressedBytesUntil(body, leadingPosterEnd(route));
    const total = headerBytes + posterBytes;
    if (total > FIRST_ROUND_TRIP) {
      throw new Error(
        `${route}: ${headerBytes} bytes of headers + ${posterBytes} gzipped bytes until the leading poster = ${total} > ${FIRST_ROUND_TRIP}: ` +
          "the page's first screen no longer reaches a phone in one round trip; keep <head> and the markup before the poster lean (docs/performance.md).",
      );
    }
  });

  test("JavaScript (gzip) stays within the page budget", () => {
    expect(pageJsGz(route)).toBeLessThanOrEqual(JS_BUDGET_GZ[route] ?? 75 * KIB);
  });

  test("Gatsby's scripts wait for the first paint: no <script src>, one loader that names them", () => {
    const scripts = byTag(root, "script");
    expect(scripts.map((script) => attr(script, "src")).filter(Boolean)).toEqual([]);
    const loaders = scripts.filter((script) => attr(script, "id") === LOADER_ID);
    expect(loaders).toHaveLength(1);
    expect(textOf(loaders[0])).toBe(LOADER_CODE);
    const started = scriptsStartedBy(loaders[0]);
    expect(started.some((src) => /^\/app-[0-9a-f]{20}\.js$/.test(src))).toBe(true);
    expect(started.some((src) => /^\/framework-[0-9a-f]{20}\.js$/.test(src))).toBe(true);
    for (const src of started) expect(fs.existsSync(path.join(PUBLIC, src.replace(/^\/+/, "")))).toBe(true);
  });

  test("React and Gatsby's runtime start with V8's compile hint, so they compile off the main thread", () => {
    const loader = byTag(root, "script").find((script) => attr(script, "id") === LOADER_ID);
    const startup = scriptsStartedBy(loader!).filter((src) => /^\/(app|framework)-[0-9a-f]{20}\.js$/.test(src));
    expect(startup).toHaveLength(2);
    for (const src of startup) {
      expect(fs.readFileSync(path.join(PUBLIC, src.replace(/^\/+/, "")), "utf8").startsWith(COMPILE_HINT)).toBe(true);
    }
  });

  test("inlined CSS stays within its budget", () => {
    const css = inlineCss(root);
    expect(css.length).toBeGreaterThan(0);
    expect(Buffer.byteLength(css)).toBeLessThanOrEqual(INLINE_CSS_BUDGET);
    expect(gzipSize(css)).toBeLessThanOrEqual(INLINE_CSS_BUDGET_GZ);
  });

  test("no stylesheet is render-blocking: all CSS is inlined", () => {
    const stylesheets = byTag(root, "link").filter((link) => /\bstylesheet\b/i.test(attr(link, "rel") ?? ""));
    expect(stylesheets.map((link) => attr(link, "href"))).toEqual([]);
  });

  test("scripts, stylesheets, preloads and fonts come from this site only", () => {
    const urls = [
      ...byTag(root, "script").map((script) => attr(script, "src")),
      ...byTag(root, "script").flatMap(scriptsStartedBy),
      ...byTag(root, "link")
        .filter((link) => /\b(stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch)\b/i.test(attr(link, "rel") ?? ""))
        .map((link) => attr(link, "href")),
      ...[...inlineCss(root).matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1]),
      ...[...inlineCss(root).matchAll(/@import\s+["']([^"']+)["']/g)].map((match) => match[1]),
    ].filter((url): url is string => url !== undefined);
    expect(urls.filter((url) => !isSameOrigin(url))).toEqual([]);
  });

  test("the web fonts are self-hosted, woff2 first", () => {
    const faces = [...inlineCss(root).matchAll(/@font-face\s*\{[^}]*\}/g)].map((face) =>
      [...face[0].matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1]),
    );
    for (const urls of faces.filter((list) => list.length > 0)) {
      expect(urls[0]).toMatch(/\.woff2$/);
      for (const url of urls) expect(fs.existsSync(path.join(PUBLIC, url.replace(/^\/+/, "")))).toBe(true);
    }
  });

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
    for (const img of eager) expect({ src: attr(img, "src"), fetchpriority: attr(img, "fetchpriority") }).toEqual({ src: attr(img, "src"), fetchpriority: "low" });
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
      for (const img of others) expect({ loading: attr(img, "loading"), fetchpriority: attr(img, "fetchpriority") }).toEqual({ loading: "lazy", fetchpriority: "low" });
      // Only the first card: the other talks' images keep the browser's own priority.
      const later = byTag(root, "article").slice(1).flatMap((card) => byTag(card, "img"));
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

describe("JavaScript after the first client render", () => {
  // gatsby-browser.tsx asks for the visitor's enhancements (src/enhancements) as one named chunk
  // group once React has taken over; issue 28 allows 12 KiB gz for all of it together. Files the
  // group shares with a page's first load are already there and counted in that page's budget.
  const AFTER_PAINT_BUDGET_GZ = 12 * KIB;
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  // Its stylesheets count too: they are as much a part of what a visitor downloads after the paint.
  const filesOf = (group: string) => (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => /\.(js|css)$/.test(name));
  const firstLoad = new Set(Object.keys(stats.namedChunkGroups).filter((group) => group !== "enhancements").flatMap(filesOf));
  const afterPaint = filesOf("enhancements").filter((file) => !firstLoad.has(file));

  test("the enhancements load as their own chunks, outside every page's first-load JavaScript", () => {
    expect(afterPaint.some((file) => file.endsWith(".js"))).toBe(true);
  });

  test(`all of it stays within ${AFTER_PAINT_BUDGET_GZ / KIB} KiB gz`, () => {
    const total = afterPaint.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(PUBLIC, file))), 0);
    expect(total).toBeLessThanOrEqual(AFTER_PAINT_BUDGET_GZ);
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
    expect({ fetchpriority: attr(preload!, "fetchpriority"), srcset: attr(preload!, "imagesrcset") }).toEqual({ fetchpriority: "high", srcset: attr(avif!, "srcset") });
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
