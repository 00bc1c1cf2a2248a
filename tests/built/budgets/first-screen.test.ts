// Performance guards on the production build in public/: what does not flake (bytes, attributes,
// origins), never timings. Timings live in `npm run bench` (scripts/bench/, docs/performance.md).
import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { compressedBytesUntil, FIRST_ROUND_TRIP, leadingPosterEnd, servedResponseOf } from "./first-round-trip";
import { scriptsStartedBy } from "./javascript-bytes";
import { ARCHIVE_PAGES, attr, byTag, gzipSize, htmlFile, inlineCss, isSameOrigin, KIB, PAGES, parsePage, PUBLIC } from "./page-markup";

// Gatsby inlines all CSS in every page's <head>; it is render-blocking by nature, so keep it small.
const INLINE_CSS_BUDGET = 32 * KIB;
const INLINE_CSS_BUDGET_GZ = 8 * KIB;

describe.each([...PAGES, ...ARCHIVE_PAGES])("budgets of %s", (route) => {
  const root = parsePage(route);

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
});
