import type { SourceEdit } from "./source-edits";

/**
 * gatsby-react-router-scroll ships its scroll handler as Babel's CommonJS output, which wraps
 * `require("react")` in Babel's namespace helper (a copy of React's exports with a WeakMap cache,
 * inlined in the file). React is CommonJS without `__esModule`, and the handler only reads
 * properties of it (`React.Component`, `React.createContext`, `React.createElement`), so the plain
 * module does the same: the call and the two inlined helpers go.
 */
export const PIECE = "scroll-handler-react";

export const HANDLER_MODULE = /[\\/]node_modules[\\/]gatsby-react-router-scroll[\\/]scroll-handler\.js$/;
export const HANDLER_SOURCE = "gatsby-react-router-scroll/scroll-handler.js";

export const EDITS: readonly SourceEdit[] = [
  { from: 'var React = _interopRequireWildcard(require("react"));', replaceWith: 'var React = require("react");' },
  { from: "function _getRequireWildcardCache(nodeInterop) { if (typeof WeakMap", until: "var ScrollContext = ", replaceWith: "" },
];

/** The helper's text once minified: in no chunk of the tuned build. */
export const SIGNATURE = '"function"!=typeof WeakMap)return null';
