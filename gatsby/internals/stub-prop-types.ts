import type { ModuleReplacement } from "./module-replacement";

/**
 * Gatsby's runtime, gatsby-link and @reach/router import prop-types and declare propTypes that React
 * ignores in production; prop-types' production build still ships its shims, its secret and the
 * message for calling a validator by hand (~0.3 KiB gz in every page). A shim of the same names and
 * shapes takes its place (stubs/prop-types-shim.js); the unit test checks it has every name of the
 * real package.
 */
export const propTypes: ModuleReplacement = {
  piece: "stub-prop-types",
  pattern: /[\\/]node_modules[\\/]prop-types[\\/]index\.js$/,
  resolvedAs: "node_modules/prop-types/index.js",
  source: "prop-types/index.js",
  stub: "gatsby/internals/stubs/prop-types-shim.js",
  signature: "Calling PropTypes validators directly is not supported",
  signatureIn: "prop-types/factoryWithThrowingShims.js",
};
