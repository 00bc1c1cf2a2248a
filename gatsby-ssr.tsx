import React from "react";
import type { GatsbySSR } from "gatsby";
import { NOTICE_SCRIPT_PATH } from "./gatsby/develop/status-events";
export { wrapPageElement } from "./src/wrap-page-element";

// The home-screen icon for iOS, one of the icons gatsby-plugin-manifest makes from our logo.
const APPLE_TOUCH_ICON = "/icons/icon-192x192.png";
// The tab icon, written from our logo by gatsby/discoverability. The post-paint loader
// (gatsby/post-build/post-paint-loader) gives this link its address only after the first paint.
const FAVICON = "/favicon.ico";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "it" });
  setHeadComponents([
    <link key="icon" rel="icon" href={FAVICON} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />,
  ]);
  // The live preview's notice of data errors (gatsby/develop), served by the dev server only.
  if (process.env.NODE_ENV === "development") {
    setPostBodyComponents([<script key="develop-data-notice" src={NOTICE_SCRIPT_PATH} async />]);
  }
};

// gatsby-plugin-image adds, on every page, the styles and the module script that fade <GatsbyImage>
// in from opacity 0. Our posters are native <picture> elements (see components/poster), so that
// script would only listen to every image load for nothing, and its CSS would ship unused.
// Its keys: gatsby-image-style, gatsby-image-style-noscript, gatsby-image-style-script.
// Gatsby's <meta name="generator"> (key generator-<version>) tells visitors nothing and costs bytes
// in the first round trip.
const isDroppedHead = (component: React.ReactNode) =>
  React.isValidElement(component) && /^(gatsby-image-style|generator-)/.test(String(component.key));

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(getHeadComponents().filter((component) => !isDroppedHead(component)));
};
