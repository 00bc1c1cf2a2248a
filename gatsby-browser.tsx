import "@fontsource/space-grotesk/latin-700.css";
import "./src/styles/global.scss";
import type { GatsbyBrowser } from "gatsby";
import { hydrateInTransition } from "./src/client/hydrate-in-transition";
export { wrapPageElement } from "./src/wrap-page-element";

// Gatsby types the hook with ReactDOM's legacy render() overloads; it calls it as (element, #___gatsby).
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInTransition as unknown as Renderer;

// The visitor's enhancements (src/enhancements) come as one async chunk once React has taken over
// the page, so they never compete with the first paint or the first-load budget.
let enhancements: Promise<typeof import("./src/enhancements/start-enhancements")> | undefined;

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Named, so the bench and the budget test find its files in webpack.stats.json.
  enhancements = import(/* webpackChunkName: "enhancements" */ "./src/enhancements/start-enhancements");
  void enhancements.then((module) => module.startEnhancements());
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation) void enhancements?.then((module) => module.routeUpdated(location.pathname));
};
