/**
 * Which push addresses the site accepts: only the browsers' own push services, over https, so that
 * nobody can make the sending command post to an address of their choosing. Tests add their fake
 * service's exact origin with NOTIFICHE_PUSH_ORIGINS.
 */
export const MAX_ENDPOINT_LENGTH = 1024;

/** Chrome, Edge and Opera on Android and desktop (FCM), Firefox (autopush), Safari (APNs' web push), Windows (WNS). */
const EXACT_HOSTS = new Set(["fcm.googleapis.com", "updates.push.services.mozilla.com"]);
const HOST_SUFFIXES = [".push.apple.com", ".notify.windows.com"];

/** The https origins listed in NOTIFICHE_PUSH_ORIGINS, exactly as written; anything else listed is ignored. */
export function extraPushOrigins(setting: string | undefined): Set<string> {
  const origins = new Set<string>();
  for (const entry of (setting ?? "").split(",").map((part) => part.trim())) {
    try {
      const url = new URL(entry);
      if (url.protocol === "https:" && url.origin === entry) origins.add(entry);
    } catch {
      // not a URL: ignored
    }
  }
  return origins;
}

export type EndpointCheck = "ok" | "invalid" | "foreign";

/** "invalid": not an https URL of reasonable length; "foreign": an https URL on no accepted push service. */
export function checkPushEndpoint(endpoint: unknown, extraOrigins: ReadonlySet<string>): EndpointCheck {
  if (typeof endpoint !== "string" || endpoint.length === 0 || endpoint.length > MAX_ENDPOINT_LENGTH) return "invalid";
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "invalid";
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "") return "invalid";
  if (extraOrigins.has(url.origin)) return "ok";
  // The services listen on the default port; another port is another server.
  if (url.port !== "") return "foreign";
  const host = url.hostname;
  return EXACT_HOSTS.has(host) || HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length) ? "ok" : "foreign";
}
