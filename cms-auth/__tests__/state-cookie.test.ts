/** @jest-environment node */
import { clearedStateCookie, isWellFormedState, newState, readStateCookie, sameState, STATE_COOKIE, stateCookie } from "../state-cookie";

const attributesOf = (cookie: string): string[] => cookie.split(";").slice(1).map((part) => part.trim());

describe("the login's state", () => {
  it("is 256 random bits, base64url, fresh every time", () => {
    const states = Array.from({ length: 20 }, newState);
    for (const state of states) {
      expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(state, "base64url")).toHaveLength(32);
    }
    expect(new Set(states).size).toBe(states.length);
  });

  it("lives in an HttpOnly, Secure, SameSite=Lax cookie on / for ten minutes, with no Domain", () => {
    const state = newState();
    const cookie = stateCookie(state);
    expect(cookie.startsWith(`${STATE_COOKIE}=${state};`)).toBe(true);
    expect(STATE_COOKIE.startsWith("__Host-")).toBe(true);
    expect(attributesOf(cookie).sort()).toEqual(["HttpOnly", "Max-Age=600", "Path=/", "SameSite=Lax", "Secure"]);
  });

  it("is cleared with the same attributes and Max-Age=0", () => {
    expect(clearedStateCookie()).toBe(`${STATE_COOKIE}=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0`);
  });

  it("is read from the Cookie header among others, and only when well formed", () => {
    const state = newState();
    expect(readStateCookie(`a=1; ${STATE_COOKIE}=${state}; b=2`)).toBe(state);
    expect(readStateCookie("a=1")).toBeNull();
    expect(readStateCookie(null)).toBeNull();
    expect(readStateCookie(`${STATE_COOKIE}=`)).toBeNull();
    expect(readStateCookie(`${STATE_COOKIE}=short`)).toBeNull();
    expect(readStateCookie(`${STATE_COOKIE}=${state.slice(1)}"`)).toBeNull();
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
