import path from "node:path";
import type { Compiler, Configuration } from "webpack";

/**
 * Gatsby's page loader (`.cache/loader.js`, copied from gatsby/cache-dir) carries the experimental
 * partial hydration's client: methods that fetch `page-data-rsc.json` (and ProdLoader's override),
 * and a branch that streams it into `react-server-dom-webpack`. With the flag off, Gatsby defines
 * `global.hasPartialHydration` as false, which removes the calls but not the methods or the branch
 * (it tests the response, and there is none). This site never turns it on (minifier-settings.ts
 * relies on that too), so four exact edits take the code out of the source before Babel
 * (stubs/source-edits-loader.js); the build stops when an edit no longer finds its text or the rule
 * matched no module.
 */
export const PIECE = "no-partial-hydration";

/** The module the edits apply to, as webpack resolves it. */
export const LOADER_MODULE = /[\\/]\.cache[\\/]loader\.js$/;
/** Where the module comes from, under node_modules/. */
export const LOADER_SOURCE = "gatsby/cache-dir/loader.js";

export interface SourceEdit {
  /** Text found exactly once; the edit replaces it, or everything from it up to `until`. */
  from: string;
  until?: string;
  replaceWith: string;
}

export const EDITS: readonly SourceEdit[] = [
  { from: "  fetchPartialHydrationJson(loadObj) {", until: "  loadPageDataJson(rawPath) {", replaceWith: "" },
  { from: "  loadPartialHydrationJson(rawPath) {\n    const pagePath", until: "  loadSliceDataJson(sliceName) {", replaceWith: "" },
  // ProdLoader's override of it, the last method of the file's last class.
  { from: "  loadPartialHydrationJson(rawPath) {\n    return super", until: "}\n\nlet instance", replaceWith: "" },
  // No response to test without the flag: the branch that streams it goes with the constant.
  { from: "typeof rscDataResponse?.payload === `string`", replaceWith: "false" },
];

/** Text of the removed code that minification keeps: in no chunk of the tuned build. */
export const SIGNATURE = "-rsc.json";

const LOADER = path.resolve("gatsby/internals/stubs/source-edits-loader.js");

export function dropPartialHydration(config: Configuration & { plugins: unknown[] }): void {
  const rules = ((config.module ??= {}).rules ??= []);
  rules.push({ test: LOADER_MODULE, enforce: "pre", use: [{ loader: LOADER, options: { piece: PIECE, edits: EDITS } }] });
  config.plugins.push(new EditsAppliedCheck());
}

class EditsAppliedCheck {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PIECE, (compilation) => {
      compilation.hooks.finishModules.tap(PIECE, (modules) => {
        for (const module of modules) {
          const { resource, loaders } = module as { resource?: string; loaders?: { loader: string }[] };
          if (resource && LOADER_MODULE.test(resource) && loaders?.some(({ loader }) => loader === LOADER)) return;
        }
        compilation.errors.push(new compiler.webpack.WebpackError(`gatsby/internals/${PIECE}: no module matched ${LOADER_MODULE}; has Gatsby moved its page loader?`));
      });
    });
  }
}
