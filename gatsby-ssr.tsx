import React from "react";
import type { GatsbySSR } from "gatsby";
import { NOTICE_SCRIPT_PATH } from "./gatsby/develop/status-events";
import { isDroppedHeadComponent } from "./gatsby/internals/dropped-head-components";
import { FONTS_READY_CLASS } from "./gatsby/internals/post-paint-loader/post-paint-loader";
import { internalsEnabled } from "./gatsby/internals/switch";
import { printedPageAddress } from "./gatsby/print/printed-page-address";
import { changesFeedPath, inSiteUrlForm, pagePaths, scheduleFeedPaths } from "./src/utils/page-paths";
export { wrapPageElement } from "./src/wrap-page-element";

// The home-screen icon for iOS, one of the icons gatsby-plugin-manifest makes from our logo.
const APPLE_TOUCH_ICON = "/icons/icon-192x192.png";
// The tab icon, written from our logo by gatsby/discoverability. The post-paint loader
// (gatsby/internals/post-paint-loader) gives this link its address only after the first paint.
const FAVICON = "/favicon.ico";
// The pages whose head names the Atom feed of the programme's changes: the changes page, and the home
// page, where a feed reader given the site's address looks. In the HTML only, not in the pages' Head
// components: feed readers read the HTML, and the home page's JavaScript stays within its budget.
const FEED_PAGES: readonly string[] = [pagePaths.home, pagePaths.modifiche];
// The pages with the programme's events name its feeds for schedule apps (gatsby/schedule-feeds), in the
// HTML only for the same reasons: an app or a browser extension given a page's address finds them there.
const SCHEDULE_FEED_PAGES: readonly string[] = [pagePaths.home, pagePaths.concerti, pagePaths.talks];

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  // Without the post-paint loader (GATSBY_INTERNALS=off) nothing waits for the display face: the
  // headings ask for it at once, as on a plain Gatsby site.
  setHtmlAttributes(internalsEnabled() ? { lang: "it" } : { lang: "it", className: FONTS_READY_CLASS });
  setHeadComponents([
    <link key="icon" rel="icon" href={FAVICON} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />,
    ...(FEED_PAGES.includes(inSiteUrlForm(pathname))
      ? [<link key="changes-feed" rel="alternate" type="application/atom+xml" title="Modifiche al programma" href={changesFeedPath} />]
      : []),
    ...(SCHEDULE_FEED_PAGES.includes(inSiteUrlForm(pathname))
      ? [
          <link key="schedule-xml" rel="alternate" type="application/xml" title="Programma per le app (XML)" href={scheduleFeedPaths.xml} />,
          <link key="schedule-json" rel="alternate" type="application/json" title="Programma per le app (JSON)" href={scheduleFeedPaths.json} />,
        ]
      : []),
  ]);
  setPostBodyComponents([
    // The page's address on paper (gatsby/print): markup only, outside the React root.
    ...printedPageAddress(pathname),
    // The live preview's notice of data errors (gatsby/develop), served by the dev server only.
    ...(process.env.NODE_ENV === "development" ? [<script key="develop-data-notice" src={NOTICE_SCRIPT_PATH} async />] : []),
  ]);
};

// Gatsby's and gatsby-plugin-image's head components this site does without (see
// gatsby/internals/dropped-head-components.ts); all kept with GATSBY_INTERNALS=off.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  if (!internalsEnabled()) return;
  replaceHeadComponents(getHeadComponents().filter((component) => !isDroppedHeadComponent(component)));
};
