// The JavaScript budgets and how the suites count a page's JavaScript, as docs/performance.md describes.
import fs from "node:fs";
import path from "node:path";
import { LOADER_ID } from "../../../gatsby/internals/post-paint-loader/post-paint-loader";
import { pagePaths } from "../../../src/utils/page-paths";
import { attr, byTag, gzipSize, KIB, parsePage, PUBLIC, textOf, type Element } from "./page-markup";

// React 18 and Gatsby's runtime (framework, app, webpack-runtime) are ~62 KiB gz at level 9. Issue 42
// aims at 70 KiB. With gatsby/internals' Terser settings, stubs and source edits, and issue 44's
// privacy link and notifications slot, the pages measured (today's content / the deploy rebuild of
// npm test, with a moved event and a live notice, B): / 73,049 / 73,220, /concerti/ 71,656 / 71,809,
// /talks/ 71,882 / 72,058, /edizioni/ 70,249 / 70,427, /modifiche/ 70,464 / 70,643, /privacy/ 70,121 /
// 70,300 (the grown content is within ~100 B of today's). Each budget is the larger figure plus at
// least ~128 B, in steps of a quarter KiB. Below 70 KiB on the home page needs Gatsby's Link and
// router, or the page's own components, smaller (docs/performance.md). A seventh page (issue 49, the
// printable programme) costs every page ~120 B (its entry in Gatsby's page map, in app and webpack
// runtime), the home page ~25 B more for its link: today's content / 73,197, /concerti/ 71,780, /talks/
// 72,006, /edizioni/ 70,373, /modifiche/ 70,588, /privacy/ 70,060, /programma-stampabile/ 71,129; each
// budget still holds the deploy rebuild's figure with ~100 B to spare. Issue 48 added the venues' list
// and a page per venue (their entries in Gatsby's page map, in app and webpack runtime, on every page),
// and on the cards both the labels and a link to the venue's page: measured on today's content (B) /,
// 73,830, /concerti/ 72,301, /talks/ 72,515, /edizioni/ 70,562, /modifiche/ 70,777, /privacy/ 70,248,
// /programma-stampabile/ 71,323, /luoghi/ 70,235, the venues' pages 72,805-72,813. Each budget is that
// figure plus the deploy rebuild's ~200 B (a moved event and a live notice) and ~150-250 B of room, in
// quarter-KiB steps. Over the figures above (measured before the labels) the pages grew 190-630 B, the
// home page most (its cards); the budgets rose 0-0.75 KiB, the printable programme's fell 0.25 KiB.
// The access page (/accessibilita/, issue 48) and its link in every footer: every page above grew
// ~106 B (its entry in Gatsby's page map, and the footer's link), / 73,936 B, /privacy/ 70,365 B, the
// venues' pages 72,931 B, each within its budget; the access page itself 73,066 B (the statement's
// text and the list of automated checks are in its component; the date's formatter too).
// The on-demand chunks' files named by id (gatsby/internals/chunk-file-names): the webpack runtime and
// the chunk map no longer carry each page component's name, every page ~190-200 B less: / 73,741 B,
// /concerti/ 72,346, /talks/ 72,577, /edizioni/ 70,477, /modifiche/ 70,692, /privacy/ 70,175,
// /programma-stampabile/ 71,278, /luoghi/ 70,150, /accessibilita/ 72,892, the venues' pages 72,731-72,739.
// Each budget above is still that figure plus the deploy rebuild's ~200 B and at least ~150 B, in
// quarter-KiB steps: none fell a step, each page has ~190 B more room for the next page component.
// Then no webpack uniqueName and 8-digit hashes for those files (gatsby/internals/short-chunk-global,
// chunk-file-names): every page ~330 B less, / 73,495 B, /concerti/ 71,976, /talks/ 72,205, /edizioni/
// 70,149, /modifiche/ 70,363, /privacy/ 69,848, /programma-stampabile/ 70,951, /luoghi/ 69,823,
// /accessibilita/ 72,566, the venues' pages 72,498-72,507 (2026-11-28): every page but the home page
// below its figure before issue 48 (the home page 172 B over: its cards' labels, end time and venue
// link, and the access filters' attributes). The budgets are these figures plus the deploy rebuild's
// ~200 B and at least ~150 B, in quarter-KiB steps: each fell 0.25-0.5 KiB.
// Then the table of every page's share image out of the shared chunk (each page's entry comes with its
// page data, src/seo/share-image.ts): every page ~205 B less, / 73,290 B, /concerti/ 71,769, /talks/
// 71,995, /edizioni/ 69,941, /modifiche/ 70,157, /privacy/ 69,639, /programma-stampabile/ 70,741,
// /luoghi/ 69,615, /accessibilita/ 72,357, the venues' pages 72,296-72,305: every page now below its
// figure before issue 48. By the same rule each budget fell 0.25 KiB, but the access page's (one step
// less would leave it 347 B).
// The deploy rebuild's ~200 B above was measured on a copy in another folder, where webpack names
// node_modules' modules by a longer path that gzip happened to like better: built at the project's own
// path as CI builds it (tests/data-build/support/project-path-build.ts), a live notice and a moved event
// add ~424 B to every page (/ 73,715 B, /concerti/ 72,194, /talks/ 72,419, /edizioni/ 70,366, /modifiche/
// 70,582, /privacy/ 70,062, /programma-stampabile/ 71,166, /luoghi/ 70,040, /accessibilita/ 72,800, a venue's
// page 72,770; 2026-11-28), and /concerti/ went 2 B over: a correct edit of data/ must never turn a budget red.
// Each budget is now that rebuild's figure plus at least ~150 B, in quarter-KiB steps (the code is unchanged).
export const JS_BUDGET_GZ: Record<string, number> = {
  [pagePaths.home]: 72.25 * KIB,
  [pagePaths.concerti]: 70.75 * KIB,
  [pagePaths.talks]: 71 * KIB,
  [pagePaths.edizioni]: 69 * KIB,
  [pagePaths.modifiche]: 69.25 * KIB,
  [pagePaths.privacy]: 68.75 * KIB,
  [pagePaths.stampa]: 69.75 * KIB,
  [pagePaths.luoghi]: 68.75 * KIB,
  [pagePaths.accessibilita]: 71.25 * KIB,
};
/** A venue's page (/luoghi/<slug>/, gatsby/venues): its template with the programme's cards (72,381 B at most on 2026-11-29; 72,770 B with a notice on 2026-11-28). */
export const VENUE_JS_BUDGET_GZ = 71.25 * KIB;
/**
 * Any other page: the archived editions, whose template carries the archive's programme (73,230 B on
 * the grown content's ten archives, none today, ~200 B more with issue 44; with issue 48's labels and
 * venue links and two more pages in Gatsby's page map 74,413 B, measured 2026-11-28): 73 KiB.
 */
export const DEFAULT_JS_BUDGET_GZ = 73 * KIB;

// gatsby-browser.tsx asks for the visitor's enhancements (src/enhancements) as one named chunk
// group once React has taken over. Issue 42 aims at 10 KiB gz; with the calendar joining, the old-key
// translation and the saved-copy bar on demand and gatsby/internals' Terser settings, the group
// measured 11,469 B (11,472 B on the grown content); the pocket's loader of "Avvisami se cambiano"
// (issue 44: the feature itself is a chunk of its own, for visitors with saved events) and the data's
// digest (gatsby/data-version.ts) brought it to 11,567 B (JS and CSS, gzip -9). The budget is that plus about 100 B, in steps of 128 B. The home
// programme's tools stayed in it, as the home page always needs them (a chunk of their own cost more bytes there),
// until issue 48's access filters and plan warnings: they and the tools are now the "enhancements-programme"
// chunk, which only the home page loads (it took the place of the calendar joiner's chunk, so webpack's runtime
// on every page names no more chunks), and the group measured 10,129 B.
// Issue 48's rule that a renamed venue is no move (changesOf's former names, which the saved copy reads
// from the cards' save slots) brought it to 11,649 B: one step more. Merged with the labels and the
// feeds, 11,690 B (86 B under the budget: it is code, which a data rebuild does not change). With the
// home programme's tools in their own chunk (issue 48's filters), 10,151 B: the budget follows, 10,368 B.
export const AFTER_PAINT_BUDGET_GZ = 81 * 128;

/** The gzip bytes of the JavaScript a page loads: its script tags, its component chunks, inline scripts. */
export function pageJsGz(route: string): number {
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
  const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json"), "utf8")) as {
    componentChunkName: string;
  };
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
export function scriptsStartedBy(script: Element): string[] {
  return attr(script, "id") === LOADER_ID ? (attr(script, "data-src") ?? "").split(" ").filter(Boolean) : [];
}

/** The data attributes of the loader, as the browser reads them. */
export function loaderData(script: Element): string {
  return (script.attrs ?? [])
    .filter((attribute) => attribute.name.startsWith("data-"))
    .map((attribute) => attribute.value)
    .join("\n");
}

/**
 * The files of the enhancements' chunk group that no page loads first: files it shares with a
 * page's first load are already there and counted in that page's budget. Its stylesheets count
 * too: they are as much a part of what a visitor downloads after the paint.
 */
export function afterPaintFiles(): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const filesOf = (group: string) => (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => /\.(js|css)$/.test(name));
  const firstLoad = new Set(
    Object.keys(stats.namedChunkGroups)
      .filter((group) => group !== "enhancements")
      .flatMap(filesOf),
  );
  return filesOf("enhancements").filter((file) => !firstLoad.has(file));
}
