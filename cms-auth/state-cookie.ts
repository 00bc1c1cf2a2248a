/**
 * The `state` of the OAuth round trip and its PKCE `code_verifier` (RFC 7636), bound to the browser
 * that started it: a fresh random state goes to GitHub in the authorize URL, with the verifier's S256
 * challenge, and both into one HttpOnly cookie; the callback accepts GitHub's answer only if the states
 * agree, and GitHub swaps the code only for the verifier of the challenge it saw. A page elsewhere that
 * opens /api/auth in its own popup still gets a cookie, but the token never reaches it (see
 * result-page.ts); a forged callback link without the browser's cookie, or a replayed one after the
 * cookie was cleared, exchanges nothing; a code stolen from another login is refused by GitHub, since
 * this browser's verifier is not the one its challenge was made from.
 */

/** `__Host-`: the browser takes it only with Secure and Path=/ and without Domain, so no subdomain can plant one. */
export const STATE_COOKIE = "__Host-cms-oauth-state";
export const STATE_MAX_AGE_SECONDS = 600;
const RANDOM_BYTES = 32; // 256 bits: twice the 128 asked for a state; a 43-character verifier, RFC 7636's minimum length

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const randomToken = (): string => base64url(crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)));

export const newState = randomToken;
/** A PKCE code_verifier: 43 characters of base64url, within RFC 7636's alphabet and 43-128 length. */
export const newVerifier = randomToken;

/** S256: BASE64URL(SHA-256(ASCII(verifier))), what GitHub's authorize URL receives as `code_challenge`. */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

/** What a state and a verifier look like (and nothing else is compared or echoed). */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedState = (value: string): boolean => TOKEN_FORMAT.test(value);

export interface LoginCookie {
  state: string;
  verifier: string;
}

const attributes = "HttpOnly; Secure; SameSite=Lax; Path=/";

/** The value holds the state and the verifier, joined by a dot (outside base64url's alphabet). */
export const stateCookie = ({ state, verifier }: LoginCookie): string =>
  `${STATE_COOKIE}=${state}.${verifier}; ${attributes}; Max-Age=${STATE_MAX_AGE_SECONDS}`;

/** Sent with every answer of the callback: one try per login. */
export const clearedStateCookie = (): string => `${STATE_COOKIE}=; ${attributes}; Max-Age=0`;

/** The login cookie of a Cookie request header, or null (absent, empty, malformed, or without a verifier). */
export function readStateCookie(cookieHeader: string | null): LoginCookie | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== STATE_COOKIE) continue;
    const [state = "", verifier = "", ...rest] = part
      .slice(separator + 1)
      .trim()
      .split(".");
    return rest.length === 0 && TOKEN_FORMAT.test(state) && TOKEN_FORMAT.test(verifier) ? { state, verifier } : null;
  }
  return null;
}

/** Equal states, compared in a time that does not depend on where they differ. */
export function sameState(expected: string, received: string): boolean {
  if (!isWellFormedState(expected) || !isWellFormedState(received)) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) difference |= expected.charCodeAt(index) ^ received.charCodeAt(index);
  return difference === 0;
}
