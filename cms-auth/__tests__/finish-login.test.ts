/** @jest-environment node */
import { createHash } from "node:crypto";
import { finishLogin, type Exchanger } from "../finish-login";
import { newState, newVerifier, STATE_COOKIE } from "../state-cookie";

const env = { GITHUB_CLIENT_ID: "id-123", GITHUB_CLIENT_SECRET: "secret-456", GITHUB_OAUTH_URL: "https://gh.example" };
const token = "gho_abcdefghijklmnopqrstuvwxyz0123456789";
const cleared = `${STATE_COOKIE}=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0`;

function setup(result: Awaited<ReturnType<Exchanger>> = { ok: true, token }) {
  const exchange = jest.fn<ReturnType<Exchanger>, Parameters<Exchanger>>(async () => result);
  const callback = (query: string, cookie: string | null, environment: Record<string, string> = env) =>
    finishLogin(new Request(`https://sito.example/api/callback${query}`, { headers: cookie ? { Cookie: cookie } : {} }), environment, exchange);
  return { exchange, callback };
}

/** The JSON block the page's script reads: what it may post, and to whom. */
function embedded(html: string): { origins: string[]; outcome: string } {
  const json = /<script type="application\/json" id="cms-auth">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? "null") as { origins: string[]; outcome: string };
}

describe("GET /api/callback", () => {
  const [state, verifier] = [newState(), newVerifier()];
  const cookie = `${STATE_COOKIE}=${state}.${verifier}`;

  it("with this browser's state, swaps the code with its PKCE verifier and hands the token to the site's own origin only", async () => {
    const { exchange, callback } = setup();
    const response = await callback(`?code=abc123&state=${state}`, cookie);
    expect(response.status).toBe(200);
    expect(exchange).toHaveBeenCalledWith({
      oauthUrl: "https://gh.example",
      clientId: "id-123",
      clientSecret: "secret-456",
      code: "abc123",
      redirectUri: "https://sito.example/api/callback",
      codeVerifier: verifier,
    });
    const page = embedded(await response.text());
    expect(page.origins).toEqual(["https://sito.example"]);
    expect(page.outcome).toBe(`authorization:github:success:${JSON.stringify({ token, provider: "github" })}`);
    expect(response.headers.get("Set-Cookie")).toBe(cleared);
  });

  it("is no-store, nosniff, and allows only its own script by hash", async () => {
    const { callback } = setup();
    const response = await callback(`?code=abc123&state=${state}`, cookie);
    const html = await response.text();
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBeNull();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    const hash = createHash("sha256").update(scripts[0]).digest("base64");
    expect(response.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it("hands the token to the origins of CMS_ALLOWED_ORIGINS when set, and to no other", async () => {
    const { callback } = setup();
    const response = await callback(`?code=abc123&state=${state}`, cookie, { ...env, CMS_ALLOWED_ORIGINS: "https://anteprima.example" });
    expect(embedded(await response.text()).origins).toEqual(["https://anteprima.example"]);
  });

  const refusals: Array<[string, string, string | null]> = [
    ["another state", `?code=abc123&state=${newState()}`, cookie],
    ["no state", "?code=abc123", cookie],
    ["no cookie", `?code=abc123&state=${state}`, null],
    ["a cookie from another login", `?code=abc123&state=${state}`, `${STATE_COOKIE}=${newState()}.${newVerifier()}`],
    ["a cookie without its PKCE verifier", `?code=abc123&state=${state}`, `${STATE_COOKIE}=${state}`],
    ["a cookie whose verifier is malformed", `?code=abc123&state=${state}`, `${STATE_COOKIE}=${state}.${verifier.slice(2)}`],
  ];
  it.each(refusals)("refuses a callback with %s: nothing exchanged, nothing handed over, the cookie cleared", async (_name, query, sent) => {
    const { exchange, callback } = setup();
    const response = await callback(query, sent);
    expect(response.status).toBe(400);
    expect(exchange).not.toHaveBeenCalled();
    const html = await response.text();
    expect(html).not.toContain(token);
    expect(embedded(html).outcome).toMatch(/^authorization:github:error:/);
    expect(JSON.parse(embedded(html).outcome.replace("authorization:github:error:", ""))).toMatchObject({ errorCode: "state_mismatch" });
    expect(response.headers.get("Set-Cookie")).toBe(cleared);
  });

  it("passes on GitHub's refusal in its own words, not GitHub's", async () => {
    const { exchange, callback } = setup();
    const response = await callback(`?error=access_denied&error_description=%3Cb%3Eevil%3C%2Fb%3E&state=${state}`, cookie);
    const html = await response.text();
    expect(exchange).not.toHaveBeenCalled();
    expect(html).toContain("GitHub non ha concesso l'accesso");
    expect(html).not.toMatch(/evil|access_denied/);
  });

  it.each([
    [{ ok: false, reason: "failed" } as const, 502, "GitHub non ha confermato l'accesso"],
    [{ ok: false, reason: "timeout" } as const, 504, "GitHub non ha risposto in tempo"],
  ])("after a failed exchange (%j) says so in Italian", async (result, status, text) => {
    const { callback } = setup(result);
    const response = await callback(`?code=abc123&state=${state}`, cookie);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(text);
    expect(response.headers.get("Set-Cookie")).toBe(cleared);
  });

  it("with an http: origin in CMS_ALLOWED_ORIGINS, names it, trusts no origin but the site's, and exchanges nothing", async () => {
    const { exchange, callback } = setup();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await callback(`?code=abc123&state=${state}`, cookie, { ...env, CMS_ALLOWED_ORIGINS: "https://sito.example http://anteprima.example" });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("CMS_ALLOWED_ORIGINS");
    expect(html).toContain("http://anteprima.example");
    expect(embedded(html).origins).toEqual(["https://sito.example"]);
    expect(exchange).not.toHaveBeenCalled();
    expect(errors.mock.calls.flat().join("\n")).toContain('CMS_ALLOWED_ORIGINS refuses "http://anteprima.example"');
    errors.mockRestore();
  });

  it("without its settings, is an Italian page, not a crash, and exchanges nothing", async () => {
    const { exchange, callback } = setup();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await callback(`?code=abc123&state=${state}`, cookie, { GITHUB_CLIENT_ID: "id-123" });
    expect(errors).toHaveBeenCalledWith("cms-auth: missing or invalid settings: GITHUB_CLIENT_SECRET");
    errors.mockRestore();
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("GITHUB_CLIENT_SECRET");
    expect(html).not.toContain("id-123");
    expect(exchange).not.toHaveBeenCalled();
    expect(response.headers.get("Set-Cookie")).toBe(cleared);
  });
});
