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

// Gatsby puts a page back where this tab last left it (positions kept in sessionStorage) as soon as the
// app mounts, even on a new visit of that page (an address typed, a link followed before hydration):
// the visitor would land at the top and see the page glide, thousands of pixels under their thumb, to
// wherever they were minutes ago. The browser itself restores the position on a reload and on Back
// (history.scrollRestoration stays "auto"), so on the first render the position is left alone, unless
// the address names a fragment (Gatsby scrolls to it once more as the app mounts, where the browser's
// first jump may have been moved by the layout). Navigations inside the app keep Gatsby's rules (a new
// page at the top, Back where it was).
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  prevRouterProps !== undefined || routerProps.location.hash !== "";

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation) void enhancements?.then((module) => module.routeUpdated(location.pathname));
};
