// "Avvisami se cambiano" (issue 44) in Chromium: loaded only for a visitor with saved events, the
// permission asked and the push service contacted only on the press, the site's list kept in step
// (offline too), each refusal a clear line, and the service worker's notification for a push.
// The Push API is a fake (support/push.ts) and /api/notifiche is answered by the test: the server and
// the real push message are other suites' (functions/, notifications/sender/).
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { pagePaths } from "../../src/utils/page-paths";
import { PUSH_API_PATH } from "../../src/enhancements/push/subscription-requests";
import { OFFLINE_HELP, PRIVACY_LINK_TEXT, PUSH_LINES, SUBSCRIBE_LABEL, UNSUBSCRIBE_LABEL } from "../../src/enhancements/push/push-texts";
import { GENERIC_BODY, MY_EVENTS_URL } from "../../gatsby/post-build/service-worker/worker/notification";
import { PUSH_CHUNK_GROUP } from "../../gatsby/post-build/service-worker/precache-list";
import { MESSAGE_TAG, pushPayload } from "../../notifications/sender/message";
import type { PushFile } from "../../src/events/push-file";
import { newsFor } from "../../src/events/push-news";
import { describeBrowser, eventually, newContext, openPage, useBrowser, viewports, type ViewportName } from "./support/harness";
import { axeViolations, horizontalOverflow } from "./support/page-checks";
import { events, programmeTools, saveToggle } from "./support/pocket";
import { workerInControl } from "./support/offline";
import { readData } from "../built/read-built-site";
import {
  TEST_VAPID_PUBLIC_KEY,
  answerPushKey,
  buildHasPushKey,
  fakePush,
  fakePushState,
  fakeSubscription,
  mockPushApi,
  pushTarget,
  screenshotDir,
  type FakePushOptions,
} from "./support/push";

const LONG_TEST_MS = 180_000;
const publicDir = path.resolve(__dirname, "../..", process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
const sito = readData<{ nome: string; organizzatore: { nome: string } }>("sito.json");
// Events on today's programme, not cancelled (a cancelled card's toggle says so in its name).
const [first, second, third] = events.filter((event) => (event as { stato?: string }).stato !== "annullato");

const subscribeButton = (page: Page) => page.getByRole("button", { name: SUBSCRIBE_LABEL });
const unsubscribeButton = (page: Page) => page.getByRole("button", { name: UNSUBSCRIBE_LABEL });
const pushStatus = (page: Page) => page.locator('[data-enhancement="push"]').getByRole("status");
/** Waits until the feature's polite status says exactly `text`. */
async function statusSays(page: Page, text: string, timeout = 20_000): Promise<void> {
  await pushStatus(page).filter({ hasText: text }).waitFor({ timeout });
  await expect(pushStatus(page).textContent()).resolves.toBe(text);
}
/** The feature's own chunk, found by its chunk name (its file is named by chunk id: gatsby/internals/chunk-file-names.ts). */
let pushChunkFileList: string[] | undefined;
const pushChunkFiles = (): string[] => {
  if (pushChunkFileList) return pushChunkFileList;
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { assetsByChunkName: Record<string, string[]> };
  return (pushChunkFileList = (stats.assetsByChunkName[PUSH_CHUNK_GROUP] ?? []).filter((file) => file.endsWith(".js")).map((file) => `/${file}`));
};
const pushChunk = (url: string) => pushChunkFiles().includes(new URL(url).pathname);

async function pushContext(browser: Parameters<typeof newContext>[0], viewport: ViewportName, push: Partial<FakePushOptions> = {}, options = {}) {
  const context = await newContext(browser, { viewport: viewports[viewport], serviceWorkers: "allow", ...options });
  const subscription = fakeSubscription();
  await fakePush(context, { permission: "granted", subscription, ...push });
  await answerPushKey(context);
  return { context, subscription };
}

/**
 * Opens the home page with `saved` already saved (a returning visitor), and presses "Mostra tutto":
 * the controls wait for a press while the tools could be in view (see the layout-shift tests below).
 */
async function homeWithSaved(context: BrowserContext, saved: readonly string[]): Promise<{ page: Page; errors: string[] }> {
  await context.addInitScript((ids: readonly string[]) => {
    if (!localStorage.getItem("connessioni:miei-eventi")) localStorage.setItem("connessioni:miei-eventi", JSON.stringify(ids));
  }, saved);
  const opened = await openPage(context, pagePaths.home);
  await pressInTools(opened.page);
  return opened;
}

/** A press in the programme's tools ("Mostra tutto"), once they are in place. */
async function pressInTools(page: Page): Promise<void> {
  await programmeTools(page);
  await page.waitForFunction(() => document.documentElement.dataset.pocket === "ready");
  await page.getByRole("button", { name: "Mostra tutto" }).click();
}

async function shot(page: Page, name: string): Promise<void> {
  const tools = page.locator("#programma-strumenti");
  await tools.scrollIntoViewIfNeeded();
  await tools.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

describeBrowser("Avvisami se cambiano", () => {
  const env = useBrowser();

  beforeAll(() => {
    if (!buildHasPushKey(publicDir)) {
      throw new Error(
        `the build under test has no VAPID_PUBLIC_KEY: build with VAPID_PUBLIC_KEY=${TEST_VAPID_PUBLIC_KEY} (scripts/test/push-test-keys.ts; npm test's build stage sets it)`,
      );
    }
  });

  test("a visitor without saved events downloads nothing of it; saving one brings the button and its privacy text", async () => {
    const { context } = await pushContext(env.browser, "mobile");
    const chunks: string[] = [];
    context.on("request", (request) => {
      if (pushChunk(request.url())) chunks.push(request.url());
    });
    const { page, errors } = await openPage(context, pagePaths.home);
    await programmeTools(page);
    await page.waitForFunction(() => document.documentElement.dataset.pocket === "ready");
    await page.waitForLoadState("networkidle");
    expect(chunks).toEqual([]);
    await expect(subscribeButton(page).count()).resolves.toBe(0);

    await saveToggle(page, first.titolo).first().click();
    await subscribeButton(page).waitFor();
    expect(chunks).toHaveLength(1);
    const privacy = page.locator('[data-enhancement="push"]').getByRole("link", { name: PRIVACY_LINK_TEXT });
    await expect(privacy.getAttribute("href")).resolves.toBe(pagePaths.privacy);
    const text = await page.locator('[data-enhancement="push"]').textContent();
    // Who keeps the data, as the data names them, and until when.
    expect(text).toContain(sito.organizzatore.nome);
    expect(text).toMatch(/fino (al |all')\d{1,2} [a-z]+ \d{4}/);
    // What a phone off past the messages' life misses, and where the changes stay.
    expect(text).toContain(OFFLINE_HELP);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a site whose notifications are off (its API gives no key) offers nothing, whatever key the build carried", async () => {
    const context = await newContext(env.browser, { viewport: viewports.mobile, serviceWorkers: "allow" });
    await fakePush(context, { permission: "granted", subscription: fakeSubscription() });
    await answerPushKey(context, false);
    const keyAsked = new Promise((resolve) => context.on("requestfinished", (request) => request.url().endsWith(PUSH_API_PATH) && resolve(true)));
    const { page, errors } = await homeWithSaved(context, [first.id]);
    await keyAsked;
    await page.waitForLoadState("networkidle");
    await expect(subscribeButton(page).count()).resolves.toBe(0);
    await expect(page.locator('[data-enhancement="push"]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of ["mobile", "desktop"] as const) {
    test(
      `${viewport}: press → permission, subscription with the site's key, the saved ids to the site; then the list follows the saves, offline too; "Non avvisarmi più" deletes`,
      async () => {
        const { context, subscription } = await pushContext(env.browser, viewport);
        const { calls, network } = await mockPushApi(context);
        const { page, errors } = await homeWithSaved(context, [first.id]);
        await subscribeButton(page).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `button-${viewports[viewport].width}`);
        // Nothing asked before the press.
        expect(calls).toEqual([]);
        await expect(fakePushState(page)).resolves.toMatchObject({ subscribed: false, key: null });

        await subscribeButton(page).click();
        await unsubscribeButton(page).waitFor({ timeout: 90_000 });
        expect(calls).toEqual([{ method: "POST", body: { subscription, eventi: [first.id] } }]);
        await expect(fakePushState(page)).resolves.toMatchObject({ subscribed: true, key: TEST_VAPID_PUBLIC_KEY });
        await expect(page.locator('[data-enhancement="push"]').textContent()).resolves.toContain(PUSH_LINES.subscribed);
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `subscribed-${viewports[viewport].width}`);

        // Another saved event: the site gets both ids.
        await saveToggle(page, second.titolo).first().click();
        expect(await eventually(() => calls.length >= 2, 20_000)).toBe(true);
        expect(calls[1]).toEqual({ method: "POST", body: { subscription, eventi: [first.id, second.id] } });

        // Saved offline: said, kept pending, sent when the browser is back online.
        await network.offline(true);
        await saveToggle(page, third.titolo).first().click();
        await statusSays(page, PUSH_LINES.pending);
        await network.offline(false);
        expect(await eventually(() => calls.length >= 3, 20_000)).toBe(true);
        expect(calls[2]).toEqual({ method: "POST", body: { subscription, eventi: [first.id, second.id, third.id] } });
        expect(await eventually(async () => (await pushStatus(page).textContent()) === "", 20_000)).toBe(true);

        // A new page load knows the subscription: "Non avvisarmi più" deletes it, then unsubscribes.
        await page.reload();
        await pressInTools(page);
        await unsubscribeButton(page).click();
        await subscribeButton(page).waitFor();
        expect(calls[3]).toEqual({ method: "DELETE", body: { endpoint: subscription.endpoint } });
        expect(calls).toHaveLength(4);
        await expect(fakePushState(page)).resolves.toMatchObject({ subscribed: false, unsubscribed: 1 });
        await statusSays(page, PUSH_LINES.stopped);
        // While the context was offline, a load the page started (a lazy poster) fails: without the
        // network (ERR_INTERNET_DISCONNECTED), or through the service worker, which had no copy (ERR_FAILED).
        expect(errors.filter((error) => !/Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) /.test(error))).toEqual([]);
        await context.close();
      },
      LONG_TEST_MS,
    );
  }

  test(
    "a save made offline is sent at the next page load",
    async () => {
      const { context, subscription } = await pushContext(env.browser, "mobile");
      const { calls, network } = await mockPushApi(context);
      const { page } = await homeWithSaved(context, [first.id]);
      await subscribeButton(page).click();
      await unsubscribeButton(page).waitFor({ timeout: 90_000 });
      await network.offline(true);
      await saveToggle(page, second.titolo).first().click();
      await statusSays(page, PUSH_LINES.pending);
      await network.offline(false);
      await page.close();
      const next = await context.newPage();
      await next.goto(pagePaths.concerti);
      expect(await eventually(() => calls.length >= 2, 20_000)).toBe(true);
      expect(calls[1]).toEqual({ method: "POST", body: { subscription, eventi: [first.id, second.id] } });
      await context.close();
    },
    LONG_TEST_MS,
  );

  test(
    "removing the last saved event unsubscribes and deletes",
    async () => {
      const { context, subscription } = await pushContext(env.browser, "mobile");
      const { calls } = await mockPushApi(context);
      const { page } = await homeWithSaved(context, [first.id]);
      await subscribeButton(page).click();
      await unsubscribeButton(page).waitFor({ timeout: 90_000 });
      await saveToggle(page, first.titolo).first().click();
      expect(await eventually(() => calls.length >= 2, 20_000)).toBe(true);
      expect(calls[1]).toEqual({ method: "DELETE", body: { endpoint: subscription.endpoint } });
      expect(await eventually(async () => !(await fakePushState(page)).subscribed, 20_000)).toBe(true);
      await expect(unsubscribeButton(page).count()).resolves.toBe(0);
      await context.close();
    },
    LONG_TEST_MS,
  );

  for (const viewport of ["mobile", "desktop"] as const) {
    test(`${viewport}: a refused permission says how to allow it again, and nothing is sent`, async () => {
      const { context } = await pushContext(env.browser, viewport, { permission: "denied" });
      const { calls } = await mockPushApi(context);
      const { page } = await homeWithSaved(context, [first.id]);
      await subscribeButton(page).click();
      await statusSays(page, PUSH_LINES.denied);
      expect(calls).toEqual([]);
      await expect(fakePushState(page)).resolves.toMatchObject({ subscribed: false });
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `refused-${viewports[viewport].width}`);
      await context.close();
    });
  }

  test(
    "a server error leaves nothing half-done: the line says so and the browser is unsubscribed",
    async () => {
      const { context } = await pushContext(env.browser, "mobile");
      const { calls } = await mockPushApi(context, () => 500);
      const { page } = await homeWithSaved(context, [first.id]);
      await subscribeButton(page).click();
      await statusSays(page, PUSH_LINES.error, 90_000);
      expect(calls).toHaveLength(1);
      await expect(fakePushState(page)).resolves.toMatchObject({ subscribed: false, unsubscribed: 1 });
      await subscribeButton(page).waitFor();
      await context.close();
    },
    LONG_TEST_MS,
  );

  test("offline at the press: the line says so and nothing is asked", async () => {
    const { context } = await pushContext(env.browser, "mobile");
    const { calls, network } = await mockPushApi(context);
    const { page } = await homeWithSaved(context, [first.id]);
    await subscribeButton(page).waitFor();
    await network.offline(true);
    await subscribeButton(page).click();
    await statusSays(page, PUSH_LINES.offline);
    expect(calls).toEqual([]);
    await expect(fakePushState(page)).resolves.toMatchObject({ subscribed: false, key: null });
    await context.close();
  });

  // Cumulative Layout Shift that counts as none (as notice-layout-shift.test.ts).
  const CLS_BUDGET = 0.02;
  for (const viewport of ["mobile", "desktop"] as const) {
    test(`${viewport}: a returning visitor opening the programme itself sees nothing move; the button comes with their first press`, async () => {
      const { context } = await pushContext(env.browser, viewport);
      await context.addInitScript(() => {
        const shifts = ((window as unknown as { shifts: number[] }).shifts = [] as number[]);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await context.addInitScript((id: string) => localStorage.setItem("connessioni:miei-eventi", JSON.stringify([id])), first.id);
      const { page } = await openPage(context, `${pagePaths.home}#programma`);
      await programmeTools(page);
      await page.waitForLoadState("networkidle");
      const cls = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
      expect(await cls()).toBeLessThanOrEqual(CLS_BUDGET);
      await expect(subscribeButton(page).count()).resolves.toBe(0);
      await page.getByRole("button", { name: "Mostra tutto" }).click();
      await subscribeButton(page).waitFor();
      expect(await cls()).toBeLessThanOrEqual(CLS_BUDGET);
      await context.close();
    });
  }

  test("a browser without the Push API gets a line, no button", async () => {
    const { context } = await pushContext(env.browser, "mobile", { withoutPushManager: true });
    const { page } = await homeWithSaved(context, [first.id]);
    await page.getByText(PUSH_LINES.missing).waitFor();
    await expect(subscribeButton(page).count()).resolves.toBe(0);
    await context.close();
  });

  test("an iPhone's Safari tab is told to add the site to the Home screen, no button", async () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
    const { context } = await pushContext(env.browser, "mobile", { standalone: false }, { userAgent: iphone, isMobile: true, hasTouch: true });
    const { page } = await homeWithSaved(context, [first.id]);
    await page.getByText(PUSH_LINES.iosHome).waitFor();
    await expect(subscribeButton(page).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "ios-home-375");
    await context.close();
  });
});

describeBrowser("the service worker's notifications", () => {
  const env = useBrowser();

  /** The home page with the site's worker in control, its notifications readable (support/push.ts). */
  async function openWorkerPage() {
    const context = await newContext(env.browser, { viewport: viewports.mobile, serviceWorkers: "allow" });
    const { page } = await openPage(context, pagePaths.home);
    await workerInControl(page);
    return { context, page, ...(await pushTarget(context, page)) };
  }
  // The three tests start from the same page: it is opened once (a context, a page load and the worker's
  // install of the offline copy cost more CPU than the tests themselves) and its tray emptied before each.
  let target: Awaited<ReturnType<typeof openWorkerPage>> | undefined;
  async function workerPage() {
    target ??= await openWorkerPage();
    await target.clearShown();
    return target;
  }
  afterAll(async () => {
    await target?.context.close();
  });
  const urlOf = (data: unknown) => (data as { url?: string } | null)?.url;

  test(
    "a push shows the message's notification, a payload it cannot parse the generic one, both opening the saved events",
    async () => {
      const { page, deliver, shown } = await workerPage();
      const message = { title: sito.nome, body: `${first.titolo}: ora alle 22:15 (era alle 21:30)`, tag: MESSAGE_TAG, url: MY_EVENTS_URL };
      await deliver(JSON.stringify(message));
      expect(await eventually(async () => (await shown()).length === 1, 20_000)).toBe(true);
      const [notification] = await shown();
      expect(notification).toMatchObject({ title: message.title, body: message.body, tag: message.tag });
      expect(urlOf(notification.data)).toBe(MY_EVENTS_URL);
      // The manifest's icon, which the site serves.
      expect((await page.request.get(notification.icon)).status()).toBe(200);

      // The same tag: the generic notification replaces the first.
      await deliver("non è JSON");
      expect(await eventually(async () => (await shown()).map((shownNotification) => shownNotification.body).join("|") === GENERIC_BODY, 20_000)).toBe(true);
      expect((await shown())[0]).toMatchObject({ title: sito.nome, tag: message.tag });
      expect(urlOf((await shown())[0].data)).toBe(MY_EVENTS_URL);
    },
    LONG_TEST_MS,
  );

  test(
    "two sends the visitor has not looked at leave one notification with both changes; a third about the first event replaces only its sentence",
    async () => {
      const { deliver, shown } = await workerPage();
      // Three runs of the sender over a push file of two of today's events (invented changes), each run
      // with what the subscriber's row knows after the previous one: pushPayload as the sender builds it.
      const QUANDO = ["2030-09-01T10:00:00Z", "2030-09-02T10:00:00Z", "2030-09-03T10:00:00Z"];
      const movedOnce = { titolo: first.titolo, sequenza: 1, cambi: [{ quando: QUANDO[0], campo: "ora" as const, prima: "21:30", dopo: "22:15" }] };
      const cancelled = { titolo: second.titolo, sequenza: 1, cambi: [{ quando: QUANDO[1], campo: "stato" as const, prima: "confermato", dopo: "annullato" }] };
      const movedTwice = {
        ...movedOnce,
        sequenza: 2,
        cambi: [...movedOnce.cambi, { quando: QUANDO[2], campo: "ora" as const, prima: "22:15", dopo: "23:00" }],
      };
      const run = (eventi: PushFile["eventi"], known: Record<string, number>) => {
        const file: PushFile = { sito: sito.nome, ultimoGiorno: "2030-09-14", luoghi: [], eventi };
        return pushPayload(file, newsFor(file, known).eventi);
      };
      const idle = { titolo: second.titolo, sequenza: 0, cambi: [] };
      const one = run({ [first.id]: movedOnce, [second.id]: idle }, { [first.id]: 0, [second.id]: 0 });
      const two = run({ [first.id]: movedOnce, [second.id]: cancelled }, { [first.id]: 1, [second.id]: 0 });
      const three = run({ [first.id]: movedTwice, [second.id]: cancelled }, { [first.id]: 1, [second.id]: 1 });
      expect([one, two, three].map((payload) => Object.keys(payload.notizie))).toEqual([[first.id], [second.id], [first.id]]);

      const bodyIs = async (body: string) => eventually(async () => (await shown()).some((notification) => notification.body === body), 20_000);
      await deliver(JSON.stringify(one));
      expect(await bodyIs(one.body)).toBe(true);
      await deliver(JSON.stringify(two));
      const both = `${two.notizie[second.id]}\n${one.notizie[first.id]}`;
      expect(await bodyIs(both)).toBe(true);
      let [notification, ...others] = await shown();
      expect(others).toEqual([]);
      expect(notification).toMatchObject({ title: sito.nome, tag: MESSAGE_TAG, body: both });
      expect(notification.data).toEqual({ url: MY_EVENTS_URL, notizie: { [second.id]: two.notizie[second.id], [first.id]: one.notizie[first.id] } });

      await deliver(JSON.stringify(three));
      const replaced = `${three.notizie[first.id]}\n${two.notizie[second.id]}`;
      expect(await bodyIs(replaced)).toBe(true);
      [notification, ...others] = await shown();
      expect(others).toEqual([]);
      expect(notification.data).toEqual({ url: MY_EVENTS_URL, notizie: { [first.id]: three.notizie[first.id], [second.id]: two.notizie[second.id] } });
      expect(three.notizie[first.id]).not.toBe(one.notizie[first.id]);
    },
    LONG_TEST_MS,
  );

  test(
    "a tap opens a page of the site only: a hostile address in the notification's data opens the saved events",
    async () => {
      const { origin, tap } = await workerPage();
      for (const hostile of ["/\t/x.example", "/\\x.example", "https://x.example/", "javascript:alert(1)"]) {
        expect(await tap({ url: hostile })).toBe(`${origin}${MY_EVENTS_URL}`);
      }
      expect(await tap({ url: pagePaths.concerti })).toBe(`${origin}${pagePaths.concerti}`);
    },
    LONG_TEST_MS,
  );
});

describeBrowser("the privacy page", () => {
  const env = useBrowser();

  for (const viewport of ["mobile", "desktop"] as const) {
    test(`${viewport}: linked from the footer, headings in order, axe clean`, async () => {
      const context = await newContext(env.browser, { viewport: viewports[viewport] });
      const { page, errors, status } = await openPage(context, pagePaths.home);
      expect(status).toBe(200);
      await page.locator("footer").getByRole("link", { name: "Privacy", exact: true }).click();
      await page.waitForURL(`**${pagePaths.privacy}`);
      await page.getByRole("heading", { level: 1, name: "Privacy" }).waitFor();
      const levels = await page.locator("main :is(h1, h2, h3)").evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      for (let index = 1; index < levels.length; index += 1) expect(levels[index] - levels[index - 1]).toBeLessThanOrEqual(1);
      await expect(page.locator("main").textContent()).resolves.toContain(sito.organizzatore.nome);
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.screenshot({ path: path.join(screenshotDir, `privacy-${viewports[viewport].width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
