// Everything a page shows is in its static HTML and works without JavaScript (menus are <details>,
// links are links, posters are plain <picture>). So the Gatsby runtime and the display web font
// are enhancements: they start once the page has loaded and painted a frame, and a phone spends
// its first round trips and CPU on the text and posters a visitor came for. Gatsby's runtime copes
// with starting late: it hydrates at once when the document is already complete.
//
// Gatsby 5 writes its `<script src async>` tags and inline globals through the `_gatsby-scripts`
// slice, stitched into every page after rendering, out of reach of onPreRenderHTML; so this
// rewrites the finished HTML. The page is left with one inline script, the same on every page:
// its data travels in attributes, so one CSP hash covers the whole site and the headers stay small.
// The web app manifest link moves into the loader too, and so does the favicon's address (see CARRIED).

/** The class the loader puts on <html> once the display face is ready (see styles/global.scss). */
export const FONTS_READY_CLASS = "fonts-ready";

/** The face the headings use: the loader asks for it, so only this file of the family downloads. */
export const DISPLAY_FONT = '700 1em "Space Grotesk"';

export const LOADER_ID = "post-paint-loader";

/**
 * What the loader carries in its attributes, taken out of the page: Gatsby's inline globals (as its
 * scripts slice and page renderer write them), the manifest link, which only matters once a
 * visitor installs the site and otherwise makes the browser fetch the manifest and an icon before
 * the first paint, and the favicon's address. `fromPage` marks what is rendered with the page
 * rather than stitched in with the scripts slice: a warm build that stitches the slice again finds
 * it only in the loader. `placeholder` is what stays in the page in its place.
 */
const CARRIED = [
  {
    attribute: "page-path",
    fromPage: true,
    markup: /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/,
    value: (match: RegExpExecArray) => JSON.parse(match[1]) as string,
  },
  {
    attribute: "compilation-hash",
    fromPage: false,
    markup: /<script>window\.___webpackCompilationHash=("(?:[^"\\]|\\.)*");<\/script>/,
    value: (match: RegExpExecArray) => JSON.parse(match[1]) as string,
  },
  {
    attribute: "manifest",
    fromPage: true,
    markup: /<link rel="manifest" href="([^"]+)" crossorigin="anonymous"\/>/,
    value: (match: RegExpExecArray) => match[1],
  },
  {
    // A page without an icon link makes the browser fetch /favicon.ico as soon as the page has
    // loaded, which on a phone is often before the first paint: a request and a connection that
    // the tab icon does not need so early. An empty data: icon stands in (no request), the loader
    // gives the link its address after the paint, and browsers without JavaScript read the real
    // link inside <noscript>. The markup skips both, so a page is only ever rewritten once.
    attribute: "icon",
    fromPage: true,
    markup: /(?<!<noscript>)<link rel="icon" href="(?!data:)([^"]+)"\/>/,
    value: (match: RegExpExecArray) => match[1],
    placeholder: (href: string) => `${ICON_PLACEHOLDER}<noscript><link rel="icon" href="${escapeAttribute(href)}"/></noscript>`,
  },
] as const;

/** The markup of Gatsby's inline globals as the loader reads it, by attribute (the contract test checks Gatsby still writes it). */
export const GATSBY_GLOBALS = {
  pagePath: CARRIED[0].markup,
  compilationHash: CARRIED[1].markup,
} as const;

/** The icon link the page keeps until the loader runs: an empty image, fetched from nowhere. */
export const ICON_PLACEHOLDER = `<link rel="icon" href="data:,"/>`;

// Gatsby 5 writes its chunk map as a JSON *string* that its loader then indexes like an object, so
// the map never yields a URL (it only names files to prefetch, which webpack loads on demand
// anyway). An empty object keeps that behaviour without ~1 KB of file names in every page.
// The whitespace Gatsby writes around it goes too (html-validate rejects blank indented lines).
export const CHUNK_MAPPING_SCRIPT = /\s*<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*<\/script>\s*/;

// The tags Gatsby's scripts slice writes (gatsby/dist/utils/gatsby-webpack-stats-extractor).
export const GATSBY_SCRIPT_TAG = /<script src="([^"\s]+)" async(?:="")?><\/script>/g;

/**
 * The loader's code. At once it sets Gatsby's globals from its attributes; after `load`, the first
 * contentful paint and one frame more, it asks for the display font, switching the headings to it
 * once it is there, and appends the scripts, async as Gatsby's own tags. Plain ES5 and short: it
 * counts in every page's JavaScript budget.
 */
export const LOADER_CODE = [
  "(function(d,w,s){",
  'function a(n){return s.getAttribute("data-"+n)}',
  'w.pagePath=a("page-path");w.___webpackCompilationHash=a("compilation-hash");w.___chunkMapping={};',
  "function go(){",
  'var m=a("manifest"),i=a("icon"),l;if(m){l=d.createElement("link");l.rel="manifest";l.href=m;l.crossOrigin="anonymous";d.head.appendChild(l)}',
  "l=i&&d.querySelector('link[rel=\"icon\"]');l&&(l.href=i);",
  `d.fonts&&d.fonts.load(${JSON.stringify(DISPLAY_FONT)}).then(function(f){f.length&&d.documentElement.classList.add("${FONTS_READY_CLASS}")},function(){});`,
  'a("src").split(" ").forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})',
  "}",
  // After a frame: requestAnimationFrame runs before the next paint, the timeout after it.
  "function frame(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})}",
  // Chrome may lay out a page without painting it for a while: where the browser reports paints,
  // wait for the first contentful one (reported once on screen), then a frame more.
  "function painted(){var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;",
  'if(!t||t.indexOf("paint")<0)return frame();',
  'var o=new P(function(l){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),frame())});',
  'o.observe({type:"paint",buffered:true})}',
  'd.readyState==="complete"?painted():w.addEventListener("load",painted)',
  "})(document,window,document.currentScript)",
].join("");

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export interface LoaderData {
  /** The scripts to start after the first paint, in Gatsby's order. */
  sources: string[];
  /** What the loader carries, by attribute name: page-path, compilation-hash, manifest, icon. */
  carried: Record<string, string>;
}

export function loaderTag({ sources, carried }: LoaderData): string {
  const attributes = CARRIED.filter(({ attribute }) => attribute in carried)
    .map(({ attribute }) => ` data-${attribute}="${escapeAttribute(carried[attribute])}"`)
    .join("");
  return `<script id="${LOADER_ID}"${attributes} data-src="${escapeAttribute(sources.join(" "))}">${LOADER_CODE}</script>`;
}

export type RewriteResult = { html: string; changed: boolean };

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const LOADER_TAG = new RegExp(`<script id="${LOADER_ID}"[^>]*>[\\s\\S]*?</script>`);

/**
 * Replaces Gatsby's inline globals and async script tags of one page by the loader, in the place
 * of the first of them. Safe to run on every build: a page it already rewrote is left alone, and
 * when a warm build has stitched Gatsby's scripts slice into such a page again (the slice sits
 * between `<!-- slice-start -->` comments that stay in the page), the loader is rebuilt from the
 * fresh slice, keeping the page path it carried. Throws when a page has neither, or only part of
 * what Gatsby writes, so a Gatsby upgrade that changes its markup stops the build instead of
 * shipping pages that never hydrate.
 */
export function deferGatsbyScripts(html: string, file: string): RewriteResult {
  const tags = [...html.matchAll(GATSBY_SCRIPT_TAG)];
  const previousLoader = LOADER_TAG.exec(html);
  if (tags.length === 0) {
    const leftovers = [CHUNK_MAPPING_SCRIPT, ...CARRIED.map(({ markup }) => markup)].some((markup) => markup.test(html));
    if (previousLoader && !leftovers) return { html, changed: false };
    throw new Error(`${file}: found neither Gatsby's <script src async> tags nor the post-paint loader`);
  }
  const removals: { start: number; end: number; replacement?: string }[] = tags.map((tag) => ({ start: tag.index, end: tag.index + tag[0].length }));
  const remove = (match: RegExpExecArray, replacement?: string) => removals.push({ start: match.index, end: match.index + match[0].length, replacement });
  if (previousLoader) remove(previousLoader);
  const chunkMapping = CHUNK_MAPPING_SCRIPT.exec(html);
  if (!chunkMapping) throw new Error(`${file}: Gatsby's chunk-mapping script is missing or written differently`);
  remove(chunkMapping);
  const carried: Record<string, string> = {};
  for (const entry of CARRIED) {
    const { attribute, fromPage, markup, value } = entry;
    const match = markup.exec(html);
    if (match) {
      carried[attribute] = value(match);
      remove(match, "placeholder" in entry ? entry.placeholder(carried[attribute]) : undefined);
      continue;
    }
    const kept = previousLoader && fromPage ? new RegExp(`data-${attribute}="([^"]*)"`).exec(previousLoader[0]) : null;
    if (kept) carried[attribute] = decodeAttribute(kept[1]);
    // A site without a web app manifest or icon is fine; Gatsby's own globals must be there.
    else if (attribute !== "manifest" && attribute !== "icon")
      throw new Error(`${file}: Gatsby's inline script for ${attribute} is missing or written differently`);
  }
  removals.sort((left, right) => left.start - right.start);
  // In the place of the first piece that is not in <head> (the manifest link is).
  const firstInBody = removals.find(({ start }) => start > html.indexOf("<body")) ?? removals[0];
  let rewritten = "";
  let cursor = 0;
  for (const removal of removals) {
    rewritten += html.slice(cursor, removal.start) + (removal.replacement ?? "");
    if (removal === firstInBody) rewritten += loaderTag({ sources: tags.map((tag) => tag[1]), carried });
    cursor = removal.end;
  }
  rewritten += html.slice(cursor);
  return { html: rewritten, changed: true };
}
