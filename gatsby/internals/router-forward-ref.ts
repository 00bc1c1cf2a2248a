import type { SourceEdit } from "./source-edits";

/**
 * @reach/router reads `forwardRef` by destructuring its `import * as React` (falling back for React
 * before 16.3). Destructuring a CommonJS module's namespace makes webpack build a namespace object
 * at run time, and that alone brings the helper for it into every page's webpack runtime. A
 * property read does the same without the helper (React 18 always has forwardRef).
 */
export const PIECE = "router-forward-ref";

export const ROUTER_MODULE = /[\\/]node_modules[\\/]@gatsbyjs[\\/]reach-router[\\/]dist[\\/]index\.modern\.mjs$/;
export const ROUTER_SOURCE = "@gatsbyjs/reach-router/dist/index.modern.mjs";

export const EDITS: readonly SourceEdit[] = [{ from: "let{forwardRef:B}=e;void 0===B&&(B=e=>e);", replaceWith: "let B=e.forwardRef;" }];

/** webpack's runtime helper for a namespace object (`__webpack_require__.t`): in no chunk of the tuned build. */
export const SIGNATURE = "getOwnPropertyNames";
