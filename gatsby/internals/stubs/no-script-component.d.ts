// The stub stands in for gatsby-script, so it has its types.
import type * as GatsbyScript from "gatsby-script";

declare const stub: typeof GatsbyScript;
export = stub;
