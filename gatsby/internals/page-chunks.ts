import type { Configuration } from "webpack";

/**
 * One chunk per page component. Gatsby's webpack config (splitChunks.cacheGroups.shared) moves the
 * modules that two page components or more share into a chunk of their own once they pass webpack's
 * minimum size (20 kB of source, comments included): a page then loads one more file, and every page's
 * webpack runtime maps one more chunk. The concert and talk cards' shared body (src/components/detail-card) crossed it
 * and cost /concerti/ and /talks/ ~500 B gz, every other page ~50 B. Without that cache group a shared
 * module sits in each page component's chunk, which each page's budget counts anyway; what all pages
 * share still goes to `commons`.
 */
export const PIECE = "page-chunks";

/** The name of Gatsby's cache group of modules shared by some page components. */
export const SHARED_CACHE_GROUP = "shared";

export function dropSharedCacheGroup(config: Configuration): void {
  const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  if (!cacheGroups || !(SHARED_CACHE_GROUP in cacheGroups)) {
    throw new Error(
      `gatsby/internals/${PIECE}: Gatsby's webpack config has no splitChunks.cacheGroups.${SHARED_CACHE_GROUP} any more; review gatsby/internals/page-chunks.ts`,
    );
  }
  delete (cacheGroups as Record<string, unknown>)[SHARED_CACHE_GROUP];
}
