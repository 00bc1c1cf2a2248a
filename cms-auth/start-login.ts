import { resultPage } from "./result-page";
import { allowedScope } from "./scope";
import { logProblems, readSettings, type AuthEnv } from "./settings";
import { codeChallenge, newState, newVerifier, stateCookie } from "./state-cookie";
import { TEXTS } from "./texts";

/** Where GitHub sends the volunteer back: the callback function beside this one. */
export const callbackUrl = (siteOrigin: string): string => `${siteOrigin}/api/callback`;

/**
 * GET /api/auth?provider=github&scope=repo (what Decap's login opens in its popup): a 302 (never a
 * cached 301) to GitHub's authorize page with the client id, an allowed scope (an OAuth App's; a
 * GitHub App has permissions instead and ignores it), a fresh `state` and the S256 challenge of a
 * fresh PKCE verifier; the state and the verifier go into the browser's cookie.
 */
export async function startLogin(request: Request, env: AuthEnv): Promise<Response> {
  const url = new URL(request.url);
  const read = readSettings(env, url.origin);
  if (!read.ok) {
    logProblems(read);
    return resultPage({ errorCode: "not_configured", message: TEXTS.notConfigured(read.problems, read.refusedOrigins) }, read.allowedOrigins, 503);
  }
  const { settings } = read;

  const provider = url.searchParams.get("provider");
  const scope = allowedScope(url.searchParams.get("scope"));
  if ((provider !== null && provider !== "github") || scope === null) {
    return resultPage({ errorCode: "bad_request", message: TEXTS.badRequest }, settings.allowedOrigins, 400);
  }

  const [state, verifier] = [newState(), newVerifier()];
  const authorize = new URL(`${settings.oauthUrl}/login/oauth/authorize`);
  authorize.searchParams.set("client_id", settings.clientId);
  authorize.searchParams.set("redirect_uri", callbackUrl(url.origin));
  if (settings.appKind === "oauth-app") authorize.searchParams.set("scope", scope);
  authorize.searchParams.set("state", state);
  authorize.searchParams.set("code_challenge", await codeChallenge(verifier));
  authorize.searchParams.set("code_challenge_method", "S256");
  authorize.searchParams.set("allow_signup", "false");
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      "Set-Cookie": stateCookie({ state, verifier }),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
