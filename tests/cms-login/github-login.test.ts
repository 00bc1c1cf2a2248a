// The GitHub login of /admin end to end, on Cloudflare's own engine: the built site and its Pages
// Functions (functions/api/) on `wrangler pages dev`, a fake GitHub on loopback, Decap in Chromium on
// a 375 px phone. Then each way the login must refuse to hand the token over. (support/global-setup.mjs
// starts the servers; cms-auth/*.test.ts tests the same code piece by piece.)
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import {
  appSiteUrl,
  closeBrowser,
  describeLogin,
  freshCode,
  githubLog,
  githubUrl,
  isTokenMessage,
  newLoginContext,
  openAdmin,
  otherSiteUrl,
  refusedOrigin,
  refusingUrl,
  siteUrl,
  startLogin,
  type LoginContext,
  type ReceivedMessage,
} from "./support/login-harness";

const shotsDir = path.resolve(__dirname, "..", "..", "artifacts", "cms-login");
const STATE_COOKIE = "__Host-cms-oauth-state";
const otherState = (): string => randomBytes(32).toString("base64url");
const s256 = (verifier: string): string => createHash("sha256").update(verifier).digest("base64url");

/** The login cookie of a context: its state and its PKCE verifier (the value is `<state>.<verifier>`). */
async function loginCookie(login: LoginContext, site = siteUrl): Promise<{ state: string; verifier: string } | undefined> {
  const [cookie] = (await login.context.cookies(site)).filter((each) => each.name === STATE_COOKIE);
  if (!cookie) return undefined;
  const [state, verifier] = cookie.value.split(".");
  return { state, verifier };
}

/** Waits until `accept` holds for the messages received so far (events are recorded as they are dispatched). */
async function messagesUntil(login: LoginContext, accept: (messages: ReceivedMessage[]) => boolean): Promise<ReceivedMessage[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const messages = await login.messages();
    if (accept(messages)) return messages;
    if (Date.now() > deadline) throw new Error(`messages never matched:\n${JSON.stringify(messages, null, 2)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What Decap says on its login screen after a refused login. */
const decapError = (admin: Page, text: string) => admin.getByText(text, { exact: false }).waitFor();

describeLogin("the GitHub login of /admin, on wrangler pages dev with a fake GitHub", () => {
  const opened: LoginContext[] = [];
  const open = async (): Promise<LoginContext> => {
    const login = await newLoginContext();
    opened.push(login);
    return login;
  };
  afterEach(async () => {
    for (const login of opened.splice(0)) {
      expect(login.strayRequests).toEqual([]);
      await login.context.close();
    }
  });
  afterAll(closeBrowser);

  it("Accedi con GitHub → the popup → the collections (an OAuth App, with PKCE), and the callback works once only", async () => {
    mkdirSync(shotsDir, { recursive: true });
    const login = await open();
    const admin = await openAdmin(login.context);
    await admin.screenshot({ path: path.join(shotsDir, "login-375.png") });
    const popup = await startLogin(admin);

    // The state went to GitHub and into this browser's cookie: Chromium keeps a Secure cookie from
    // http://127.0.0.1 (a potentially trustworthy origin), so the test runs the production attributes.
    const [cookie] = (await login.context.cookies(siteUrl)).filter((each) => each.name === STATE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    const { state, verifier } = (await loginCookie(login)) ?? { state: "", verifier: "" };
    const authorize = new URL(popup.url()).searchParams;
    expect(authorize.get("state")).toBe(state);
    expect(authorize.get("scope")).toBe("repo");
    // PKCE: GitHub sees the S256 challenge only; the verifier stays in the HttpOnly cookie until the exchange.
    expect(authorize.get("code_challenge_method")).toBe("S256");
    expect(authorize.get("code_challenge")).toBe(s256(verifier));
    expect(popup.url()).not.toContain(verifier);
    // Decap asks for a 960 × 600 window; a phone opens it as a tab of its own width.
    await popup.setViewportSize({ width: 375, height: 812 });
    await popup.screenshot({ path: path.join(shotsDir, "popup-375.png") });

    const callback = popup.waitForRequest((request) => request.url().startsWith(`${siteUrl}/api/callback`));
    await Promise.all([popup.waitForEvent("close"), popup.getByRole("link", { name: "Authorize" }).click()]);
    const callbackUrl = (await callback).url();

    await admin.getByRole("heading", { name: "Raccolte" }).waitFor();
    for (const collection of ["Programma", "Concerti", "Talks", "Edizioni", "Sito e contatti"]) {
      await admin.getByRole("link", { name: collection, exact: true }).first().waitFor();
    }
    await admin.mouse.move(0, 0); // the pointer still rests where «Accedi con GitHub» was, over a collection
    await admin.screenshot({ path: path.join(shotsDir, "collections-375.png") });

    const log = await githubLog();
    expect(log.exchanges).toEqual([{ code: new URL(callbackUrl).searchParams.get("code"), clientId: expect.any(String), ok: true, refusal: null, verifier }]);
    const [token] = log.tokensIssued;
    expect(log.apiCalls.filter((call) => call.path === "/user").map((call) => call.token)).toContain(token);
    expect(log.apiCalls.every((call) => call.token === token)).toBe(true);
    // Every call Decap made after the login had an answer from the fake (none fell through to a 404).
    expect(log.unmatched).toEqual([]);
    // The token reached the admin page, from the site's origin, and no other window.
    const handed = (await login.messages()).filter((message) => message.data.includes(token));
    expect(handed.map(({ at, origin }) => ({ page: new URL(at).pathname, origin }))).toEqual([{ page: "/admin/", origin: siteUrl }]);
    expect((await login.context.cookies(siteUrl)).map((each) => each.name)).not.toContain(STATE_COOKIE);

    // Replayed in the same browser (the cookie is gone) or in another: refused before GitHub is asked.
    const replays = [await login.context.newPage(), await (await open()).context.newPage()];
    for (const page of replays) {
      const response = await page.goto(callbackUrl);
      expect(response?.status()).toBe(400);
      await page.getByText("non è stato confermato da questo browser").waitFor();
      expect(await page.content()).not.toContain(token);
    }
    expect((await githubLog()).exchanges).toHaveLength(1);
  });

  it("refuses a callback with another state: nothing exchanged, nothing handed over", async () => {
    const login = await open();
    const admin = await openAdmin(login.context);
    const popup = await startLogin(admin);
    const code = await freshCode();
    await popup.goto(`${siteUrl}/api/callback?code=${code}&state=${otherState()}`).catch(() => undefined); // Decap closes it
    await decapError(admin, "non è stato confermato da questo browser");
    await admin.screenshot({ path: path.join(shotsDir, "refused-375.png") });
    const log = await githubLog();
    expect(log.exchanges.map((exchange) => exchange.code)).not.toContain(code);
    const messages = await login.messages();
    expect(messages.filter(isTokenMessage)).toEqual([]);
    expect(messages.some((message) => message.data.includes('"errorCode":"state_mismatch"'))).toBe(true);
  });

  it("refuses a callback without the state cookie: nothing exchanged, nothing handed over", async () => {
    const login = await open();
    const admin = await openAdmin(login.context);
    const popup = await startLogin(admin);
    await login.context.clearCookies();
    const before = (await githubLog()).codesIssued.length;
    await popup.getByRole("link", { name: "Authorize" }).click();
    await decapError(admin, "non è stato confermato da questo browser");
    const log = await githubLog();
    const code = log.codesIssued[before];
    expect(code).toBeDefined();
    expect(log.exchanges.map((exchange) => exchange.code)).not.toContain(code);
    expect((await login.messages()).filter(isTokenMessage)).toEqual([]);
  });

  it("hands nothing to a page on another origin that opens /api/auth and listens", async () => {
    const login = await open();
    const attacker = await login.context.newPage();
    await attacker.goto(`${otherSiteUrl}/`);
    const [popup] = await Promise.all([
      attacker.waitForEvent("popup"),
      attacker.evaluate((auth) => {
        (window as unknown as { loginWindow: Window | null }).loginWindow = window.open(auth, "login");
      }, `${siteUrl}/api/auth?provider=github&site_id=altro-sito.test&scope=repo`),
    ]);
    await popup.waitForURL((url) => url.href.startsWith(`${githubUrl}/login/oauth/authorize`));
    // The volunteer approves (or GitHub lets an app already approved through without asking):
    // the code is swapped for a token, in the popup, bound to this browser's cookie.
    await popup.getByRole("link", { name: "Authorize" }).click();
    await popup.waitForURL((url) => url.href.startsWith(`${siteUrl}/api/callback`));
    await popup.getByText("Accesso in corso").waitFor();
    const [token] = (await githubLog()).tokensIssued.slice(-1);

    // The page asks for it with the exact handshake, to any origin, until the popup has heard it.
    await attacker.evaluate(() => (window as unknown as { loginWindow: Window }).loginWindow.postMessage("authorizing:github", "*"));
    const messages = await messagesUntil(login, (all) =>
      all.some((message) => message.at.startsWith(`${siteUrl}/api/callback`) && message.origin === otherSiteUrl && message.data === "authorizing:github"),
    );
    expect(messages.filter((message) => message.data.includes(token) || isTokenMessage(message))).toEqual([]);
    // The popup's own handshake went only to the site's origin: the page on the other origin received nothing from it.
    expect(messages.filter((message) => message.at.startsWith(otherSiteUrl))).toEqual([]);
  });

  it("answers only the exact handshake message, even from the site's own origin", async () => {
    const login = await open();
    // /admin/ before anyone presses its login button: a page of the site with no listener of Decap's.
    // (A public page would not do: its Cross-Origin-Opener-Policy: same-origin cuts the popup off.)
    const opener = await login.context.newPage();
    await opener.goto(`${siteUrl}/admin/`);
    const [popup] = await Promise.all([
      opener.waitForEvent("popup"),
      opener.evaluate((auth) => {
        (window as unknown as { loginWindow: Window | null }).loginWindow = window.open(auth, "login");
      }, `${siteUrl}/api/auth?provider=github&scope=repo`),
    ]);
    await popup.waitForURL((url) => url.href.startsWith(`${githubUrl}/login/oauth/authorize`));
    await popup.getByRole("link", { name: "Authorize" }).click();
    await messagesUntil(login, (all) => all.some((message) => message.at.startsWith(`${siteUrl}/admin/`) && message.data === "authorizing:github"));

    const wrong: unknown[] = [
      "authorizing:github ",
      "Authorizing:github",
      "authorizing:gitlab",
      "authorization:github",
      "authorizing:github\u0000",
      { data: "authorizing:github" },
      ["authorizing:github"],
    ];
    await opener.evaluate((messages) => {
      for (const message of messages) (window as unknown as { loginWindow: Window }).loginWindow.postMessage(message, "*");
    }, wrong);
    const heard = (all: ReceivedMessage[]) => all.filter((message) => message.at.startsWith(`${siteUrl}/api/callback`) && message.origin === siteUrl);
    let messages = await messagesUntil(login, (all) => heard(all).length === wrong.length);
    expect(messages.filter(isTokenMessage)).toEqual([]);

    // The same window, answering exactly, gets it: the refusals above were the message's doing.
    await opener.evaluate(() => (window as unknown as { loginWindow: Window }).loginWindow.postMessage("authorizing:github", "*"));
    messages = await messagesUntil(login, (all) => all.some(isTokenMessage));
    expect(messages.filter(isTokenMessage).map(({ at, origin }) => ({ page: new URL(at).pathname, origin }))).toEqual([{ page: "/admin/", origin: siteUrl }]);

    // Nobody closed this popup: after the handshake it holds no token, and its address no code or state.
    const [token] = (await githubLog()).tokensIssued.slice(-1);
    expect(messages.find(isTokenMessage)?.data).toContain(token);
    expect(popup.url()).toBe(`${siteUrl}/api/callback`);
    expect(await popup.evaluate(() => document.documentElement.outerHTML)).not.toContain(token);
    expect(await popup.evaluate(() => document.getElementById("cms-auth"))).toBeNull();
  });

  it("refuses a code stolen from another browser's login: GitHub swaps it only with that login's PKCE verifier", async () => {
    // The volunteer's login: GitHub sends the popup back, but the callback URL leaks before it is used
    // (a log, a referrer, a sub-path of the callback that GitHub also accepts) and never arrives.
    const victim = await open();
    const victimAdmin = await openAdmin(victim.context);
    const victimPopup = await startLogin(victimAdmin);
    // (Playwright routes the first request of a redirect only: the leak is taken at GitHub's approval.)
    let reportLeak: (url: string) => void = () => undefined;
    const leak = new Promise<string>((resolve) => {
      reportLeak = resolve;
    });
    await victim.context.route(
      (url) => url.href.startsWith(`${githubUrl}/login/oauth/approve`),
      async (route) => {
        const approval = await route.fetch({ maxRedirects: 0 });
        reportLeak(approval.headers().location ?? "");
        return route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>-</title>" });
      },
    );
    await victimPopup.getByRole("link", { name: "Authorize" }).click();
    const leaked = await leak;
    expect(leaked.startsWith(`${siteUrl}/api/callback?`)).toBe(true);
    const code = new URL(leaked).searchParams.get("code") ?? "";

    // Someone else starts a login of their own (their state and verifier in their cookie) and hands
    // the stolen code to the callback with their own state: the state matches, the verifier does not.
    const attacker = await open();
    const attackerAdmin = await openAdmin(attacker.context);
    const attackerPopup = await startLogin(attackerAdmin);
    const attackerCookie = await loginCookie(attacker);
    await attackerPopup.goto(`${siteUrl}/api/callback?code=${code}&state=${attackerCookie?.state}`).catch(() => undefined); // Decap closes it
    await decapError(attackerAdmin, "GitHub non ha confermato l'accesso");
    expect((await githubLog()).exchanges.filter((exchange) => exchange.code === code)).toEqual([
      { code, clientId: expect.any(String), ok: false, refusal: "wrong_code_verifier", verifier: attackerCookie?.verifier },
    ]);
    expect((await attacker.messages()).filter(isTokenMessage)).toEqual([]);

    // The code itself was good: the volunteer's own browser, with its verifier, still logs in with it.
    const { verifier } = (await loginCookie(victim)) ?? {};
    await victimPopup.goto(leaked).catch(() => undefined); // Decap closes it
    await victimAdmin.getByRole("heading", { name: "Raccolte" }).waitFor();
    expect((await githubLog()).exchanges.filter((exchange) => exchange.code === code).map(({ ok, verifier: sent }) => ({ ok, sent }))).toEqual([
      { ok: false, sent: attackerCookie?.verifier },
      { ok: true, sent: verifier },
    ]);
  });

  it("refuses a callback whose cookie has the state but no PKCE verifier: nothing exchanged", async () => {
    const login = await open();
    const admin = await openAdmin(login.context);
    const popup = await startLogin(admin);
    // The browser sends the cookie as this login would have set it before PKCE: the state alone.
    const { state } = (await loginCookie(login)) ?? { state: "" };
    // (Set by a page of the site: Playwright's addCookies refuses a Secure __Host- cookie for
    // http://127.0.0.1; the function cannot tell this one from one it set itself.)
    await login.context.clearCookies();
    await admin.evaluate(
      ([name, value]) => {
        document.cookie = `${name}=${value}; Secure; SameSite=Lax; Path=/; Max-Age=600`;
      },
      [STATE_COOKIE, state],
    );
    expect(await loginCookie(login)).toEqual({ state, verifier: undefined });
    const code = await freshCode();
    await popup.goto(`${siteUrl}/api/callback?code=${code}&state=${state}`).catch(() => undefined); // Decap closes it
    await decapError(admin, "non è stato confermato da questo browser");
    expect((await githubLog()).exchanges.map((exchange) => exchange.code)).not.toContain(code);
    expect((await login.messages()).filter(isTokenMessage)).toEqual([]);
  });

  it("refuses to start with a plain http: origin in CMS_ALLOWED_ORIGINS, naming it: no cookie, nothing asked of GitHub", async () => {
    const login = await open();
    const page = await login.context.newPage();
    const before = (await githubLog()).authorizations.length;
    const response = await page.goto(`${refusingUrl}/api/auth?provider=github&scope=repo`);
    expect(response?.status()).toBe(503);
    expect(await response?.headerValue("set-cookie")).toBeNull();
    await page.getByText("Origini rifiutate in CMS_ALLOWED_ORIGINS").waitFor();
    expect(await page.locator("#stato").textContent()).toContain(refusedOrigin);
    expect(page.url()).toBe(`${refusingUrl}/api/auth`);
    expect(await login.context.cookies(refusingUrl)).toEqual([]);
    expect((await githubLog()).authorizations).toHaveLength(before);
  });
});

describeLogin("the GitHub login of /admin through a GitHub App (CMS_GITHUB_APP=1), on wrangler pages dev with a fake GitHub", () => {
  let login: LoginContext | undefined;
  afterEach(async () => {
    expect(login?.strayRequests).toEqual([]);
    await login?.context.close();
  });
  afterAll(closeBrowser);

  it("Accedi con GitHub → the popup → the collections, with an expiring user token and no refresh token in any window", async () => {
    login = await newLoginContext();
    const admin = await openAdmin(login.context, appSiteUrl);
    const popup = await startLogin(admin);
    const { verifier } = (await loginCookie(login, appSiteUrl)) ?? { verifier: "" };
    const authorize = new URL(popup.url()).searchParams;
    // A GitHub App has permissions, not scopes: no scope is sent; PKCE as with the OAuth App.
    expect(authorize.has("scope")).toBe(false);
    expect(authorize.get("redirect_uri")).toBe(`${appSiteUrl}/api/callback`);
    expect(authorize.get("code_challenge")).toBe(s256(verifier));
    await popup.getByText("contents: write, pull_requests: write").waitFor();

    await Promise.all([popup.waitForEvent("close"), popup.getByRole("link", { name: "Authorize" }).click()]);
    await admin.getByRole("heading", { name: "Raccolte" }).waitFor();
    await admin.getByRole("link", { name: "Programma", exact: true }).first().waitFor();

    const log = await githubLog();
    const [exchange] = log.exchanges.slice(-1);
    expect(exchange).toMatchObject({ clientId: authorize.get("client_id"), ok: true, verifier });
    const [token] = log.tokensIssued.slice(-1);
    expect(token.startsWith("ghu_")).toBe(true);
    expect(log.apiCalls.filter((call) => call.path === "/user").map((call) => call.token)).toContain(token);
    const [refreshToken] = log.refreshTokensIssued.slice(-1);
    const messages = await login.messages();
    expect(messages.filter((message) => message.data.includes(token)).map(({ at, origin }) => ({ page: new URL(at).pathname, origin }))).toEqual([
      { page: "/admin/", origin: appSiteUrl },
    ]);
    expect(messages.filter((message) => message.data.includes(refreshToken) || message.data.includes("ghr_"))).toEqual([]);
    expect(await admin.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain("ghr_");
  });
});
