import type { ModuleReplacement } from "./module-replacement";

/**
 * @reach/router (Gatsby's router) checks its routes with invariant, whose browser build formats
 * `%s` arguments and carries a message for calls without one (~0.1 KiB gz in every page). The
 * router passes finished messages: a stand-in that throws the same error takes its place
 * (stubs/invariant.js); the unit test checks both throw alike.
 */
export const invariant: ModuleReplacement = {
  piece: "stub-invariant",
  pattern: /[\\/]node_modules[\\/]invariant[\\/]browser\.js$/,
  resolvedAs: "node_modules/invariant/browser.js",
  source: "invariant/browser.js",
  stub: "gatsby/internals/stubs/invariant.js",
  signature: "Minified exception occurred",
};
