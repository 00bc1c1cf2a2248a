import type { Configuration } from "webpack";

/**
 * Every chunk registers itself on a global array that webpack names after package.json's name
 * (`globalThis.webpackChunkconnessioni_festival_site`, twice per chunk) on the object that the
 * browserslist target makes `globalThis`. One webpack runtime runs per page, so a short name on
 * `self` (webpack's default for the web; `self` is the window in a page) does the same with ~30
 * bytes less per chunk. Gatsby sets neither option: the build stops if it ever does.
 */
export const PIECE = "short-chunk-global";
/** The global every chunk pushes itself onto. */
export const CHUNK_GLOBAL = "webpackChunk";

export function shortenChunkGlobal(config: Configuration): void {
  const output = (config.output ??= {});
  if (output.chunkLoadingGlobal !== undefined || output.globalObject !== undefined)
    throw new Error(
      `gatsby/internals/${PIECE}: Gatsby sets output.chunkLoadingGlobal or output.globalObject now; review gatsby/internals/short-chunk-global.ts`,
    );
  output.chunkLoadingGlobal = CHUNK_GLOBAL;
  output.globalObject = "self";
}
