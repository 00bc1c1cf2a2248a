import type { ModuleReplacement } from "./module-replacement";

/**
 * Gatsby's internal Partytown plugin only acts in `gatsby develop` (its production branch returns
 * at once), yet its require of gatsby-script and the Partytown integration puts ~1 KiB gz of dead
 * code in every page's app bundle. We use no off-main-thread <Script>.
 */
export const partytownBrowser: ModuleReplacement = {
  piece: "stub-partytown-browser",
  pattern: /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
  resolvedAs: "node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
  source: "gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
  stub: "gatsby/internals/stubs/no-browser-api.js",
  // The snippet injector it requires.
  signature: "~partytown/partytown-sandbox-sw",
  signatureIn: "gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet.js",
};
