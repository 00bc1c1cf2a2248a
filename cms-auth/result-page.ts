import { TEXTS } from "./texts";

/**
 * The page the login popup ends on, and what it tells Decap. Decap's side of the handshake
 * (decap-cms-lib-auth, netlify-auth.js): the popup posts `authorizing:github` to its opener; Decap,
 * if the message came from its `base_url`, echoes it back; the popup then posts
 * `authorization:github:success:{"token":…,"provider":"github"}` (or `…:error:{…}`) and Decap closes it.
 *
 * Our half releases the outcome only to a window that proves, by answering, that it is one of the
 * allowed origins: the origin is read from the answer's MessageEvent (set by the browser, not by
 * any page), the answer must come from the opener itself and be exactly `authorizing:github`, and
 * the outcome is posted with that origin as its target, never `'*'`. A page on another origin that
 * opened /api/auth itself never receives the handshake (it is addressed to the allowed origins
 * only) and whatever it posts is ignored.
 */
export const HANDSHAKE = "authorizing:github";

/**
 * Static, so one CSP hash covers it; the values it needs are read from the JSON block below it. Its
 * first act takes `code` and `state` out of the address (and so out of the history and of anything
 * that reads the URL later); then the JSON block leaves the page as soon as it is read, and the
 * outcome leaves the script's memory once posted: after the handshake the popup holds no token.
 */
export const HANDSHAKE_SCRIPT = `(() => {
  history.replaceState(null, "", location.pathname);
  const block = document.getElementById("cms-auth");
  const data = JSON.parse(block.textContent);
  block.remove();
  let outcome = data.outcome;
  const opener = window.opener;
  if (!opener || opener.closed) {
    outcome = "";
    document.getElementById("stato").textContent = data.noOpener;
    return;
  }
  const answer = (event) => {
    if (event.source !== opener || event.data !== ${JSON.stringify(HANDSHAKE)} || !data.origins.includes(event.origin)) return;
    window.removeEventListener("message", answer);
    opener.postMessage(outcome, event.origin);
    outcome = "";
  };
  window.addEventListener("message", answer);
  for (const origin of data.origins) opener.postMessage(${JSON.stringify(HANDSHAKE)}, origin);
})();`;

export type Outcome = { token: string } | { errorCode: ErrorCode; message: string };

export type ErrorCode = "not_configured" | "bad_request" | "state_mismatch" | "denied" | "exchange_failed" | "timeout";

/** Decap's message for an outcome: success carries the token, an error `message`, `error` and `errorCode`. */
export function outcomeMessage(outcome: Outcome): string {
  if ("token" in outcome) return `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: "github" })}`;
  const { message, errorCode } = outcome;
  // Decap shows `message` (its NetlifyError's toString); Sveltia CMS shows `error`.
  return `authorization:github:error:${JSON.stringify({ provider: "github", message, error: message, errorCode })}`;
}

/** JSON that stays inside a <script> element whatever the strings hold ("</script>", "<!--", U+2028). */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

let scriptHash: Promise<string> | undefined;
/** 'sha256-…' of HANDSHAKE_SCRIPT, computed once per isolate with the runtime's WebCrypto. */
export function handshakeScriptHash(): Promise<string> {
  scriptHash ??= crypto.subtle.digest("SHA-256", new TextEncoder().encode(HANDSHAKE_SCRIPT)).then((digest) => {
    const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
    return `'sha256-${base64}'`;
  });
  return scriptHash;
}

/** The page's own policy: its one script by hash, nothing else at all (no styles, images, frames, forms). */
export const resultPagePolicy = (hash: string): string =>
  [`default-src 'none'`, `script-src ${hash}`, `base-uri 'none'`, `form-action 'none'`, `frame-ancestors 'none'`].join("; ");

export function resultPageHtml(outcome: Outcome, allowedOrigins: readonly string[]): string {
  const visible = "token" in outcome ? TEXTS.inProgress : outcome.message;
  // The outcome is a field of its own, read once by the script and then dropped (see HANDSHAKE_SCRIPT).
  const data = { origins: allowedOrigins, outcome: outcomeMessage(outcome), noOpener: "token" in outcome ? TEXTS.noOpener : visible };
  return `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(TEXTS.pageTitle)}</title>
</head>
<body>
<p id="stato">${escapeHtml(visible)}</p>
<script type="application/json" id="cms-auth">${jsonForScriptElement(data)}</script>
<script>${HANDSHAKE_SCRIPT}</script>
</body>
</html>
`;
}

/**
 * The answer itself. `no-store`: it may hold a token. No Cross-Origin-Opener-Policy: the popup must
 * keep its opener to hand the outcome back. `extraHeaders` carries the callback's cleared cookie.
 */
export async function resultPage(
  outcome: Outcome,
  allowedOrigins: readonly string[],
  status: number,
  extraHeaders: Array<[string, string]> = [],
): Promise<Response> {
  const headers = new Headers([
    ["Content-Type", "text/html; charset=utf-8"],
    ["Cache-Control", "no-store"],
    ["X-Content-Type-Options", "nosniff"],
    ["Content-Security-Policy", resultPagePolicy(await handshakeScriptHash())],
    ["Referrer-Policy", "no-referrer"],
    ["X-Frame-Options", "DENY"],
    ["X-Robots-Tag", "noindex, nofollow"],
    ...extraHeaders,
  ]);
  return new Response(resultPageHtml(outcome, allowedOrigins), { status, headers });
}
