import type { ModuleReplacement } from "./module-replacement";

/**
 * Gatsby's browser entry re-exports gatsby-script (<Script>), and webpack keeps all of it (~1 KiB gz)
 * though nothing in the client uses it: this site renders no <Script>. A stub that throws if one
 * is ever rendered takes its place (stubs/no-script-component.js).
 */
export const gatsbyScript: ModuleReplacement = {
  piece: "stub-gatsby-script",
  pattern: /[\\/]node_modules[\\/]gatsby-script[\\/]dist[\\/]index\.modern\.mjs$/,
  resolvedAs: "node_modules/gatsby-script/dist/index.modern.mjs",
  source: "gatsby-script/dist/index.modern.mjs",
  stub: "gatsby/internals/stubs/no-script-component.js",
  signature: "/__third-party-proxy?url=",
};
