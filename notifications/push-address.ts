/**
 * Which push addresses the site accepts: only the browsers' own push services, over https, so that
 * nobody can make the sending command post to an address of their choosing. Tests add their fake
 * service's exact origin with NOTIFICHE_PUSH_ORIGINS.
 *
 * One reading for every consumer (issue 50): an address is accepted only when it is already in the
 * WHATWG parser's canonical form (`new URL(s).href === s`) and made of characters that no parser reads
 * differently. The string is stored and sent as it came, never rewritten: rows, «Non avvisarmi più» and
 * a renewed subscription match on the browser's exact string. Node's legacy `url.parse` (what web-push
 * reads the address with) ends a host at `;`, `{`, `}`, a backtick, a quote…, where `new URL` does not:
 * `https://attacker.example;.push.apple.com/x` is a host on Apple's service for one and
 * `attacker.example` for the other. A host of lowercase letters, digits, dots and hyphens, followed by
 * `/`, is the same host for both.
 */
export const MAX_ENDPOINT_LENGTH = 1024;

/** Chrome, Edge and Opera on Android and desktop (FCM), Firefox (autopush), Safari (APNs' web push), Windows (WNS). */
const EXACT_HOSTS = new Set(["fcm.googleapis.com", "updates.push.services.mozilla.com"]);
const HOST_SUFFIXES = [".push.apple.com", ".notify.windows.com"];

/**
 * A DNS name in letters-digits-hyphens form, lowercase: labels of 1 to 63 characters, no hyphen at
 * either end, no empty label, no trailing dot. Brackets (IPv6), `%`, `_` and every other character are
 * out, so the host is the same for every URL parser.
 */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Labels with "--" in their third and fourth place are reserved for encodings (RFC 5890 §2.3.1); the
 * one in use, `xn--`, is Punycode. No push service has one, and parsers differ on them (Node's WHATWG
 * parser accepts the invalid `xn--zz`, a browser's refuses it, a display shows the decoded Unicode):
 * refusing them costs no real subscriber.
 */
const RESERVED_LABEL = /(?:^|\.)[a-z0-9]{2}--/;

/** A canonical host whose last label is digits is an IPv4 address (other spellings, 0x0a.0.0.5, are not canonical). */
const NUMERIC_LAST_LABEL = /(?:^|\.)\d+$/;

/**
 * The path and query: RFC 3986's unreserved characters, `/` and `:` (FCM's tokens are
 * `<instance>:APA91b…`), `=` and `&` (Windows' `?token=`), and `%` with two hex digits (Windows' `%2b`),
 * one `?` at most. No `;`, `@`, quotes, backslash, spaces or controls: nothing a parser escapes,
 * rewrites or reads as a delimiter.
 */
const PATH_AND_QUERY = /^\/(?:[A-Za-z0-9\-._~:/=&]|%[0-9A-Fa-f]{2})*(?:\?(?:[A-Za-z0-9\-._~:/=&]|%[0-9A-Fa-f]{2})*)?$/;

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

/** The WHATWG reading of `endpoint` when it is a canonical https address with a safe path and query; else null. */
function canonicalHttpsUrl(endpoint: unknown): URL | null {
  if (typeof endpoint !== "string" || endpoint.length === 0 || endpoint.length > MAX_ENDPOINT_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  // Not canonical: the parser would have changed it (case, a default port, tabs, escapes, backslashes).
  if (url.href !== endpoint) return null;
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "") return null;
  // The fragment is never sent; an empty one ("…#") leaves url.hash empty, hence the string test.
  if (endpoint.includes("#")) return null;
  return PATH_AND_QUERY.test(url.pathname + url.search) ? url : null;
}

const isServiceHost = (host: string): boolean => EXACT_HOSTS.has(host) || HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);

/**
 * "invalid": not a canonical https address of safe characters and reasonable length, or its host is no
 * plain DNS name; "foreign": a well-formed address on no accepted push service (another host, an IP
 * address, another port). An extra origin passes only when the address's origin is exactly it.
 */
export function checkPushEndpoint(endpoint: unknown, extraOrigins: ReadonlySet<string>): EndpointCheck {
  const url = canonicalHttpsUrl(endpoint);
  if (!url) return "invalid";
  if (extraOrigins.has(url.origin)) return "ok";
  const host = url.hostname;
  if (!HOST.test(host) || RESERVED_LABEL.test(host)) return "invalid";
  // The services listen on the default port; another port is another server.
  if (url.port !== "" || NUMERIC_LAST_LABEL.test(host)) return "foreign";
  return isServiceHost(host) ? "ok" : "foreign";
}
