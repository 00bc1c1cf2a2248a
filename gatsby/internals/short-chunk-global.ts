import type { Compiler, Configuration } from "webpack";

/**
 * Every chunk registers itself on a global array that webpack names after package.json's name
 * (`globalThis.webpackChunkconnessioni_festival_site`, twice per chunk) on the object that the
 * browserslist target makes `globalThis`. One webpack runtime runs per page, so a short name on
 * `self` (webpack's default for the web; `self` is the window in a page) does the same with ~30
 * bytes less per chunk. For the same reason no `output.uniqueName`: webpack then neither marks the
 * script tags it adds with `data-webpack="connessioni-festival-site:<key>"` nor looks for that mark
 * (it tells one runtime's chunk tags from another's; a tag is still found by its `src`), so every
 * page's runtime loses the name and the code around it. Gatsby sets none of the three options: the
 * build stops if it ever does.
 */
export const PIECE = "short-chunk-global";
/** The global every chunk pushes itself onto. */
export const CHUNK_GLOBAL = "webpackChunk";

export function shortenChunkGlobal(config: Configuration): void {
  const output = (config.output ??= {});
  if (output.chunkLoadingGlobal !== undefined || output.globalObject !== undefined || output.uniqueName !== undefined)
    throw new Error(
      `gatsby/internals/${PIECE}: Gatsby sets output.chunkLoadingGlobal, output.globalObject or output.uniqueName now; review gatsby/internals/short-chunk-global.ts`,
    );
  output.chunkLoadingGlobal = CHUNK_GLOBAL;
  output.globalObject = "self";
  config.plugins = [...(config.plugins ?? []), new NoUniqueNamePlugin()];
}

/**
 * webpack's schema wants a non-empty `output.uniqueName` in the config, yet builds without one (as
 * for a package.json without a name): a plugin runs after the check and before the defaults, which
 * keep an empty name.
 */
class NoUniqueNamePlugin {
  apply(compiler: Compiler): void {
    compiler.options.output.uniqueName = "";
  }
}
