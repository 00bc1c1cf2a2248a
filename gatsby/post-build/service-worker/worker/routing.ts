/**
 * Which requests the service worker answers, and how. Pure functions of what a fetch event tells
 * synchronously (respondWith must be called, or not, before the handler returns), so they are unit
 * tested without a browser (__tests__/routing.test.ts).
 */
import { isAdminPath } from "../../../../src/enhancements/offline/protocol";
import { NOTICES_FILE_PATH } from "../../../../src/components/notice-slots/notices-file";

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
  /** The full URL of the page or worker that made the request; same-origin requests carry it under the site's Referrer-Policy (strict-origin-when-cross-origin). */
  referrer: string;
  /** The client (page, frame, worker) that made the request; "" for navigations. */
  clientId: string;
}

/**
 * Is this request part of /admin (Decap CMS)? Its own URLs, whatever made them; anything a page or
 * frame under /admin asks for (told by the referrer, or by the client id of an /admin navigation the
 * worker has seen, for requests sent without a referrer). A top-level navigation is judged by its
 * URL only: a volunteer following the CMS's link to the public site gets the public site.
 */
export function isAdminRequest(facts: RequestFacts, adminClients: ReadonlySet<string>): boolean {
  const url = new URL(facts.url);
  if (isAdminPath(url.pathname)) return true;
  if (facts.mode === "navigate" && facts.destination === "document") return false;
  if (facts.referrer) {
    const referrer = new URL(facts.referrer);
    if (referrer.origin === url.origin && isAdminPath(referrer.pathname)) return true;
  }
  return facts.clientId !== "" && adminClients.has(facts.clientId);
}

/**
 * - "fresh": what changes with a deploy under the same name (pages, Gatsby's page data and app
 *   data, calendars): network first, the saved copy only when the network fails;
 * - "asset": files whose name changes with their content (Gatsby's chunks, /static/): the saved
 *   copy first, since it can never be out of date;
 * - "plain": another file of the site, answered only if the precache holds it (favicon, manifest);
 * - null: never the worker's business (other hosts, other methods, /admin, the site's functions
 *   under /api/: the CMS login's popup, whose answers must come from the server and are no-store;
 *   the notices file /avvisi.json, which an open page asks for to learn what changed since it was
 *   loaded: a saved copy would tell it nothing new, so it goes to the network and the browser's
 *   own conditional request, and fails offline, where the page already says its copy's age):
 *   not even looked at.
 */
export type Handling = "fresh" | "asset" | "plain" | null;

/** The Pages Functions (functions/api/): /api/auth and /api/callback of the CMS login. */
export const isFunctionPath = (pathname: string): boolean => pathname === "/api" || pathname.startsWith("/api/");

// Gatsby's `[name]-[contenthash].js` and `[name].[contenthash].css` at the root, the on-demand chunks'
// `async-[id]-[contenthash:8].js` and `async-[id].[contenthash:8].css` (cache-policy.ts): hashes of
// 8 hex digits or more: the on-demand chunks' hashes are 8 (gatsby/internals/chunk-file-names), webpack's 20.
const hashedRootAsset = /^\/[\w.-]+(?:-[0-9a-f]{8,}\.m?js|\.[0-9a-f]{8,}\.css)$/;

export function handlingOf(facts: RequestFacts, origin: string, adminClients: ReadonlySet<string>): Handling {
  const url = new URL(facts.url);
  if (facts.method !== "GET" || url.origin !== origin) return null;
  if (isAdminRequest(facts, adminClients)) return null;
  const path = url.pathname;
  if (isFunctionPath(path)) return null;
  if (path === NOTICES_FILE_PATH) return null;
  if (facts.mode === "navigate") return "fresh";
  if (path.startsWith("/page-data/") || path.startsWith("/slice-data/") || path.endsWith(".ics")) return "fresh";
  if (path.startsWith("/static/") || hashedRootAsset.test(path)) return "asset";
  return "plain";
}

/**
 * Fresh responses kept in the worker's runtime cache as they pass (the four pages and their data are
 * in the precache, one consistent set per deploy): the pages of past editions and their page data,
 * and Gatsby's static-query results. Emptied whenever a new version takes over, since old pages
 * name old chunks.
 */
export function keptAtRuntime(pathname: string): boolean {
  return (
    /^\/edizioni\/\d{4}\/$/.test(pathname) ||
    /^\/page-data\/edizioni\/\d{4}\/page-data\.json$/.test(pathname) ||
    /^\/page-data\/sq\/d\/\d+\.json$/.test(pathname)
  );
}

/**
 * The URL under which a saved copy of a fresh request may be found: without query (a share link
 * `/?miei=…` opens the saved home page) and in the site's trailing-slash form for page addresses.
 */
export function savedCopyUrl(requestUrl: string): string {
  const url = new URL(requestUrl);
  const last = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
  const pathname = url.pathname.endsWith("/") || last.includes(".") ? url.pathname : `${url.pathname}/`;
  return `${url.origin}${pathname}`;
}
