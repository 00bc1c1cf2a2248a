// `npm run notifiche:invia` against push services and stored addresses that work against it (issue 50):
// services that trickle their answer or never give one, one whose refusal carries workflow commands,
// rows on addresses a lax parser would read as the fake service, and a phone offline through two
// sends. The limits are shortened through their settings (notifications/sender/limits.ts); the site is
// the suite's (support/global-setup.ts). No run may print a push address.
import { startFakePushService, type FakePushService } from "../support/fake-push-service";
import type { TestSubscription } from "../support/fake-push-service";
import { LIMIT_SETTINGS } from "../../notifications/sender/limits";
import { startedSenderSite, type SenderSite, type StoredSubscription } from "./support/sender-site";
import { makeVapid, runSender, type SenderRun } from "./support/run-sender";

const vapid = makeVapid();
let service: FakePushService;
let site: SenderSite;

beforeAll(async () => {
  service = await startFakePushService({ applicationServerKey: vapid.VAPID_PUBLIC_KEY });
  site = startedSenderSite();
});
afterAll(async () => {
  await service?.close();
});

/** A run with the limits given (milliseconds), timed. */
async function send(limits: { messageDeadlineMs?: number; runCapMs?: number } = {}): Promise<SenderRun & { seconds: number }> {
  const settings: Record<string, string> = { SITE_URL: site.url, NOTIFICHE_SECRET: site.secret, ...vapid };
  if (limits.messageDeadlineMs) settings[LIMIT_SETTINGS.messageDeadlineMs] = String(limits.messageDeadlineMs);
  if (limits.runCapMs) settings[LIMIT_SETTINGS.runCapMs] = String(limits.runCapMs);
  const started = performance.now();
  const run = await runSender(settings, service.caFile);
  return { ...run, seconds: (performance.now() - started) / 1000 };
}

const row = ({ subscription }: TestSubscription, eventi: Record<string, number>): StoredSubscription => ({
  endpoint: subscription.endpoint,
  keys: subscription.keys,
  eventi,
});

/** Every subscriber on the fake service, each with news (the suite's push file moved `spostato`). */
async function subscribers(...tokens: string[]): Promise<string[]> {
  const rows = tokens.map((token) => row(service.subscribe(token), { spostato: 0 }));
  await site.replace(rows);
  return rows.map((stored) => stored.endpoint);
}

/** No push address, nor any part of one that names a subscriber, in what the run printed. */
function expectNoAddress(run: SenderRun, endpoints: readonly string[]): void {
  const output = `${run.stdout}\n${run.stderr}`;
  expect(endpoints.filter((endpoint) => output.includes(endpoint))).toEqual([]);
  expect(output).not.toContain("/push/");
}

describe("the sending command against hostile push services", () => {
  it("tells the good subscriber while services trickle or never answer, in time; names each failure safely; exits 1", async () => {
    const endpoints = await subscribers("buono", "gocciola", "gocciola-da-capo", "muto", "sboccato");
    // A byte every 200 ms: an idle timeout would never fire; the deadline does.
    service.stall("gocciola", { mode: "trickle", head: true, everyMs: 200 });
    service.stall("gocciola-da-capo", { mode: "trickle", head: false, everyMs: 200 });
    service.stall("muto", { mode: "silent" });
    service.answer("sboccato", { status: 400, body: "richiesta rifiutata\n::set-output name=x::y\r\n::error::preso\u2028::warning::anche" });

    const run = await send({ messageDeadlineMs: 1500 });
    // Generous: the deadline is 1.5 s, the production one 30 s; what matters is that it did not hang.
    expect(run.seconds).toBeLessThan(30);
    expect(run.code).toBe(1);
    expect(service.received.map((message) => message.token)).toEqual(["buono"]);
    expect(service.refused).toEqual([]);
    expect(await site.known(endpoints[0])).toEqual({ spostato: 1 });
    // The others keep their news for the next run.
    expect(await site.known(endpoints[3])).toEqual({ spostato: 0 });

    const lines = run.stderr.split(/\r?\n|\r|\u2028|\u2029|\u0085/u).filter(Boolean);
    expect(lines).toEqual(
      expect.arrayContaining([
        "✖ 2 invii non riusciti: 127.0.0.1: nessuna risposta entro 1,5 s",
        "✖ invio non riuscito: 127.0.0.1: risposta 201 non finita entro 1,5 s",
        "✖ invio non riuscito: 127.0.0.1: 400 richiesta rifiutata ::set-output name=x::y ::error::preso ::warning::anche",
      ]),
    );
    // No line a CI runner would read as a workflow command.
    expect(`${run.stdout}\n${run.stderr}`.split(/[\n\r\u2028\u2029\u0085]/u).filter((line) => line.trimStart().startsWith("::"))).toEqual([]);
    expect(run.stdout).toContain("inviati 1 · invariati 0 · scaduti 0 · non riusciti 4 · estranei 0");
    expectNoAddress(run, endpoints);
  });

  it("at the run's cap cuts off what is in flight, reports what was delivered, says so and exits 1", async () => {
    const endpoints = await subscribers("presto", "mai");
    service.stall("mai", { mode: "silent" });
    // The message's own deadline (30 s) is far: the cap ends the run.
    const run = await send({ runCapMs: 2000 });
    expect(run.seconds).toBeLessThan(30);
    expect(run.code).toBe(1);
    expect(await site.known(endpoints[0])).toEqual({ spostato: 1 });
    expect(await site.known(endpoints[1])).toEqual({ spostato: 0 });
    expect(run.stderr).toContain("✖ invio non riuscito: 127.0.0.1: interrotto, tempo dell'invio finito");
    expect(run.stderr).toContain("✖ invio interrotto: superato il tempo massimo di 2 s");
    expect(run.stdout).toContain("inviati 1 · invariati 0 · scaduti 0 · non riusciti 1");
    expectNoAddress(run, endpoints);
  });
});

describe("the sending command against hostile stored addresses", () => {
  it("deletes and counts each row on an address the site would refuse, without a request for it", async () => {
    const loopback = new URL(service.origin).host;
    const port = new URL(service.origin).port;
    const good = service.subscribe("legittimo");
    // Each read as the fake service by Node's legacy url.parse (what web-push used), or one the WHATWG parser rewrites.
    const hostile = [
      `https://${loopback};.push.apple.com/push/ostile`,
      `https://${loopback}%3B.push.apple.com/push/ostile`,
      `https://${loopback}{.push.apple.com/push/ostile`,
      `https://${loopback}\`.push.apple.com/push/ostile`,
      `https://${loopback}".push.apple.com/push/ostile`,
      `https://${loopback}'.push.apple.com/push/ostile`,
      `https://${loopback}\\.push.apple.com/push/ostile`,
      `https://web.push.apple.com@${loopback}/push/ostile`,
      "https://127.0.0.1/push/ostile",
      `https://127.0.0.1.:${port}/push/ostile`,
      `HTTPS://${loopback}/push/ostile`,
      `https://${loopback}:443/push/ostile`,
    ];
    await site.replace([row(good, { spostato: 0 }), ...hostile.map((endpoint) => ({ endpoint, keys: good.subscription.keys, eventi: { spostato: 0 } }))]);
    service.requests.length = 0;

    const run = await send();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`inviati 1 · invariati 0 · scaduti 0 · non riusciti 0 · estranei ${hostile.length}`);
    expect(service.requests).toEqual(["/push/legittimo"]);
    const left = await Promise.all(hostile.map(async (endpoint) => ((await site.known(endpoint)) === undefined ? null : endpoint)));
    expect(left.filter(Boolean)).toEqual([]);
    expect(await site.known(good.subscription.endpoint)).toEqual({ spostato: 1 });
    expectNoAddress(run, [good.subscription.endpoint, ...hostile]);
  });
});

describe("the sending command and a phone offline", () => {
  it("leaves two messages held by a service that replaces by Topic: the sender sends none", async () => {
    const phone = service.subscribe("spento");
    service.goOffline("spento");
    await site.replace([row(phone, { spostato: 0 })]);
    const first = await send();
    // The visitor saves another event that changed since; the phone is still off.
    await site.replace([row(phone, { spostato: 1, annullato: 0 })]);
    const second = await send();
    expect([first.code, second.code]).toEqual([0, 0]);

    const held = service.held("spento");
    expect(held.map((message) => message.topic)).toEqual([undefined, undefined]);
    const delivered = service.comeOnline("spento").map((message) => (message.payload as { body: string }).body);
    expect(delivered).toEqual(["Concerto della sera: ora alle 22:15 (era alle 21:30)", expect.stringContaining("Incontro del mattino")]);
    expectNoAddress(first, [phone.subscription.endpoint]);
    expectNoAddress(second, [phone.subscription.endpoint]);
  });
});
