import type { Configuration, WebpackPluginInstance } from "webpack";

/**
 * The files of the chunks webpack loads on demand (page components, `commons`, the enhancements)
 * are named by chunk id and content hash, not by Gatsby's chunk names. Every page's webpack runtime
 * maps each of those chunks to its file: with `[name]` in the file name it carries every name
 * ("component---src-pages-accessibilita-tsx"), once for the script and once for the stylesheet, and
 * the chunk map every page carries for the post-paint loader repeats them in each file's path. Each
 * page component added cost every page ~75-100 B gz that way. The chunk names stay Gatsby's (page
 * data's componentChunkName, webpack.stats.json's chunk groups, chunk-map.json's keys): Gatsby, the
 * offline copy and `_headers` find the files through them. The start-up files (`app`, `framework`,
 * `webpack-runtime`) keep Gatsby's `filename`. All the renamed files share the prefix, so `_headers`
 * gives them one rule (`/async-*`). The build stops if Gatsby's templates are not the ones replaced.
 *
 * Their content hash is 8 hex digits, not webpack's 20: the runtime maps every on-demand chunk to
 * its hash twice (script and stylesheet), and random digits do not compress (every page's runtime
 * ~2,390 → ~2,090 B gz). The file name also carries the chunk id, so two files could only clash as
 * two versions of one chunk with the same 32-bit hash, where a visitor's cached copy would be stale.
 */
export const PIECE = "chunk-file-names";

/**
 * The leading word of every on-demand chunk's file, webpack's "async chunks" (a family of hashed files
 * for `_headers`: not `chunk-`, which Gatsby's chunk-map.json, revalidated, would share).
 */
export const CHUNK_FILE_PREFIX = "async-";
/** Hex digits of an on-demand chunk's content hash (webpack's own `[contenthash]` has 20). */
export const CHUNK_HASH_LENGTH = 8;
export const JS_CHUNK_FILENAME = `${CHUNK_FILE_PREFIX}[id]-[contenthash:${CHUNK_HASH_LENGTH}].js`;
export const CSS_CHUNK_FILENAME = `${CHUNK_FILE_PREFIX}[id].[contenthash:${CHUNK_HASH_LENGTH}].css`;

/** Gatsby's templates for on-demand chunks (gatsby/dist/utils/webpack.config.js, stage build-javascript). */
export const GATSBY_JS_CHUNK_FILENAME = "[name]-[contenthash].js";
export const GATSBY_CSS_CHUNK_FILENAME = "[name].[contenthash].css";

/** mini-css-extract-plugin keeps its options on the instance and reads them in apply(). */
type CssExtractPlugin = WebpackPluginInstance & { options: { chunkFilename?: unknown } };
const isCssExtractPlugin = (plugin: WebpackPluginInstance): plugin is CssExtractPlugin => plugin.constructor.name === "MiniCssExtractPlugin";

const fail = (message: string) => new Error(`gatsby/internals/${PIECE}: ${message}; review gatsby/internals/chunk-file-names.ts`);

export function nameChunkFilesById(config: Configuration & { plugins: WebpackPluginInstance[] }): void {
  const output = (config.output ??= {});
  if (output.chunkFilename !== GATSBY_JS_CHUNK_FILENAME) throw fail(`Gatsby's output.chunkFilename is ${String(output.chunkFilename)} now`);
  const extractors = config.plugins.filter(isCssExtractPlugin);
  if (extractors.length !== 1 || extractors[0].options.chunkFilename !== GATSBY_CSS_CHUNK_FILENAME) {
    throw fail(`Gatsby's webpack config has ${extractors.length} MiniCssExtractPlugin, not one with chunkFilename ${GATSBY_CSS_CHUNK_FILENAME}`);
  }
  output.chunkFilename = JS_CHUNK_FILENAME;
  extractors[0].options.chunkFilename = CSS_CHUNK_FILENAME;
}
