/**
 * The `state` of the OAuth round trip, bound to the browser that started it: a fresh random value
 * goes to GitHub in the authorize URL and into an HttpOnly cookie; the callback accepts GitHub's
 * answer only if both agree. A page elsewhere that opens /api/auth in its own popup still gets a
 * cookie, but the token never reaches it (see callback-page.ts); a forged callback link without the
 * browser's cookie, or a replayed one after the cookie was cleared, exchanges nothing.
 */

/** `__Host-`: the browser takes it only with Secure and Path=/ and without Domain, so no subdomain can plant one. */
export const STATE_COOKIE = "__Host-cms-oauth-state";
export const STATE_MAX_AGE_SECONDS = 600;
const STATE_BYTES = 32; // 256 bits, twice the 128 asked for

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export function newState(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(STATE_BYTES)));
}

/** What a state looks like (and nothing else is compared or echoed). */
const STATE_FORMAT = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedState = (value: string): boolean => STATE_FORMAT.test(value);

const attributes = "HttpOnly; Secure; SameSite=Lax; Path=/";

export const stateCookie = (state: string): string => `${STATE_COOKIE}=${state}; ${attributes}; Max-Age=${STATE_MAX_AGE_SECONDS}`;

/** Sent with every answer of the callback: one try per login. */
export const clearedStateCookie = (): string => `${STATE_COOKIE}=; ${attributes}; Max-Age=0`;

/** The state cookie of a Cookie request header, or null (absent, empty or malformed). */
export function readStateCookie(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== STATE_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return isWellFormedState(value) ? value : null;
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
