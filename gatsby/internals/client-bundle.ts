import type { Configuration, WebpackPluginInstance } from "webpack";
import { babelRuntimeHelpers } from "./babel-runtime-helpers";
import { nameChunkFilesById } from "./chunk-file-names";
import { EagerCompileHintPlugin } from "./eager-compile-hint";
import * as manifestOptions from "./manifest-options";
import { tuneMinifier } from "./minifier-settings";
import { modernizeOutput } from "./modern-output";
import { replacementPlugins, type ModuleReplacement } from "./module-replacement";
import * as noPartialHydration from "./no-partial-hydration";
import { dropStylesCacheGroup } from "./per-page-css";
import { dropSharedCacheGroup } from "./page-chunks";
import * as routerForwardRef from "./router-forward-ref";
import * as scrollHandlerReact from "./scroll-handler-react";
import { applySourceEdits, type SourceEdits } from "./source-edits";
import { gatsbyScript } from "./stub-gatsby-script";
import { invariant } from "./stub-invariant";
import { assertOneManifest, manifestBrowser } from "./stub-manifest-browser";
import { scrollRestorationHook } from "./stub-scroll-restoration-hook";
import { shortenChunkGlobal } from "./short-chunk-global";
import { partytownBrowser } from "./stub-partytown-browser";
import { propTypes } from "./stub-prop-types";
import { assertNoPluginRegistersAWorker, serviceWorkerRegistration } from "./stub-service-worker-registration";

/** Every module the production client bundle swaps for a stub. */
export const MODULE_REPLACEMENTS: readonly ModuleReplacement[] = [
  serviceWorkerRegistration,
  partytownBrowser,
  manifestBrowser,
  gatsbyScript,
  propTypes,
  invariant,
  scrollRestorationHook,
  ...babelRuntimeHelpers,
];

/**
 * Every module the production client bundle edits, with the file webpack reads it from (Gatsby copies
 * gatsby/cache-dir into .cache) and a signature of what the edits remove.
 */
export const SOURCE_EDITS: readonly (SourceEdits & { file: string; signature: string })[] = [
  {
    piece: noPartialHydration.PIECE,
    module: noPartialHydration.LOADER_MODULE,
    edits: noPartialHydration.EDITS,
    file: ".cache/loader.js",
    signature: noPartialHydration.SIGNATURE,
  },
  {
    piece: manifestOptions.PIECE,
    module: manifestOptions.PLUGINS_MODULE,
    edits: manifestOptions.EDITS,
    file: ".cache/api-runner-browser-plugins.js",
    signature: manifestOptions.SIGNATURE,
  },
  {
    piece: routerForwardRef.PIECE,
    module: routerForwardRef.ROUTER_MODULE,
    edits: routerForwardRef.EDITS,
    file: `node_modules/${routerForwardRef.ROUTER_SOURCE}`,
    signature: routerForwardRef.SIGNATURE,
  },
  {
    piece: scrollHandlerReact.PIECE,
    module: scrollHandlerReact.HANDLER_MODULE,
    edits: scrollHandlerReact.EDITS,
    file: `node_modules/${scrollHandlerReact.HANDLER_SOURCE}`,
    signature: scrollHandlerReact.SIGNATURE,
  },
];

export interface ClientBundleArgs {
  config: Configuration & { plugins: WebpackPluginInstance[] };
  flattenedPlugins: { name: string; browserAPIs: string[]; pluginOptions?: { localize?: unknown[] } }[];
  normalModuleReplacement: Parameters<typeof replacementPlugins>[1];
}

/**
 * The production client bundle's pieces (stage build-javascript), applied to Gatsby's webpack
 * config in place:
 * - per-page CSS (per-page-css.ts);
 * - one chunk per page component, no chunk of modules some pages share (page-chunks.ts);
 * - no dead Partytown, manifest, service-worker registration, <Script>, prop-types, invariant or
 *   useScrollRestoration code (stub-*.ts);
 * - Babel's CommonJS helpers as modern code (babel-runtime-helpers.ts);
 * - source edits (source-edits.ts): no partial hydration client in Gatsby's page loader
 *   (no-partial-hydration.ts), no manifest options (manifest-options.ts), no namespace object for
 *   the router's forwardRef (router-forward-ref.ts) or the scroll handler's React
 *   (scroll-handler-react.ts);
 * - React and Gatsby's runtime compiled off the main thread as they download (eager-compile-hint.ts);
 * - output for the browserslist's browsers, not ES5 (modern-output.ts);
 * - two Terser passes and the shortest export names (minifier-settings.ts);
 * - a short global for the chunks to register on, no unique name on their script tags (short-chunk-global.ts);
 * - on-demand chunks' files named by id, not by Gatsby's long chunk names (chunk-file-names.ts).
 */
export function tuneClientBundle({ config, flattenedPlugins, normalModuleReplacement }: ClientBundleArgs): void {
  assertNoPluginRegistersAWorker(flattenedPlugins);
  assertOneManifest(flattenedPlugins);
  dropStylesCacheGroup(config);
  dropSharedCacheGroup(config);
  config.plugins.push(...replacementPlugins(MODULE_REPLACEMENTS, normalModuleReplacement));
  for (const edits of SOURCE_EDITS) applySourceEdits(config, edits);
  config.plugins.push(new EagerCompileHintPlugin());
  modernizeOutput(config);
  tuneMinifier(config);
  shortenChunkGlobal(config);
  nameChunkFilesById(config);
}
