// Performance guards on the production build in public/: what does not flake (bytes, attributes,
// origins), never timings. Timings live in `npm run bench` (scripts/bench/, docs/performance.md).
import fs from "node:fs";
import path from "node:path";
import { LOADER_CODE, LOADER_ID } from "../../../gatsby/internals/post-paint-loader/post-paint-loader";
import { COMPILE_HINT } from "../../../gatsby/internals/eager-compile-hint";
import { AFTER_PAINT_BUDGET_GZ, afterPaintFiles, DEFAULT_JS_BUDGET_GZ, JS_BUDGET_GZ, pageJsGz, scriptsStartedBy, VENUE_JS_BUDGET_GZ } from "./javascript-bytes";
import { ARCHIVE_PAGES, attr, byTag, gzipSize, KIB, PAGES, parsePage, PUBLIC, textOf } from "./page-markup";
import { pagePaths } from "../../../src/utils/page-paths";
import { venuePagePath } from "../../../src/venues/venue-paths";
import { readData } from "../read-built-site";

// The venues' pages of the build's data (issue 48): no poster leads them, but their JavaScript counts.
const VENUE_PAGES = readData<{ slug: string }[]>("luoghi.json").map((luogo) => venuePagePath(luogo.slug));

// The privacy and venues' pages have no leading poster (the image and first-screen budgets do not apply), but their JavaScript counts.
describe.each([...PAGES, ...ARCHIVE_PAGES, pagePaths.privacy, pagePaths.luoghi, pagePaths.accessibilita, ...VENUE_PAGES])("budgets of %s", (route) => {
  const root = parsePage(route);

  test("JavaScript (gzip) stays within the page budget", () => {
    expect(pageJsGz(route)).toBeLessThanOrEqual(JS_BUDGET_GZ[route] ?? (VENUE_PAGES.includes(route) ? VENUE_JS_BUDGET_GZ : DEFAULT_JS_BUDGET_GZ));
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
});

describe("JavaScript after the first client render", () => {
  const afterPaint = afterPaintFiles();

  test("the enhancements load as their own chunks, outside every page's first-load JavaScript", () => {
    expect(afterPaint.some((file) => file.endsWith(".js"))).toBe(true);
  });

  test(`all of it stays within ${AFTER_PAINT_BUDGET_GZ / KIB} KiB gz`, () => {
    const total = afterPaint.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(PUBLIC, file))), 0);
    expect(total).toBeLessThanOrEqual(AFTER_PAINT_BUDGET_GZ);
  });
});
