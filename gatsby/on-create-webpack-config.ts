import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { EagerCompileHintPlugin } from "./webpack/eager-compile-hint";

// gatsby-plugin-manifest's browser code only swaps the manifest link of localised manifests, and
// webpack tree-shakes that away without `localize`, yet keeps the CommonJS helper it imports (~300 B
// gz in every page). This site has one manifest (the guard below stops the build if it ever gets
// localised ones).
const MANIFEST_BROWSER_PLUGIN = /[\\/]gatsby-plugin-manifest[\\/]gatsby-browser\.js$/;

// Gatsby's internal Partytown plugin only acts in `gatsby develop` (its production branch returns
// at once), yet its require of gatsby-script and the Partytown integration puts ~1 KiB gz of dead
// code in every page's app bundle. We use no off-main-thread <Script>.
const PARTYTOWN_BROWSER_PLUGIN = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

// Gatsby's browser entry re-exports gatsby-script (<Script>), and webpack keeps all of it (~1 KiB gz)
// though nothing in the client uses it: this site renders no <Script>. A stub that throws if one
// is ever rendered takes its place.
const GATSBY_SCRIPT = /[\\/]node_modules[\\/]gatsby-script[\\/]dist[\\/]index\.modern\.mjs$/;

// Gatsby's runtime requires its service-worker registration only when a plugin asks for it
// (registerServiceWorker), but webpack bundles it regardless. The site's service worker is its own
// (gatsby/post-build/service-worker, registered with workbox-window by src/enhancements/offline after
// the first paint), so no plugin may register another: the guard below stops the build if one does
// (gatsby-plugin-offline, for one, would register a second, cache-first worker at the same scope).
const SERVICE_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/;

// workbox-window's package points bundlers at its ES5 build (2.3 KiB gz); the browsers that can run
// a service worker all run its ES2017 build (1.4 KiB gz), the same code without the down-levelling.
const WORKBOX_WINDOW_MODERN = "workbox-window/build/workbox-window.prod.mjs";

/**
 * The production client bundle only (stage build-javascript):
 *
 * - Per-page CSS. Gatsby bundles the CSS of every page into one `styles` chunk and inlines all of it
 *   in every page's <head>; with CSS Modules only, each page needs just its own components' rules.
 *   Without that cache group, webpack keeps each module's CSS with the chunk that imports it (app,
 *   the page component), Gatsby inlines the page's chunk group, and on client-side navigation
 *   webpack's CSS runtime adds the next page's file (skipping files already inlined, found by the
 *   <style data-href> Gatsby writes). Every page's HTML must fit the first round trip.
 * - No dead Partytown, manifest, Gatsby service-worker registration or <Script> code (above).
 * - workbox-window's modern build (above).
 * - React and Gatsby's runtime compiled off the main thread as they download (eager-compile-hint.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins, store }) => {
  if (stage !== "build-javascript") return;
  const { flattenedPlugins } = store.getState() as { flattenedPlugins: { name: string; browserAPIs: string[] }[] };
  const registering = flattenedPlugins.filter((plugin) => plugin.browserAPIs.includes("registerServiceWorker"));
  if (registering.length > 0) {
    throw new Error(`${registering.map((plugin) => plugin.name).join(", ")} registers a service worker: remove its stub from gatsby/on-create-webpack-config.ts`);
  }
  const manifest = flattenedPlugins.find((plugin) => plugin.name === "gatsby-plugin-manifest") as { pluginOptions?: { localize?: unknown[] } } | undefined;
  if (manifest?.pluginOptions?.localize?.length) {
    throw new Error("gatsby-plugin-manifest has localised manifests now: remove its stub from gatsby/on-create-webpack-config.ts");
  }
  const config = getConfig();
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  if (!cacheGroups || !("styles" in cacheGroups)) {
    throw new Error("Gatsby's webpack config has no splitChunks.cacheGroups.styles any more: review gatsby/on-create-webpack-config.ts");
  }
  delete cacheGroups.styles;
  // Gatsby compiles this file into .cache: resolve from the site directory, where Gatsby runs.
  const noCode = path.resolve("gatsby/webpack/no-browser-api.js");
  config.plugins.push(plugins.normalModuleReplacement(SERVICE_WORKER_REGISTRATION, noCode));
  config.plugins.push(plugins.normalModuleReplacement(PARTYTOWN_BROWSER_PLUGIN, noCode));
  config.plugins.push(plugins.normalModuleReplacement(MANIFEST_BROWSER_PLUGIN, noCode));
  config.plugins.push(plugins.normalModuleReplacement(GATSBY_SCRIPT, path.resolve("gatsby/webpack/no-script-component.js")));
  config.plugins.push(new EagerCompileHintPlugin());
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, "workbox-window$": createRequire(path.resolve("package.json")).resolve(WORKBOX_WINDOW_MODERN) } };
  actions.replaceWebpackConfig(config);
};
