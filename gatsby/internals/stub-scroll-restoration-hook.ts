import type { ModuleReplacement } from "./module-replacement";

/**
 * Gatsby's browser entry re-exports gatsby-react-router-scroll's useScrollRestoration; the package is
 * CommonJS, so webpack keeps the hook and its session-storage wiring (~0.15 KiB gz) though no
 * component uses it. An index with the ScrollContext Gatsby's runtime renders (the real scroll
 * handler) and a hook that throws if ever called takes its place (stubs/scroll-context-only.js).
 */
export const scrollRestorationHook: ModuleReplacement = {
  piece: "stub-scroll-restoration-hook",
  pattern: /[\\/]node_modules[\\/]gatsby-react-router-scroll[\\/]index\.js$/,
  resolvedAs: "node_modules/gatsby-react-router-scroll/index.js",
  source: "gatsby-react-router-scroll/index.js",
  stub: "gatsby/internals/stubs/scroll-context-only.js",
};
