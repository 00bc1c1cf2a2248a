/**
 * What the page and the service worker (gatsby/post-build/service-worker/worker) agree on. Pure
 * values, imported by both sides, so neither can drift from the other.
 */

/** Where the worker lives: at the root, so its scope is the whole site without Service-Worker-Allowed. */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * The Server-Timing metric the worker adds to a response it answers from its saved copy (only when
 * the network failed). Its description is the moment the copy was fetched, as an ISO date. The page
 * reads it from the Performance API (navigation and resource entries expose `serverTiming` for
 * same-origin responses, worker-made ones included), so no message has to travel between the two
 * and a worker restarted in between changes nothing.
 */
export const SAVED_COPY_METRIC = "copia-salvata";

/** The value of that header for a copy fetched at `savedAt`. */
export const savedCopyTiming = (savedAt: Date): string => `${SAVED_COPY_METRIC};desc="${savedAt.toISOString()}"`;

/**
 * The Content Management System at /admin/ (Decap CMS). The worker answers nothing there and keeps
 * nothing of it: its page, its scripts and every request it makes go to the network untouched.
 */
export const isAdminPath = (pathname: string): boolean => pathname === "/admin" || pathname.startsWith("/admin/");

/**
 * The page-data file Gatsby fetches for a page path: `/` → /page-data/index/page-data.json,
 * `/concerti/` → /page-data/concerti/page-data.json.
 */
export function pageDataPath(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  return `/page-data/${trimmed === "" ? "index" : trimmed}/page-data.json`;
}
