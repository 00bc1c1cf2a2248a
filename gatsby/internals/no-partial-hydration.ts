import type { SourceEdit } from "./source-edits";

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
