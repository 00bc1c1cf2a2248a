import type { ModuleReplacement } from "./module-replacement";

/**
 * gatsby-plugin-manifest's browser code only swaps the manifest link of localised manifests, and
 * webpack tree-shakes that away without `localize`, yet keeps the CommonJS helper it imports (~300 B
 * gz in every page). This site has one manifest (assertOneManifest stops the build if it ever gets
 * localised ones).
 */
export const manifestBrowser: ModuleReplacement = {
  piece: "stub-manifest-browser",
  pattern: /[\\/]gatsby-plugin-manifest[\\/]gatsby-browser\.js$/,
  resolvedAs: "node_modules/gatsby-plugin-manifest/gatsby-browser.js",
  source: "gatsby-plugin-manifest/gatsby-browser.js",
  stub: "gatsby/internals/stubs/no-browser-api.js",
  // No signature: webpack keeps no text of it (an empty onRouteUpdate and two requires); the
  // bundle's module list shows it.
};

type PluginList = { name: string; pluginOptions?: { localize?: unknown[] } }[];

export function assertOneManifest(flattenedPlugins: PluginList): void {
  const manifest = flattenedPlugins.find((plugin) => plugin.name === "gatsby-plugin-manifest");
  if (manifest?.pluginOptions?.localize?.length) {
    throw new Error("gatsby-plugin-manifest has localised manifests now: remove its stub, gatsby/internals/stub-manifest-browser.ts");
  }
}
