/**
 * What the site does for a visitor once the page is up: their own programme, filters, what is on
 * now (./pocket), the live notices (./notices) and the offline copy with its notices (./offline),
 * all in one root (./mount-features.tsx). Everything here is one async chunk that gatsby-browser.tsx
 * asks for after the first client render, which itself starts after the first paint
 * (gatsby/post-build/post-paint-loader): none of it delays what the page shows, and none of it counts
 * in the page's first-load JavaScript budget. Without JavaScript, none of it is shown, so no control
 * appears that cannot work.
 */
import { mountFeatures } from "./mount-features";
import { offlineRouteUpdated, startOffline } from "./offline/start-offline";

let featuresRouteUpdated: (() => void) | undefined;

export function startEnhancements(): void {
  featuresRouteUpdated = mountFeatures();
  startOffline();
}

/** Gatsby rendered another page client-side: the new page's slots need their controls. */
export function routeUpdated(pathname: string): void {
  featuresRouteUpdated?.();
  offlineRouteUpdated(pathname);
}
