/** @jest-environment node */
import { createHash } from "node:crypto";
import {
  clearedStateCookie,
  codeChallenge,
  isWellFormedState,
  newState,
  newVerifier,
  readStateCookie,
  sameState,
  STATE_COOKIE,
  stateCookie,
} from "../state-cookie";

const attributesOf = (cookie: string): string[] =>
  cookie
    .split(";")
    .slice(1)
    .map((part) => part.trim());

describe("the login's state", () => {
  it("is 256 random bits, base64url, fresh every time", () => {
    const states = Array.from({ length: 20 }, newState);
    for (const state of states) {
      expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(state, "base64url")).toHaveLength(32);
    }
    expect(new Set(states).size).toBe(states.length);
  });

  it("has a PKCE verifier of its own: 43 characters of RFC 7636's alphabet, and its S256 challenge", async () => {
    const verifier = newVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    expect(verifier).not.toBe(newVerifier());
    expect(await codeChallenge(verifier)).toBe(createHash("sha256").update(verifier).digest("base64url"));
    // RFC 7636, appendix B.
    expect(await codeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });

  it("lives with the verifier in an HttpOnly, Secure, SameSite=Lax cookie on / for ten minutes, with no Domain", () => {
    const [state, verifier] = [newState(), newVerifier()];
    const cookie = stateCookie({ state, verifier });
    expect(cookie.startsWith(`${STATE_COOKIE}=${state}.${verifier};`)).toBe(true);
    expect(STATE_COOKIE.startsWith("__Host-")).toBe(true);
    expect(attributesOf(cookie).sort()).toEqual(["HttpOnly", "Max-Age=600", "Path=/", "SameSite=Lax", "Secure"]);
  });

  it("is cleared with the same attributes and Max-Age=0", () => {
    expect(clearedStateCookie()).toBe(`${STATE_COOKIE}=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0`);
  });

  it("is read from the Cookie header among others, and only when well formed and with its verifier", () => {
    const [state, verifier] = [newState(), newVerifier()];
    expect(readStateCookie(`a=1; ${STATE_COOKIE}=${state}.${verifier}; b=2`)).toEqual({ state, verifier });
    expect(readStateCookie("a=1")).toBeNull();
    expect(readStateCookie(null)).toBeNull();
    expect(readStateCookie(`${STATE_COOKIE}=`)).toBeNull();
    expect(readStateCookie(`${STATE_COOKIE}=short.${verifier}`)).toBeNull();
    expect(readStateCookie(`${STATE_COOKIE}=${state.slice(1)}".${verifier}`)).toBeNull();
    // A state alone (a cookie from before PKCE), an empty or short verifier, a third part.
    expect(readStateCookie(`${STATE_COOKIE}=${state}`)).toBeNull();
    expect(readStateCookie(`${STATE_COOKIE}=${state}.`)).toBeNull();
    expect(readStateCookie(`${STATE_COOKIE}=${state}.${verifier.slice(1)}`)).toBeNull();
    expect(readStateCookie(`${STATE_COOKIE}=${state}.${verifier}.${verifier}`)).toBeNull();
  });

  it("matches only the very same value", () => {
    const state = newState();
    expect(sameState(state, state)).toBe(true);
    expect(sameState(state, `${state.slice(0, -1)}${state.endsWith("A") ? "B" : "A"}`)).toBe(false);
    expect(sameState(state, newState())).toBe(false);
    expect(sameState(state, "")).toBe(false);
    expect(sameState(state, `${state}x`)).toBe(false);
    expect(isWellFormedState("x".repeat(43))).toBe(true);
    expect(isWellFormedState("<script>".padEnd(43, "a"))).toBe(false);
  });
});
