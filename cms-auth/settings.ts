/**
 * The login's settings, read from the Pages project's variables (Cloudflare's settings, or `.dev.vars`
 * / `--binding` under `wrangler pages dev`). Only the client id and secret are required.
 */
export interface AuthEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Where /login/oauth/authorize and /login/oauth/access_token live (a fake GitHub in the tests). */
  GITHUB_OAUTH_URL?: string;
  /** Origins that may receive the token, separated by commas or spaces; default: the site's own. */
  CMS_ALLOWED_ORIGINS?: string;
  /** "1" when the client id and secret are a GitHub App's (the recommended setup); unset for an OAuth App. */
  CMS_GITHUB_APP?: string;
}

/** Which kind of GitHub application the client id names: they differ in scopes and tokens. */
export type AppKind = "oauth-app" | "github-app";

export interface AuthSettings {
  clientId: string;
  clientSecret: string;
  /** Without a trailing slash, e.g. https://github.com. */
  oauthUrl: string;
  /** Exact origins (scheme, host, port), never patterns. */
  allowedOrigins: string[];
  appKind: AppKind;
}

/**
 * `allowedOrigins` in both cases: even a page saying the login is not configured talks only to them.
 * `refusedOrigins`: the entries of CMS_ALLOWED_ORIGINS that are no acceptable origin, to be named.
 */
export type SettingsResult = ({ ok: true; settings: AuthSettings } | { ok: false; problems: string[]; refusedOrigins: string[] }) & {
  allowedOrigins: string[];
};

export const DEFAULT_OAUTH_URL = "https://github.com";

/** Plain http only to this machine (a test, `wrangler pages dev`): anywhere else the network could read the token. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

const isSafeScheme = (url: URL): boolean => url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));

/** An https origin (http only on loopback) written as exactly that ("https://x.example", no path, no trailing slash), else null. */
export function exactOrigin(value: string): string | null {
  // WHATWG URLs take "*" in a host name: a pattern would pass as an origin no browser ever sends.
  if (value.includes("*")) return null;
  try {
    const url = new URL(value);
    if (!isSafeScheme(url)) return null;
    return url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

function readAppKind(value: string | undefined): AppKind | null {
  const flag = value?.trim() ?? "";
  if (flag === "" || flag === "0") return "oauth-app";
  return flag === "1" ? "github-app" : null;
}

/**
 * @param siteOrigin the origin the request came to: the allowed origin when CMS_ALLOWED_ORIGINS is unset.
 * Problems name variables only, never their values (an origin refused is named: it is no secret).
 */
export function readSettings(env: AuthEnv, siteOrigin: string): SettingsResult {
  const problems: string[] = [];
  const clientId = env.GITHUB_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim() ?? "";
  if (!clientId) problems.push("GITHUB_CLIENT_ID");
  if (!clientSecret) problems.push("GITHUB_CLIENT_SECRET");

  const oauthValue = env.GITHUB_OAUTH_URL?.trim().replace(/\/+$/, "") || DEFAULT_OAUTH_URL;
  let oauthUrl = oauthValue;
  try {
    // The client secret is posted there: https, or http on this machine only (the tests' fake GitHub).
    const parsed = new URL(oauthValue);
    if (!isSafeScheme(parsed) || parsed.search || parsed.hash) throw new Error("not a base URL");
    oauthUrl = `${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}`;
  } catch {
    problems.push("GITHUB_OAUTH_URL");
  }

  const appKind = readAppKind(env.CMS_GITHUB_APP);
  if (appKind === null) problems.push("CMS_GITHUB_APP");

  const listed = (env.CMS_ALLOWED_ORIGINS ?? "").split(/[\s,]+/).filter(Boolean);
  const refusedOrigins = listed.filter((entry) => exactOrigin(entry) === null);
  if (refusedOrigins.length > 0) problems.push("CMS_ALLOWED_ORIGINS");
  // One refused entry refuses the list: the site's own origin only, until the setting is fixed.
  const allowedOrigins = listed.length > 0 && refusedOrigins.length === 0 ? [...new Set(listed)] : [siteOrigin];

  if (problems.length > 0 || appKind === null) return { ok: false, problems, refusedOrigins, allowedOrigins };
  return { ok: true, settings: { clientId, clientSecret, oauthUrl, allowedOrigins, appKind }, allowedOrigins };
}

/** For the Pages project's log (Cloudflare's *Functions → Real-time logs*): what to fix, without any secret. */
export function logProblems(result: SettingsResult): void {
  if (result.ok) return;
  for (const origin of result.refusedOrigins) {
    console.error(
      `cms-auth: CMS_ALLOWED_ORIGINS refuses ${JSON.stringify(origin)}: only exact https:// origins (http:// on localhost, 127.0.0.0/8, [::1]), never trusted`,
    );
  }
  const others = result.problems.filter((name) => name !== "CMS_ALLOWED_ORIGINS");
  if (others.length > 0) console.error(`cms-auth: missing or invalid settings: ${others.join(", ")}`);
}
