/** @jest-environment node */
import { exchangeCode, type ExchangeRequest } from "../token-exchange";

const request: ExchangeRequest = {
  oauthUrl: "https://gh.example",
  clientId: "id-123",
  clientSecret: "secret-456",
  code: "code-789",
  redirectUri: "https://sito.example/api/callback",
  codeVerifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
};
const token = "gho_abcdefghijklmnopqrstuvwxyz0123456789";
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("swapping GitHub's code for a token", () => {
  it("posts the client id, secret, code, callback and PKCE verifier to /login/oauth/access_token and returns the token", async () => {
    const fetcher = jest.fn(async () => json({ access_token: token, token_type: "bearer", scope: "repo" }));
    await expect(exchangeCode(request, { fetcher: fetcher as typeof fetch })).resolves.toEqual({ ok: true, token });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://gh.example/login/oauth/access_token");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Accept")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({
      client_id: "id-123",
      client_secret: "secret-456",
      code: "code-789",
      redirect_uri: request.redirectUri,
      code_verifier: request.codeVerifier,
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("takes a GitHub App's expiring user token and passes on nothing of its refresh token", async () => {
    const answer = {
      access_token: "ghu_abcdefghijklmnopqrstuvwxyz0123456789",
      expires_in: 28800,
      refresh_token: "ghr_refresh0123456789abcdefghij",
      refresh_token_expires_in: 15897600,
      scope: "",
      token_type: "bearer",
    };
    const result = await exchangeCode(request, { fetcher: async () => json(answer) });
    expect(result).toEqual({ ok: true, token: answer.access_token });
    expect(JSON.stringify(result)).not.toContain("ghr_");
  });

  it("reports GitHub's refusals as a plain failure, without their text", async () => {
    const refusals = [
      json({ error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }),
      json({ message: "Not Found" }, 404),
      json({ access_token: "<script>alert(1)</script>" }),
      new Response("<html>oops</html>", { status: 200 }),
    ];
    for (const refusal of refusals) {
      await expect(exchangeCode(request, { fetcher: async () => refusal })).resolves.toEqual({ ok: false, reason: "failed" });
    }
    const unreachable = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    await expect(exchangeCode(request, { fetcher: unreachable })).resolves.toEqual({ ok: false, reason: "failed" });
  });

  it("gives up on a GitHub that does not answer within the time limit", async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- fetch rejects with the abort signal's reason, as this fake does
      new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason)))) as typeof fetch;
    await expect(exchangeCode(request, { fetcher: hanging, timeoutMs: 20 })).resolves.toEqual({ ok: false, reason: "timeout" });
  });
});
