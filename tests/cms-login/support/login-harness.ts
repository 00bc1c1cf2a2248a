// What the CMS login test uses: one Chromium, a context per scenario at a phone's width with guards
// (nothing leaves loopback; every message any window of the site receives is recorded), and the fake
// GitHub's record of what it saw (support/fake-github.mjs).
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import chromiumArgs from "../../browser/support/chromium-args.json";

/** The site logging in through an OAuth App. */
export const siteUrl = process.env.CONNESSIONI_LOGIN_SITE_URL ?? "";
/** The same site, as a second project logging in through a GitHub App (CMS_GITHUB_APP=1). */
export const appSiteUrl = process.env.CONNESSIONI_LOGIN_APP_SITE_URL ?? "";
/** Functions whose CMS_ALLOWED_ORIGINS lists `refusedOrigin`, a plain http: origin off loopback. */
export const refusingUrl = process.env.CONNESSIONI_LOGIN_REFUSING_URL ?? "";
export const refusedOrigin = process.env.CONNESSIONI_LOGIN_REFUSED_ORIGIN ?? "";
export const githubUrl = process.env.CONNESSIONI_FAKE_GITHUB_URL ?? "";
export const describeLogin: jest.Describe = process.env.CONNESSIONI_BROWSER === "1" ? describe : describe.skip;

/** A page on another origin than the site's, served by the test itself (no server, no network). */
export const otherSiteUrl = "http://altro-sito.test";

/** What the fake GitHub saw (GET /__log). */
export interface GitHubLog {
  authorizations: Array<Record<string, string>>;
  codesIssued: string[];
  /** `refusal`: GitHub's reason, e.g. "wrong_code_verifier" or "missing_code_verifier"; `verifier`: the code_verifier sent. */
  exchanges: Array<{ code: string; clientId: string; ok: boolean; refusal: string | null; verifier: string | null }>;
  tokensIssued: string[];
  refreshTokensIssued: string[];
  apiCalls: Array<{ method: string; path: string; token: string }>;
  unmatched: string[];
}
export const githubLog = async (): Promise<GitHubLog> => (await fetch(`${githubUrl}/__log`)).json() as Promise<GitHubLog>;
/** A valid, unused login code, as GitHub would give to whoever approves in its own window. */
export const freshCode = async (): Promise<string> => ((await (await fetch(`${githubUrl}/__code`, { method: "POST" })).json()) as { code: string }).code;

/** Every message event any page of the context received (the admin, the popup, another site's page). */
export interface ReceivedMessage {
  at: string;
  origin: string;
  data: string;
}

let browser: Browser | undefined;
export async function launch(): Promise<Browser> {
  const executablePath = process.env.CONNESSIONI_CHROME_PATH;
  if (!executablePath) throw new Error("No Chromium: the suite should have been skipped.");
  browser ??= await chromium.launch({ executablePath, args: chromiumArgs });
  return browser;
}
export const closeBrowser = async (): Promise<void> => {
  await browser?.close();
  browser = undefined;
};

export interface LoginContext {
  context: BrowserContext;
  /** Requests to hosts other than the sites, the fake GitHub and the test's other site (all aborted). */
  strayRequests: string[];
  /** Messages received by every page of the context, in order. */
  messages(): Promise<ReceivedMessage[]>;
}

/** A phone-sized context (375 px, touch), popups included; service workers blocked, as in the CMS suites. */
export async function newLoginContext(): Promise<LoginContext> {
  const context = await (await launch()).newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
  const strayRequests: string[] = [];
  const allowed = new Set([siteUrl, appSiteUrl, refusingUrl, githubUrl].map((url) => new URL(url).origin));
  const received: ReceivedMessage[] = [];
  await context.exposeBinding("__recordMessage", ({ frame }, origin: string, data: string) => {
    received.push({ at: frame.url(), origin, data });
  });
  // In every page before its own scripts, capturing, so nothing a page does can hide a message from it.
  await context.addInitScript(() => {
    const record = (window as unknown as { __recordMessage: (origin: string, data: string) => void }).__recordMessage;
    window.addEventListener("message", (event) => void record(event.origin, typeof event.data === "string" ? event.data : JSON.stringify(event.data)), true);
  });
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (allowed.has(url.origin)) return route.continue();
    // Decap's GitHub backend asks GitHub's status page whether the API is up: "all fine".
    if (url.origin === "https://www.githubstatus.com") return route.fulfill({ json: { components: [] } });
    if (url.origin === otherSiteUrl) return route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>Altro sito</title><p>Un altro sito</p>" });
    strayRequests.push(url.href);
    return route.abort("blockedbyclient");
  });
  return { context, strayRequests, messages: async () => [...received] };
}

/** Decap's login screen on /admin/ (of the OAuth App's site unless told), ready for "Accedi con GitHub". */
export async function openAdmin(context: BrowserContext, site = siteUrl): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${site}/admin/`);
  await page.getByRole("button", { name: "Accedi con GitHub" }).waitFor();
  return page;
}

/** Presses "Accedi con GitHub" and returns the popup once it shows the (fake) GitHub's authorize page. */
export async function startLogin(admin: Page): Promise<Page> {
  const [popup] = await Promise.all([admin.waitForEvent("popup"), admin.getByRole("button", { name: "Accedi con GitHub" }).click()]);
  await popup.waitForURL((url) => url.href.startsWith(`${githubUrl}/login/oauth/authorize`));
  await popup.getByRole("link", { name: "Authorize" }).waitFor();
  return popup;
}

export const isTokenMessage = (message: ReceivedMessage): boolean => message.data.startsWith("authorization:github:success:");
