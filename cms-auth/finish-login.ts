import { resultPage, type Outcome } from "./result-page";
import { logProblems, readSettings, type AuthEnv } from "./settings";
import { callbackUrl } from "./start-login";
import { clearedStateCookie, readStateCookie, sameState } from "./state-cookie";
import { TEXTS } from "./texts";
import { exchangeCode, type ExchangeRequest, type ExchangeResult } from "./token-exchange";

const CODE_FORMAT = /^[A-Za-z0-9_.-]{1,256}$/;

/** Injected in the unit tests (a fake GitHub); the function uses the real exchange. */
export type Exchanger = (request: ExchangeRequest) => Promise<ExchangeResult>;

/**
 * GET /api/callback?code=…&state=… (GitHub sends the popup here). The state must match this
 * browser's cookie before the code is even looked at, and the code goes to GitHub with the cookie's
 * PKCE verifier; every answer clears the cookie, so a callback
 * URL works once. The outcome goes to Decap through result-page.ts's handshake.
 */
export async function finishLogin(request: Request, env: AuthEnv, exchange: Exchanger = (details) => exchangeCode(details)): Promise<Response> {
  const url = new URL(request.url);
  const read = readSettings(env, url.origin);
  const answer = (outcome: Outcome, status: number) => resultPage(outcome, read.allowedOrigins, status, [["Set-Cookie", clearedStateCookie()]]);
  if (!read.ok) {
    logProblems(read);
    return answer({ errorCode: "not_configured", message: TEXTS.notConfigured(read.problems, read.refusedOrigins) }, 503);
  }

  // A cookie without a verifier (or none at all) is no login of this browser: nothing is exchanged.
  const login = readStateCookie(request.headers.get("Cookie"));
  const received = url.searchParams.get("state") ?? "";
  if (login === null || !sameState(login.state, received)) return answer({ errorCode: "state_mismatch", message: TEXTS.stateMismatch }, 400);
  // GitHub's own refusal (the volunteer pressed Cancel, or the app is suspended): its text stays unread.
  if (url.searchParams.has("error")) return answer({ errorCode: "denied", message: TEXTS.denied }, 400);
  const code = url.searchParams.get("code") ?? "";
  if (!CODE_FORMAT.test(code)) return answer({ errorCode: "bad_request", message: TEXTS.badRequest }, 400);

  const { settings } = read;
  const result = await exchange({
    oauthUrl: settings.oauthUrl,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    code,
    redirectUri: callbackUrl(url.origin),
    codeVerifier: login.verifier,
  });
  if (!result.ok) {
    return result.reason === "timeout"
      ? answer({ errorCode: "timeout", message: TEXTS.timeout }, 504)
      : answer({ errorCode: "exchange_failed", message: TEXTS.exchangeFailed }, 502);
  }
  return answer({ token: result.token }, 200);
}
