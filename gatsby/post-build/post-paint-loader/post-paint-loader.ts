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

/** The class the loader puts on <html> once the display face is ready (see styles/global.scss). */
export const FONTS_READY_CLASS = "fonts-ready";

/** The face the headings use: the loader asks for it, so only this file of the family downloads. */
export const DISPLAY_FONT = '700 1em "Space Grotesk"';

export const LOADER_ID = "post-paint-loader";

/** Gatsby's inline globals, as its scripts slice writes them, and the attribute each moves to. */
const GATSBY_GLOBALS = [
  {
    global: "pagePath",
    attribute: "page-path",
    script: /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/,
  },
  {
    global: "___chunkMapping",
    attribute: "chunk-mapping",
    script: /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*<\/script>/,
  },
  {
    global: "___webpackCompilationHash",
    attribute: "compilation-hash",
    script: /<script>window\.___webpackCompilationHash=("(?:[^"\\]|\\.)*");<\/script>/,
  },
] as const;

// The tags Gatsby's scripts slice writes (gatsby/dist/utils/gatsby-webpack-stats-extractor).
const GATSBY_SCRIPT_TAG = /<script src="([^"\s]+)" async(?:="")?><\/script>/g;

/**
 * The loader's code. At once it sets Gatsby's globals from its attributes; after `load` and one
 * painted frame (requestAnimationFrame runs before the next paint, the timeout after it) it asks
 * for the display font, switching the headings to it once it is there, and appends the scripts,
 * async as Gatsby's own tags. Plain ES5 and short: it counts in every page's JavaScript budget.
 */
export const LOADER_CODE = [
  "(function(d,w,s){",
  'function a(n){return s.getAttribute("data-"+n)}',
  GATSBY_GLOBALS.map(({ global, attribute }) => `w.${global}=a("${attribute}");`).join(""),
  "function go(){",
  `d.fonts&&d.fonts.load(${JSON.stringify(DISPLAY_FONT)}).then(function(f){f.length&&d.documentElement.classList.add("${FONTS_READY_CLASS}")},function(){});`,
  'a("src").split(" ").forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})',
  "}",
  "function later(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})}",
  'd.readyState==="complete"?later():w.addEventListener("load",later)',
  "})(document,window,document.currentScript)",
].join("");

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export interface LoaderData {
  /** The scripts to start after the first paint, in Gatsby's order. */
  sources: string[];
  /** Gatsby's globals by attribute name: page-path, chunk-mapping, compilation-hash. */
  globals: Record<string, string>;
}

export function loaderTag({ sources, globals }: LoaderData): string {
  const attributes = GATSBY_GLOBALS.map(({ attribute }) => ` data-${attribute}="${escapeAttribute(globals[attribute])}"`).join("");
  return `<script id="${LOADER_ID}"${attributes} data-src="${escapeAttribute(sources.join(" "))}">${LOADER_CODE}</script>`;
}

export type RewriteResult = { html: string; changed: boolean };

/**
 * Replaces Gatsby's inline globals and async script tags of one page by the loader, in the place
 * of the first of them. Idempotent (a warm build leaves untouched pages as they were); throws when
 * a page has neither, or only part of what Gatsby writes, so a Gatsby upgrade that changes its
 * markup stops the build instead of shipping pages that never hydrate.
 */
export function deferGatsbyScripts(html: string, file: string): RewriteResult {
  const tags = [...html.matchAll(GATSBY_SCRIPT_TAG)];
  if (tags.length === 0) {
    if (html.includes(`<script id="${LOADER_ID}"`) && !GATSBY_GLOBALS.some(({ script }) => script.test(html))) {
      return { html, changed: false };
    }
    throw new Error(`${file}: found neither Gatsby's <script src async> tags nor the post-paint loader`);
  }
  const globals: Record<string, string> = {};
  const removals: { start: number; end: number }[] = tags.map((tag) => ({ start: tag.index, end: tag.index + tag[0].length }));
  for (const { attribute, script } of GATSBY_GLOBALS) {
    const match = script.exec(html);
    if (!match) throw new Error(`${file}: Gatsby's inline script for ${attribute} is missing or written differently`);
    globals[attribute] = JSON.parse(match[1]) as string;
    removals.push({ start: match.index, end: match.index + match[0].length });
  }
  removals.sort((left, right) => left.start - right.start);
  let rewritten = "";
  let cursor = 0;
  for (const [position, { start, end }] of removals.entries()) {
    rewritten += html.slice(cursor, start);
    if (position === 0) rewritten += loaderTag({ sources: tags.map((tag) => tag[1]), globals });
    cursor = end;
  }
  rewritten += html.slice(cursor);
  return { html: rewritten, changed: true };
}
