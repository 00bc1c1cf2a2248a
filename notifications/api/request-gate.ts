/**
 * What a browser's POST or DELETE must look like before its body is read (issue 50): a JSON body
 * declared as such, from the site's own pages. A third-party page can make its visitors' browsers post
 * a `text/plain` form or fetch without a preflight, but it cannot declare `application/json` without
 * one (which nothing here answers), nor hide where it comes from: browsers send `Sec-Fetch-Site` and
 * `Origin` on such requests. Other clients (curl, the tests) send neither and pass on the content type.
 */
import { errorResponse } from "./responses";
import { TEXTS } from "./texts";

/** `application/json`, any case, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(header: string | null): boolean {
  return (header ?? "").split(";")[0].trim().toLowerCase() === "application/json";
}

/** 415 unless the body is declared as JSON; null when it is. */
export const refuseUnlessJson = (request: Request): Response | null =>
  isJsonContentType(request.headers.get("Content-Type")) ? null : errorResponse(415, TEXTS.notJsonType);

/** `none`: typed in the address bar or sent by a tool; `same-origin`: the site's own page. */
const ALLOWED_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * 403 when the request says it comes from another site: `Sec-Fetch-Site` present and neither
 * `same-origin` nor `none`, or `Origin` present and not the request's own origin (`null` included,
 * what sandboxed frames and some redirects send); null otherwise.
 */
export function refuseCrossSite(request: Request): Response | null {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null && !ALLOWED_FETCH_SITES.has(fetchSite.trim().toLowerCase())) return errorResponse(403, TEXTS.crossSite);
  const origin = request.headers.get("Origin");
  if (origin !== null && origin !== new URL(request.url).origin) return errorResponse(403, TEXTS.crossSite);
  return null;
}

/** The browser's POST and DELETE: from the site itself, with a JSON body; the first refusal, or null. */
export const refuseBrowserRequest = (request: Request): Response | null => refuseCrossSite(request) ?? refuseUnlessJson(request);
