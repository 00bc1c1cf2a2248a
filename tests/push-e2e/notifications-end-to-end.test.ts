// "Avvisami se cambiano" end to end (issue 44), on the real pieces that can run here: the production
// build served by the site's own Functions on `wrangler pages dev` with a migrated local D1
// (support/global-setup.mjs), Chromium at 375 px, a fake push service on loopback that decrypts each
// message with the subscription's keys and verifies its VAPID signature (tests/support/fake-push-service),
// the rebuilt site of a published change (the deploy build: the first event moved, committed on top of
// the programme's history), and `npm run notifiche:invia` in its own process.
// Only the browser's pushManager.subscribe is a fake: the real push services cannot be reached here, so
// it returns the fake service's subscription (tests/browser/support/push.ts).
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import type { PushFile } from "../../src/events/push-file";
import { SUBSCRIBE_LABEL, UNSUBSCRIBE_LABEL } from "../../src/enhancements/push/push-texts";
import { pagePaths } from "../../src/utils/page-paths";
import { buildDeploySite, type DeploySite } from "../browser/support/deploy-build";
import { eventually, newContext, openPage, useBrowser, viewports } from "../browser/support/harness";
import { workerInControl } from "../browser/support/offline";
import { fakePush } from "../browser/support/push";
import { saveToggle } from "../browser/support/pocket";
import { d1Sql, type D1State } from "../push-api/support/d1-sql";
import { makeTestSubscription, startFakePushService, type FakePushService } from "../support/fake-push-service";
import { runSender } from "../notifiche/support/run-sender";

const repoRoot = path.resolve(__dirname, "../..");
const setup = JSON.parse(process.env.CONNESSIONI_PUSH_E2E ?? "{}") as {
  url: string;
  state: D1State;
  secret: string;
  vapid: Record<"VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT", string>;
  pushPort: number;
  servedDir: string;
  beforeDir: string;
};
const screenshotDir = path.join(repoRoot, "artifacts/screenshots/push");
const readPushFile = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "eventi", "notifiche.json"), "utf8")) as PushFile;

/** "21:30" → "alle 21:30", "09:30" → "alle 9:30", "01:00" → "all'1:00": the hour as Italian reads it. */
const atTime = (ora: string) => {
  const [hours, minutes] = ora.split(":");
  return Number(hours) === 1 ? `all'1:${minutes}` : `alle ${Number(hours)}:${minutes}`;
};

/** The rows of the subscriptions table, by push address: the ids with the sequenza each is known at. */
const storedRows = (): Map<string, Record<string, number>> =>
  new Map(
    d1Sql(setup.state, "SELECT endpoint, eventi FROM iscrizioni").map((row) => [
      String(row.endpoint),
      JSON.parse(String(row.eventi)) as Record<string, number>,
    ]),
  );

const senderSettings = () => ({ SITE_URL: setup.url, NOTIFICHE_SECRET: setup.secret, ...setup.vapid });

/**
 * The one edit of a built file: the served record's last day of the edition, set to next week. The
 * site offers and accepts subscriptions only until the edition is over (notifications/api/), and the data's
 * edition may be past on the day the test runs; everything else served is the build as it is.
 */
function keepEditionOpen(): void {
  const file = path.join(setup.servedDir, "eventi", "notifiche.json");
  const record = JSON.parse(fs.readFileSync(file, "utf8")) as PushFile;
  record.ultimoGiorno = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  fs.writeFileSync(file, JSON.stringify(record));
}

/** Publishes a build over the served one, file by file, as a deploy replaces the site's files. */
function publish(builtDir: string): void {
  for (const entry of fs.readdirSync(setup.servedDir)) fs.rmSync(path.join(setup.servedDir, entry), { recursive: true, force: true });
  fs.cpSync(builtDir, setup.servedDir, { recursive: true });
  keepEditionOpen();
}

describe("a saved event's change reaches the visitor's phone, site closed", () => {
  const env = useBrowser();
  let service: FakePushService;
  let rebuilt: string;
  let ownBuild: DeploySite | undefined;
  let context: BrowserContext;
  let page: Page;

  const before = readPushFile(setup.beforeDir);
  let after: PushFile;
  let movedId: string;

  beforeAll(
    async () => {
      fs.mkdirSync(screenshotDir, { recursive: true });
      keepEditionOpen();
      service = await startFakePushService({ applicationServerKey: setup.vapid.VAPID_PUBLIC_KEY, port: setup.pushPort });
      if (process.env.CONNESSIONI_DEPLOY_PUBLIC_DIR) {
        rebuilt = path.resolve(repoRoot, process.env.CONNESSIONI_DEPLOY_PUBLIC_DIR);
      } else {
        const dataDir = path.resolve(repoRoot, process.env.CONNESSIONI_DATA_DIR ?? "data");
        console.log(`push end to end: no CONNESSIONI_DEPLOY_PUBLIC_DIR, building a changed copy of ${dataDir} (a few minutes)`);
        ownBuild = await buildDeploySite(dataDir);
        rebuilt = ownBuild.publicDir;
      }
      after = readPushFile(rebuilt);
    },
    15 * 60 * 1000,
  );

  afterAll(async () => {
    await context?.close();
    await service?.close();
    await ownBuild?.remove();
  });

  test("the rebuilt site's record says one event changed: the one the publish moved", () => {
    const grown = Object.keys(after.eventi).filter((id) => after.eventi[id].sequenza > (before.eventi[id]?.sequenza ?? Infinity));
    expect(grown).toHaveLength(1);
    [movedId] = grown;
    const last = after.eventi[movedId].cambi.at(-1);
    expect(last?.campo).toBe("ora");
  });

  test("the visitor saves the event and presses «Avvisami se cambiano» (375 px)", async () => {
    const visitor = service.subscribe("visitatore");
    context = await newContext(env.browser, { viewport: viewports.mobile, serviceWorkers: "allow" });
    await fakePush(context, { permission: "granted", subscription: visitor.subscription });
    ({ page } = await openPage(context, pagePaths.home));
    await context.grantPermissions(["notifications"], { origin: setup.url });
    await workerInControl(page);

    const card = page.locator(`#programma-${movedId}`);
    await saveToggle(card, before.eventi[movedId].titolo).click();
    const subscribe = page.getByRole("button", { name: SUBSCRIBE_LABEL });
    await subscribe.waitFor({ timeout: 30_000 });
    await subscribe.click();
    await page.getByRole("button", { name: UNSUBSCRIBE_LABEL }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(screenshotDir, "end-to-end-subscribed-375.png") });

    // Stored on the site: the push address of the fake service, the saved id at the sequenza the page showed.
    expect(await eventually(() => storedRows().has(visitor.subscription.endpoint), 10_000)).toBe(true);
    expect(storedRows().get(visitor.subscription.endpoint)).toEqual({ [movedId]: before.eventi[movedId].sequenza });
  });

  test("two more subscribers through the API: one saved another event, one whose push address is gone", async () => {
    const otherId = Object.keys(before.eventi).find((id) => id !== movedId)!;
    const other = service.subscribe("altro");
    const gone = service.subscribe("andato");
    for (const [subscription, eventi] of [
      [other.subscription, [otherId]],
      [gone.subscription, [movedId]],
    ] as const) {
      const answer = await fetch(`${setup.url}/api/notifiche`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ subscription, eventi }),
      });
      expect(answer.status).toBe(200);
    }
    service.answer("andato", { status: 410 });
    // A push address elsewhere, and an id the edition does not have, are refused and store nothing.
    const elsewhere = makeTestSubscription("https://push.example.org/push/x");
    for (const body of [
      { subscription: elsewhere.subscription, eventi: [movedId] },
      { subscription: service.subscribe("sconosciuto").subscription, eventi: ["nonesiste"] },
    ]) {
      const answer = await fetch(`${setup.url}/api/notifiche`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      expect(answer.status).toBe(400);
    }
    expect(storedRows().size).toBe(3);
  });

  test("after the publish, `npm run notifiche:invia` sends exactly one message, to the visitor; a second run sends nothing", async () => {
    publish(rebuilt);
    const first = await runSender(senderSettings(), service.caFile);
    expect(first).toMatchObject({ code: 0 });
    expect(service.refused).toEqual([]);
    const { prima, dopo } = after.eventi[movedId].cambi.at(-1)!;
    expect(service.received.map(({ token, payload }) => ({ token, payload }))).toEqual([
      {
        token: "visitatore",
        payload: {
          title: after.sito,
          body: `${after.eventi[movedId].titolo}: ora ${atTime(dopo)} (era ${atTime(prima)})`,
          tag: "modifiche-programma",
          url: "/?solo=miei#programma",
          notizie: { [movedId]: `${after.eventi[movedId].titolo}: ora ${atTime(dopo)} (era ${atTime(prima)})` },
        },
      },
    ]);
    // The gone address was removed; the visitor's row now knows the change; the other subscriber's is untouched.
    const rows = storedRows();
    expect(rows.has(service.endpointOf("andato"))).toBe(false);
    expect(rows.get(service.endpointOf("visitatore"))).toEqual({ [movedId]: after.eventi[movedId].sequenza });
    expect(rows.size).toBe(2);

    const second = await runSender(senderSettings(), service.caFile);
    expect(second).toMatchObject({ code: 0 });
    expect(service.received).toHaveLength(1);
  });

  test("the push handed to the service worker shows that notification", async () => {
    const [message] = service.received;
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }: { registrations: { registrationId: string; scopeURL: string }[] }) =>
      registrations.push(...updated),
    );
    await cdp.send("ServiceWorker.enable");
    expect(await eventually(() => registrations.length > 0, 20_000)).toBe(true);
    const origin = new URL(setup.url).origin;
    const { registrationId } = registrations.find((registration) => registration.scopeURL.startsWith(origin))!;

    // Recorded in the worker as it shows them (the headless shell displays none; Debian's chromium also shows it).
    const [worker] = context.serviceWorkers();
    await worker.evaluate(() => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; shown?: unknown[] };
      const show = scope.registration.showNotification.bind(scope.registration);
      scope.registration.showNotification = async (title: string, options?: NotificationOptions) => {
        scope.shown = [...(scope.shown ?? []), { title, body: options?.body, tag: options?.tag, data: options?.data as unknown }];
        await show(title, options).catch(() => undefined);
      };
    });
    await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(message.payload) });
    const payload = message.payload as { title: string; body: string; tag: string; url: string; notizie: Record<string, string> };
    const shown = async () => worker.evaluate(() => (self as unknown as { shown?: unknown[] }).shown ?? []);
    expect(await eventually(async () => (await shown()).length > 0, 10_000)).toBe(true);
    expect(await shown()).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url, notizie: payload.notizie } }]);
  });

  test("«Non avvisarmi più» deletes the visitor's row on the site", async () => {
    // The page the visitor subscribed on, still open: its controls say they are subscribed.
    await page.getByRole("button", { name: UNSUBSCRIBE_LABEL }).click();
    await page.getByRole("button", { name: SUBSCRIBE_LABEL }).waitFor({ timeout: 30_000 });
    expect(await eventually(() => !storedRows().has(service.endpointOf("visitatore")), 10_000)).toBe(true);
    expect([...storedRows().keys()]).toEqual([service.endpointOf("altro")]);
  });
});
