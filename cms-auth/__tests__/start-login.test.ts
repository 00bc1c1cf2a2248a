/** @jest-environment node */
import { startLogin } from "../start-login";
import { createHash } from "node:crypto";
import { readStateCookie } from "../state-cookie";

const env = { GITHUB_CLIENT_ID: "id-123", GITHUB_CLIENT_SECRET: "secret-456", GITHUB_OAUTH_URL: "https://gh.example" };
const start = (query = "?provider=github&site_id=sito.example&scope=repo", environment: Record<string, string> = env) =>
  startLogin(new Request(`https://sito.example/api/auth${query}`), environment);

describe("GET /api/auth", () => {
  it("answers 302 (not a cacheable 301) to GitHub's authorize page with the client id, scope, callback and state", async () => {
    const response = await start();
    expect(response.status).toBe(302);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const location = new URL(response.headers.get("Location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("https://gh.example/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("id-123");
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(location.searchParams.get("redirect_uri")).toBe("https://sito.example/api/callback");
    expect(location.toString()).not.toContain("secret-456");
  });

  it("puts the same fresh state in the URL and in the browser's cookie, with the verifier of the URL's S256 challenge", async () => {
    const [first, second] = [await start(), await start()];
    const stateOf = (response: Response) => new URL(response.headers.get("Location") ?? "").searchParams.get("state");
    const cookie = first.headers.get("Set-Cookie");
    const login = readStateCookie(cookie?.split(";")[0] ?? null);
    expect(login?.state).toBe(stateOf(first));
    const location = new URL(first.headers.get("Location") ?? "");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toBe(
      createHash("sha256")
        .update(login?.verifier ?? "")
        .digest("base64url"),
    );
    expect(location.toString()).not.toContain(login?.verifier);
    expect(readStateCookie(second.headers.get("Set-Cookie")?.split(";")[0] ?? null)?.verifier).not.toBe(login?.verifier);
    expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax; Path=\/; Max-Age=600$/);
    expect(stateOf(first)).not.toBe(stateOf(second));
  });

  it("asks for repo when Decap names no scope, and for public_repo when it does", async () => {
    expect(new URL((await start("")).headers.get("Location") ?? "").searchParams.get("scope")).toBe("repo");
    expect(new URL((await start("?scope=public_repo")).headers.get("Location") ?? "").searchParams.get("scope")).toBe("public_repo");
  });

  it("for a GitHub App (CMS_GITHUB_APP=1), names no scope (its permissions are the app's) and keeps PKCE", async () => {
    const location = new URL((await start(undefined, { ...env, CMS_GITHUB_APP: "1" })).headers.get("Location") ?? "");
    expect(location.searchParams.has("scope")).toBe(false);
    expect(location.searchParams.get("client_id")).toBe("id-123");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each(["?scope=delete_repo", "?scope=repo%20admin:org", "?provider=gitlab"])("refuses %s with an Italian page and no cookie", async (query) => {
    const response = await start(query);
    expect(response.status).toBe(400);
    expect(response.headers.get("Location")).toBeNull();
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain("Richiesta di accesso non valida");
  });

  it("refuses an http: origin of CMS_ALLOWED_ORIGINS by name, in the page and in the log, and sets no cookie", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await start(undefined, { ...env, CMS_ALLOWED_ORIGINS: "http://anteprima.example" });
    expect(response.status).toBe(503);
    expect(response.headers.get("Location")).toBeNull();
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain("Origini rifiutate in CMS_ALLOWED_ORIGINS");
    expect(errors.mock.calls.flat().join("\n")).toContain('refuses "http://anteprima.example"');
    errors.mockRestore();
  });

  it("without a client secret, says so in Italian (naming the variable, not the values) instead of failing", async () => {
    jest.spyOn(console, "error").mockImplementationOnce(() => undefined);
    const response = await start(undefined, { GITHUB_CLIENT_ID: "id-123" });
    expect(response.status).toBe(503);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toContain("non è ancora configurato");
    expect(page).toContain("GITHUB_CLIENT_SECRET");
    expect(page).not.toContain("id-123");
    expect(response.headers.get("Location")).toBeNull();
  });
});
