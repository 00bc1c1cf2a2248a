/** @jest-environment node */
import { startLogin } from "../start-login";
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

  it("puts the same fresh state in the URL and in the browser's cookie", async () => {
    const [first, second] = [await start(), await start()];
    const stateOf = (response: Response) => new URL(response.headers.get("Location") ?? "").searchParams.get("state");
    const cookie = first.headers.get("Set-Cookie");
    expect(readStateCookie(cookie?.split(";")[0] ?? null)).toBe(stateOf(first));
    expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax; Path=\/; Max-Age=600$/);
    expect(stateOf(first)).not.toBe(stateOf(second));
  });

  it("asks for repo when Decap names no scope, and for public_repo when it does", async () => {
    expect(new URL((await start("")).headers.get("Location") ?? "").searchParams.get("scope")).toBe("repo");
    expect(new URL((await start("?scope=public_repo")).headers.get("Location") ?? "").searchParams.get("scope")).toBe("public_repo");
  });

  it.each(["?scope=delete_repo", "?scope=repo%20admin:org", "?provider=gitlab"])("refuses %s with an Italian page and no cookie", async (query) => {
    const response = await start(query);
    expect(response.status).toBe(400);
    expect(response.headers.get("Location")).toBeNull();
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain("Richiesta di accesso non valida");
  });

  it("without a client secret, says so in Italian (naming the variable, not the values) instead of failing", async () => {
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
