import { resultPage } from "./result-page";
import { allowedScope } from "./scope";
import { readSettings, type AuthEnv } from "./settings";
import { newState, stateCookie } from "./state-cookie";
import { TEXTS } from "./texts";

/** Where GitHub sends the volunteer back: the callback function beside this one. */
export const callbackUrl = (siteOrigin: string): string => `${siteOrigin}/api/callback`;

/**
 * GET /api/auth?provider=github&scope=repo (what Decap's login opens in its popup): a 302 (never a
 * cached 301) to GitHub's authorize page with the client id, an allowed scope and a fresh `state`,
 * which also goes into the browser's cookie.
 */
export async function startLogin(request: Request, env: AuthEnv): Promise<Response> {
  const url = new URL(request.url);
  const read = readSettings(env, url.origin);
  if (!read.ok) return resultPage({ errorCode: "not_configured", message: TEXTS.notConfigured(read.problems) }, read.allowedOrigins, 503);
  const { settings } = read;

  const provider = url.searchParams.get("provider");
  const scope = allowedScope(url.searchParams.get("scope"));
  if ((provider !== null && provider !== "github") || scope === null) {
    return resultPage({ errorCode: "bad_request", message: TEXTS.badRequest }, settings.allowedOrigins, 400);
  }

  const state = newState();
  const authorize = new URL(`${settings.oauthUrl}/login/oauth/authorize`);
  authorize.searchParams.set("client_id", settings.clientId);
  authorize.searchParams.set("redirect_uri", callbackUrl(url.origin));
  authorize.searchParams.set("scope", scope);
  authorize.searchParams.set("state", state);
  authorize.searchParams.set("allow_signup", "false");
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      "Set-Cookie": stateCookie(state),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
