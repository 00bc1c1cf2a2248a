// The GitHub login of /admin end to end, on Cloudflare's own engine: the built site and its Pages
// Functions (functions/api/) on `wrangler pages dev`, a fake GitHub on loopback, Decap in Chromium on
// a 375 px phone. Then each way the login must refuse to hand the token over. (support/global-setup.mjs
// starts the servers; cms-auth/*.test.ts tests the same code piece by piece.)
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import {
  closeBrowser,
  describeLogin,
  freshCode,
  githubLog,
  githubUrl,
  isTokenMessage,
  newLoginContext,
  openAdmin,
  otherSiteUrl,
  siteUrl,
  startLogin,
  type LoginContext,
  type ReceivedMessage,
} from "./support/login-harness";

const shotsDir = path.resolve(__dirname, "..", "..", "artifacts", "cms-login");
const STATE_COOKIE = "__Host-cms-oauth-state";
const otherState = (): string => randomBytes(32).toString("base64url");

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

  it("Accedi con GitHub → the popup → the collections, and the callback works once only", async () => {
    mkdirSync(shotsDir, { recursive: true });
    const login = await open();
    const admin = await openAdmin(login.context);
    await admin.screenshot({ path: path.join(shotsDir, "login-375.png") });
    const popup = await startLogin(admin);

    // The state went to GitHub and into this browser's cookie: Chromium keeps a Secure cookie from
    // http://127.0.0.1 (a potentially trustworthy origin), so the test runs the production attributes.
    const [cookie] = (await login.context.cookies(siteUrl)).filter((each) => each.name === STATE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(new URL(popup.url()).searchParams.get("state")).toBe(cookie.value);
    expect(new URL(popup.url()).searchParams.get("scope")).toBe("repo");
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
    expect(log.exchanges).toEqual([{ code: new URL(callbackUrl).searchParams.get("code"), ok: true }]);
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

    const wrong: unknown[] = ["authorizing:github ", "Authorizing:github", "authorizing:gitlab", "authorization:github", "authorizing:github\u0000", { data: "authorizing:github" }, ["authorizing:github"]];
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
  });
});
