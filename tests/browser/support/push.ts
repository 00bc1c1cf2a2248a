// Helpers of the notifications suite (push-notifications.test.ts, issue 44): the browser's Push API
// replaced by a fake (the real push services cannot be reached here), the site's API answered by the
// test (the server is functions/api/notifiche, tested on wrangler by its own suites), and the lines
// of src/enhancements/push.
import { createECDH, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page, Route } from "playwright-core";
import { PUSH_API_PATH } from "../../../src/enhancements/push/subscription-requests";
import { TEST_VAPID_PUBLIC_KEY } from "../../../scripts/test/push-test-keys";
import { eventually } from "./harness";

export { TEST_VAPID_PUBLIC_KEY };

export const screenshotDir = path.resolve(__dirname, "../../../artifacts/screenshots/push");

/** Whether the build under test has the notifications' key: the home page's tools carry their privacy text. */
export function buildHasPushKey(publicDir: string): boolean {
  return fs.readFileSync(path.join(publicDir, "index.html"), "utf8").includes("data-notifiche=");
}

/** A subscription as a push service would give one: an endpoint on an allowed service, a real P-256 key. */
export function fakeSubscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/test-${randomBytes(8).toString("hex")}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}
export type FakeSubscription = ReturnType<typeof fakeSubscription>;

export interface FakePushOptions {
  /** What Notification.requestPermission answers. */
  permission: NotificationPermission;
  subscription: FakeSubscription;
  /** Removes window.PushManager (a browser without the Push API). */
  withoutPushManager?: boolean;
  /** Safari's navigator.standalone (false: an iPhone's Safari tab). */
  standalone?: boolean;
}

/**
 * Replaces pushManager.subscribe/getSubscription and the notification permission in every page of the
 * context. The subscription lives in sessionStorage-like state kept in localStorage under a test key,
 * so a reload finds it, as a browser would; what subscribe received and each unsubscribe are recorded.
 */
export async function fakePush(context: BrowserContext, options: FakePushOptions): Promise<void> {
  await context.addInitScript((opts: FakePushOptions) => {
    const STORE = "test:fake-push";
    const state = (): { subscribed: boolean; permission: string; key: number[] | null; unsubscribed: number } => {
      try {
        return { subscribed: false, permission: "default", key: null, unsubscribed: 0, ...JSON.parse(localStorage.getItem(STORE) ?? "{}") };
      } catch {
        return { subscribed: false, permission: "default", key: null, unsubscribed: 0 };
      }
    };
    const save = (next: ReturnType<typeof state>) => localStorage.setItem(STORE, JSON.stringify(next));
    const subscriptionObject = () => ({
      endpoint: opts.subscription.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: opts.subscription.endpoint, expirationTime: null, keys: opts.subscription.keys }),
      unsubscribe: async () => {
        const current = state();
        save({ ...current, subscribed: false, unsubscribed: current.unsubscribed + 1 });
        return true;
      },
    });
    if (opts.standalone !== undefined) Object.defineProperty(Navigator.prototype, "standalone", { get: () => opts.standalone, configurable: true });
    if (opts.withoutPushManager) {
      delete (window as { PushManager?: unknown }).PushManager;
      return;
    }
    if (!("PushManager" in window)) return;
    PushManager.prototype.subscribe = async function (subscribeOptions?: PushSubscriptionOptionsInit) {
      const key = subscribeOptions?.applicationServerKey;
      const bytes =
        key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength) : null;
      if (subscribeOptions?.userVisibleOnly !== true || !bytes) throw new DOMException("userVisibleOnly and a key are required", "NotAllowedError");
      save({ ...state(), subscribed: true, key: Array.from(bytes) });
      return subscriptionObject() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return state().subscribed ? (subscriptionObject() as unknown as PushSubscription) : null;
    };
    Notification.requestPermission = async () => {
      save({ ...state(), permission: opts.permission });
      return opts.permission;
    };
    Object.defineProperty(Notification, "permission", { get: () => state().permission, configurable: true });
  }, options);
}

/** What the fake recorded: whether subscribed, the key subscribe received (base64url), how many unsubscribes. */
export const fakePushState = (page: Page) =>
  page.evaluate(() => {
    const value = JSON.parse(localStorage.getItem("test:fake-push") ?? "{}") as { subscribed?: boolean; key?: number[] | null; unsubscribed?: number };
    const key = value.key
      ? btoa(String.fromCharCode(...value.key))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "")
      : null;
    return { subscribed: value.subscribed === true, key, unsubscribed: value.unsubscribed ?? 0 };
  });

export interface ApiCall {
  method: string;
  body: unknown;
}

/**
 * Answers GET /api/notifiche (the key the site signs with) for every page of the context as the site's
 * functions do: the test key, or, with `on` false, `{ chiave: null }` (notifications off on the site).
 * Other methods go on to the next route (mockPushApi's, registered later, answers everything itself).
 */
export async function answerPushKey(context: BrowserContext, on = true): Promise<void> {
  await context.route(`**${PUSH_API_PATH}`, async (route: Route) => {
    if (route.request().method() !== "GET") return route.fallback();
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ chiave: on ? TEST_VAPID_PUBLIC_KEY : null }) });
  });
}

/**
 * Answers /api/notifiche as the contract says (or with `status`), and records each call.
 * `network.offline(true)` takes the context offline, and the answers with it (a route would still
 * answer a page that is offline).
 */
export async function mockPushApi(context: BrowserContext, answer: () => number = () => 200) {
  const calls: ApiCall[] = [];
  let offline = false;
  const network = {
    async offline(value: boolean): Promise<void> {
      offline = value;
      await context.setOffline(value);
    },
  };
  await context.route(`**${PUSH_API_PATH}`, async (route: Route) => {
    const request = route.request();
    if (offline) return route.abort("internetdisconnected");
    // The key the site signs with (GET): asked before the button is offered; not one of the calls a test counts.
    if (request.method() === "GET") {
      return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ chiave: TEST_VAPID_PUBLIC_KEY }) });
    }
    calls.push({ method: request.method(), body: request.postDataJSON() as unknown });
    const status = answer();
    if (status === 200 && request.method() === "DELETE") return route.fulfill({ status: 204 });
    await route.fulfill({
      status,
      contentType: "application/json",
      body: JSON.stringify(status === 200 ? { ok: true } : { errore: "Qualcosa non va." }),
    });
  });
  return { calls, network };
}

/** A notification as the tests read it back: from the registration, or as the worker asked to show it. */
export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/**
 * The site's service worker with its notifications readable, and a way to hand it a push as a push
 * service would (CDP ServiceWorker.deliverPushMessage). Debian's full Chromium shows notifications:
 * they are read back from the page's registration. The headless shell has no notifications at all
 * (permission always denied): there the worker's registration keeps what it was asked to show, one per
 * tag as the tray does, and getNotifications answers from it.
 */
export async function pushTarget(context: BrowserContext, page: Page) {
  const origin = new URL(page.url()).origin;
  await context.grantPermissions(["notifications"], { origin });
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => registrations.push(...updated));
  await cdp.send("ServiceWorker.enable");
  if (!(await eventually(() => registrations.some((registration) => registration.scopeURL.startsWith(origin)), 20_000))) {
    throw new Error(`no service worker registration for ${origin}`);
  }
  const registrationId = registrations.find((registration) => registration.scopeURL.startsWith(origin))!.registrationId;
  const canNotify = (await page.evaluate(() => Notification.permission)) === "granted";
  const [worker] = context.serviceWorkers();

  const deliver = async (data: string) => {
    if (!canNotify) {
      await worker.evaluate(() => {
        const scope = self as unknown as { registration: ServiceWorkerRegistration; shown?: (NotificationOptions & { title: string })[] };
        scope.shown ??= [];
        scope.registration.showNotification = async (title: string, options?: NotificationOptions) => {
          scope.shown = [...(scope.shown ?? []).filter((shown) => shown.tag !== options?.tag), { title, ...options }];
        };
        scope.registration.getNotifications = async (filter?: GetNotificationOptions) =>
          (scope.shown ?? []).filter((shown) => !filter?.tag || shown.tag === filter.tag).map((shown) => ({ ...shown })) as unknown as Notification[];
      });
    }
    await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data });
  };

  const shown = async (): Promise<ShownNotification[]> =>
    canNotify
      ? page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, icon, data }) => ({
            title,
            body,
            tag,
            icon,
            data: data as unknown,
          })),
        )
      : worker.evaluate(() => ((self as unknown as { shown?: unknown[] }).shown ?? []) as ShownNotification[]);

  /** Dispatches a tap on a notification with this `data` to the worker's own listener; the address it opened. */
  const tap = async (data: unknown): Promise<string | null> =>
    worker.evaluate(async (notificationData) => {
      const scope = self as unknown as {
        clients: { matchAll: () => Promise<unknown[]>; openWindow: (url: string | URL) => Promise<unknown> };
        dispatchEvent: (event: Event) => boolean;
      };
      let opened: string | null = null;
      // No tab to focus (they cannot be focused without a real tap): the worker opens a window, recorded here.
      scope.clients.matchAll = async () => [];
      scope.clients.openWindow = async (url: string | URL) => {
        opened = String(url);
        return null;
      };
      let done: Promise<unknown> = Promise.resolve();
      const event = new Event("notificationclick");
      Object.defineProperties(event, {
        notification: { value: { data: notificationData, close: () => undefined } },
        waitUntil: { value: (promise: Promise<unknown>) => (done = promise) },
      });
      scope.dispatchEvent(event);
      await done;
      return opened;
    }, data);

  /** Empties the tray (or what the worker kept of it), so the next test starts from no notification. */
  const clearShown = async (): Promise<void> => {
    if (canNotify) {
      await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).forEach((notification) => notification.close()));
    } else {
      await worker.evaluate(() => void ((self as unknown as { shown?: unknown[] }).shown = []));
    }
  };

  return { origin, deliver, shown, tap, clearShown };
}
