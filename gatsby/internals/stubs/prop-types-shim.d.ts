// The shim stands in for prop-types, so it has its types.
import type * as PropTypes from "prop-types";

declare const shim: typeof PropTypes & { PropTypes: typeof PropTypes };
export = shim;
