import type { Configuration } from "webpack";

/**
 * Per-page CSS. Gatsby bundles the CSS of every page into one `styles` chunk (its webpack config's
 * splitChunks.cacheGroups.styles) and inlines all of it in every page's <head>; with CSS Modules
 * only, each page needs just its own components' rules. Without that cache group, webpack keeps each
 * module's CSS with the chunk that imports it (app, the page component), Gatsby inlines the page's
 * chunk group, and on client-side navigation webpack's CSS runtime adds the next page's file
 * (skipping files already inlined, found by the <style data-href> Gatsby writes). Every page's HTML
 * must fit the first round trip.
 */
export const PIECE = "per-page-css";

/** The name of Gatsby's all-pages CSS chunk (and of its cache group). */
export const STYLES_CHUNK = "styles";

export function dropStylesCacheGroup(config: Configuration): void {
  const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  if (!cacheGroups || !(STYLES_CHUNK in cacheGroups)) {
    throw new Error(
      `gatsby/internals/${PIECE}: Gatsby's webpack config has no splitChunks.cacheGroups.${STYLES_CHUNK} any more; review gatsby/internals/per-page-css.ts`,
    );
  }
  delete (cacheGroups as Record<string, unknown>)[STYLES_CHUNK];
}
