import "@fontsource/space-grotesk/latin-700.css";
import "./src/styles/global.scss";
import type { GatsbyBrowser } from "gatsby";
import { hydrateInTransition } from "./src/client/hydrate-in-transition";
export { wrapPageElement } from "./src/wrap-page-element";

// Gatsby types the hook with ReactDOM's legacy render() overloads; it calls it as (element, #___gatsby).
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInTransition as unknown as Renderer;
