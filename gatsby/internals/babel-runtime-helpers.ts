import type { ModuleReplacement } from "./module-replacement";

/**
 * gatsby-react-router-scroll ships compiled for old browsers and requires three of Babel's CommonJS
 * helpers (and, through inheritsLoose, setPrototypeOf with a fallback for browsers without
 * Object.setPrototypeOf). Each becomes the same function as modern code (stubs/babel-helpers/), with
 * no ES-module flags: the package calls them through interopRequireDefault, which wraps a plain
 * function as Babel's own flags would.
 */
export const PIECE = "babel-runtime-helpers";

const helper = (name: string): ModuleReplacement => ({
  piece: PIECE,
  pattern: new RegExp(`[\\\\/]node_modules[\\\\/]@babel[\\\\/]runtime[\\\\/]helpers[\\\\/]${name}\\.js$`),
  resolvedAs: `node_modules/@babel/runtime/helpers/${name}.js`,
  source: `@babel/runtime/helpers/${name}.js`,
  stub: `gatsby/internals/stubs/babel-helpers/${name}.js`,
  // No signature: the stubs keep the helpers' behaviour, and so their text; the module list shows them.
});

export const babelRuntimeHelpers: readonly ModuleReplacement[] = ["interopRequireDefault", "inheritsLoose", "assertThisInitialized"].map(helper);
