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
}

export interface AuthSettings {
  clientId: string;
  clientSecret: string;
  /** Without a trailing slash, e.g. https://github.com. */
  oauthUrl: string;
  /** Exact origins (scheme, host, port), never patterns. */
  allowedOrigins: string[];
}

/** `allowedOrigins` in both cases: even a page saying the login is not configured talks only to them. */
export type SettingsResult = ({ ok: true; settings: AuthSettings } | { ok: false; problems: string[] }) & { allowedOrigins: string[] };

export const DEFAULT_OAUTH_URL = "https://github.com";

/** An http(s) origin written as exactly that ("https://x.example", no path, no trailing slash), else null. */
export function exactOrigin(value: string): string | null {
  // WHATWG URLs take "*" in a host name: a pattern would pass as an origin no browser ever sends.
  if (value.includes("*")) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * @param siteOrigin the origin the request came to: the allowed origin when CMS_ALLOWED_ORIGINS is unset.
 * Problems name variables only, never their values.
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
    const parsed = new URL(oauthValue);
    if (!["https:", "http:"].includes(parsed.protocol) || parsed.search || parsed.hash) throw new Error("not a base URL");
    oauthUrl = `${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}`;
  } catch {
    problems.push("GITHUB_OAUTH_URL");
  }

  const listed = (env.CMS_ALLOWED_ORIGINS ?? "").split(/[\s,]+/).filter(Boolean);
  const origins = listed.map(exactOrigin);
  if (origins.includes(null)) problems.push("CMS_ALLOWED_ORIGINS");
  const allowedOrigins = listed.length > 0 && !origins.includes(null) ? [...new Set(origins as string[])] : [siteOrigin];

  if (problems.length > 0) return { ok: false, problems, allowedOrigins };
  return { ok: true, settings: { clientId, clientSecret, oauthUrl, allowedOrigins }, allowedOrigins };
}
