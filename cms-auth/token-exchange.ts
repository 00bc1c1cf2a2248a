/**
 * Swaps GitHub's one-time login code, with the login's PKCE verifier, for a token (POST
 * /login/oauth/access_token), within a time limit: a GitHub that hangs must not hold the popup open.
 * Nothing of GitHub's answer but the token leaves this module: a GitHub App's
 * refresh token (six months) is dropped, since Decap cannot use one and the browser should not hold
 * it; its error texts are never shown to anybody.
 */
export interface ExchangeRequest {
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

export type ExchangeResult = { ok: true; token: string } | { ok: false; reason: "timeout" | "failed" };

export const EXCHANGE_TIMEOUT_MS = 10_000;

/** GitHub's tokens (gho_…, ghu_…) and classic hex ones; anything else is not a token we pass on. */
const TOKEN_FORMAT = /^[A-Za-z0-9_.-]{20,255}$/;

export async function exchangeCode(
  request: ExchangeRequest,
  { fetcher = fetch, timeoutMs = EXCHANGE_TIMEOUT_MS }: { fetcher?: typeof fetch; timeoutMs?: number } = {},
): Promise<ExchangeResult> {
  try {
    const response = await fetcher(`${request.oauthUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "connessioni-cms-auth" },
      body: JSON.stringify({
        client_id: request.clientId,
        client_secret: request.clientSecret,
        code: request.code,
        redirect_uri: request.redirectUri,
        code_verifier: request.codeVerifier,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { ok: false, reason: "failed" };
    // A GitHub App's answer also has expires_in, refresh_token and refresh_token_expires_in: unread.
    const body = (await response.json()) as { access_token?: unknown };
    const token = body.access_token;
    return typeof token === "string" && TOKEN_FORMAT.test(token) ? { ok: true, token } : { ok: false, reason: "failed" };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    return { ok: false, reason: name === "TimeoutError" || name === "AbortError" ? "timeout" : "failed" };
  }
}
