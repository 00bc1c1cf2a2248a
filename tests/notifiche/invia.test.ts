// `npm run notifiche:invia` (issue 44) in its own process, against a fake push service on loopback
// that decrypts each message with the subscription's keys and verifies its VAPID signature, and the
// site's Functions on wrangler pages dev with a local D1 (support/global-setup.ts, support/sender-site.ts).
import { startFakePushService, type FakePushService } from "../support/fake-push-service";
import { startedSenderSite, type SenderSite } from "./support/sender-site";
import { FESTIVAL } from "./support/push-file-fixture";
import { makeVapid, runSender } from "./support/run-sender";

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
beforeEach(() => {
  service.received.length = 0;
});

const send = () => runSender({ SITE_URL: site.url, NOTIFICHE_SECRET: site.secret, ...vapid }, service.caFile);

/** The only subscribers: each on the fake service, with the ids they saved and the sequenza each is known at. */
async function subscribers(saved: Record<string, Record<string, number>>): Promise<void> {
  const rows = Object.entries(saved).map(([token, eventi]) => {
    const { subscription } = service.subscribe(token);
    return { endpoint: subscription.endpoint, keys: subscription.keys, eventi };
  });
  await site.replace(rows);
}

const known = (token: string) => site.known(service.endpointOf(token));

describe("the sending command", () => {
  it("sends the right message to the right subscriber only, then nothing on a second run", async () => {
    await subscribers({ uno: { spostato: 0, fermo: 0 }, due: { fermo: 0, annullato: 1 } });

    const first = await send();
    expect(first.code).toBe(0);
    expect(service.refused).toEqual([]);
    expect(service.received).toHaveLength(1);
    const [message] = service.received;
    expect(message.token).toBe("uno");
    expect(message.payload).toEqual({
      title: FESTIVAL,
      body: "Concerto della sera: ora alle 22:15 (era alle 21:30)",
      tag: "modifiche-programma",
      url: "/?solo=miei#programma",
      notizie: { spostato: "Concerto della sera: ora alle 22:15 (era alle 21:30)" },
    });
    // No Topic: a service would let a later message replace this one while the phone is off (RFC 8030 §5.4).
    expect({ ttl: message.ttl, urgency: message.urgency, topic: message.topic }).toEqual({ ttl: String(12 * 60 * 60), urgency: "high", topic: undefined });
    // The signature verified with the site's key, for this service, by the organiser's address.
    expect(message.vapid).toMatchObject({ k: vapid.VAPID_PUBLIC_KEY, aud: service.origin, sub: vapid.VAPID_SUBJECT });
    expect(await known("uno")).toEqual({ spostato: 1, fermo: 0 });
    expect(first.stdout).toContain("inviati 1 · invariati 1 · scaduti 0 · non riusciti 0");

    const second = await send();
    expect(second.code).toBe(0);
    expect(service.received).toHaveLength(1);
    expect(second.stdout).toContain("inviati 0 · invariati 2 ·");
  });

  it("counts two changed events in one message", async () => {
    await subscribers({ entrambi: { spostato: 0, annullato: 0 } });
    expect((await send()).code).toBe(0);
    expect(service.received.map((message) => [message.token, (message.payload as { body: string }).body])).toEqual([
      ["entrambi", "2 dei tuoi eventi sono cambiati"],
    ]);
    expect(await known("entrambi")).toEqual({ spostato: 1, annullato: 1 });
  });

  it("deletes a subscription its push service says is gone", async () => {
    await subscribers({ andato: { annullato: 0 }, presente: { annullato: 0 } });
    service.answer("andato", { status: 410 });
    const run = await send();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("inviati 1 · invariati 0 · scaduti 1 · non riusciti 0");
    expect(await known("andato")).toBeUndefined();
    expect(service.received.map((message) => message.token)).toEqual(["presente"]);
  });

  it("starts with the daily purge: a subscription past its expiry is deleted and told nothing", async () => {
    await subscribers({ finita: { annullato: 0 }, attiva: { annullato: 0 } });
    await site.expire(service.endpointOf("finita"));
    const run = await send();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Pulizia: iscrizioni scadute cancellate 1 ·");
    expect(await known("finita")).toBeUndefined();
    expect(service.received.map((message) => message.token)).toEqual(["attiva"]);
  });

  it("tries a failed push again within the run: a 500, a 429 after its Retry-After", async () => {
    await subscribers({ cinquecento: { spostato: 0 }, troppi: { spostato: 0 } });
    service.answer("cinquecento", { status: 500, times: 1 });
    service.answer("troppi", { status: 429, times: 1, retryAfter: 1 });
    const run = await send();
    expect(run.code).toBe(0);
    expect(service.received.map((message) => message.token).sort()).toEqual(["cinquecento", "troppi"]);
    expect(service.attempts.get("cinquecento")).toHaveLength(2);
    const [asked, again] = service.attempts.get("troppi")!;
    // Not before the second the service asked for (less a timer's rounding).
    expect(again - asked).toBeGreaterThanOrEqual(990);
    expect(await known("troppi")).toEqual({ spostato: 1 });
  });

  it("fails, and keeps the news for the next run, when a push still fails after its retries", async () => {
    await subscribers({ rotto: { spostato: 0 } });
    service.answer("rotto", { status: 500 });
    const run = await send();
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("inviati 0 · invariati 0 · scaduti 0 · non riusciti 1");
    expect(await known("rotto")).toEqual({ spostato: 0 });
    expect(service.received).toEqual([]);
  });

  it("sends nothing and succeeds when notifications are not set up; names a missing setting", async () => {
    const off = await runSender({});
    expect(off.code).toBe(0);
    expect(off.stdout).toMatch(/non configurate/);
    const partial = await runSender({
      SITE_URL: site.url,
      NOTIFICHE_SECRET: site.secret,
      VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY,
      VAPID_SUBJECT: vapid.VAPID_SUBJECT,
    });
    expect(partial.code).toBe(1);
    expect(partial.stderr).toContain("manca VAPID_PRIVATE_KEY");
  });
});
