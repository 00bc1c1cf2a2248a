// The fake push service is the sender's tests' oracle: it must refuse what a real push service refuses,
// or the sender's tests would pass on messages nobody could read. web-push makes a valid request; each
// case spoils one part of it.
import { readFileSync } from "node:fs";
import { Agent, request } from "node:https";
import webpush from "web-push";
import { makeTestSubscription, startFakePushService, type FakePushService } from "../support/fake-push-service";

const vapid = webpush.generateVAPIDKeys();
const vapidDetails = { subject: "mailto:notifiche@example.org", ...vapid };
let service: FakePushService;
let agent: Agent;

beforeAll(async () => {
  service = await startFakePushService({ applicationServerKey: vapid.publicKey });
  agent = new Agent({ ca: readFileSync(service.caFile) });
});
afterAll(async () => {
  agent?.destroy();
  await service?.close();
});

/** Posts a request as web-push would make it for this subscription, after `spoil` changed it; the status. */
function post(
  token: string,
  spoil: (details: webpush.RequestDetails) => void = () => {},
  keys = vapidDetails,
  { payload = '{"title":"Prova"}', topic }: { payload?: string; topic?: string } = {},
): Promise<number> {
  const details = webpush.generateRequestDetails(service.subscribe(token).subscription, payload, {
    vapidDetails: keys,
    contentEncoding: "aes128gcm",
    topic,
  });
  spoil(details);
  return new Promise((resolve, reject) => {
    const sent = request(details.endpoint, { method: "POST", headers: details.headers, agent }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on("error", reject);
    sent.end(details.body);
  });
}

describe("the fake push service", () => {
  it("accepts web-push's message and reads it", async () => {
    expect(await post("valido")).toBe(201);
    expect(service.received.find((message) => message.token === "valido")?.payload).toEqual({ title: "Prova" });
  });

  it("refuses a body encrypted to other keys, a spoiled signature, and another application server's key", async () => {
    const other = makeTestSubscription(service.endpointOf("altro")).subscription;
    const toOther = webpush.generateRequestDetails(other, '{"title":"Prova"}', { vapidDetails, contentEncoding: "aes128gcm" }).body;
    expect(await post("altre-chiavi", (details) => void (details.body = toOther))).toBe(400);

    const spoilSignature = (details: webpush.RequestDetails) => {
      details.headers.Authorization = String(details.headers.Authorization).replace(/t=([\w-]+)\.([\w-]+)\./, (_, head: string) => {
        const claims = Buffer.from(JSON.stringify({ aud: service.origin, exp: Math.floor(Date.now() / 1000) + 3600, sub: "mailto:altro@example.org" }));
        return `t=${head}.${claims.toString("base64url")}.`;
      });
    };
    expect(await post("firma", spoilSignature)).toBe(400);

    const stranger = { subject: "mailto:altro@example.org", ...webpush.generateVAPIDKeys() };
    expect(await post("altra-chiave", undefined, stranger)).toBe(403);

    expect(service.refused).toEqual([
      { token: "altre-chiavi", reason: expect.stringMatching(/authenticate/) },
      { token: "firma", reason: "JWT signature does not verify" },
      { token: "altra-chiave", reason: expect.stringMatching(/applicationServerKey/) },
    ]);
    const accepted = new Set(service.received.map((message) => message.token));
    expect(["altre-chiavi", "firma", "altra-chiave"].filter((token) => accepted.has(token))).toEqual([]);
  });

  it("answers a scripted status the given number of times", async () => {
    service.answer("andato", { status: 410, times: 1 });
    expect(await post("andato")).toBe(410);
    expect(await post("andato")).toBe(201);
  });

  it("holds an offline phone's messages, a later one replacing a held one of the same Topic only (RFC 8030 §5.4)", async () => {
    service.goOffline("spento");
    for (const [payload, topic] of [
      ['{"n":1}', "modifiche"],
      ['{"n":2}', undefined],
      ['{"n":3}', "modifiche"],
      ['{"n":4}', undefined],
    ] as const) {
      expect(await post("spento", undefined, vapidDetails, { payload, topic })).toBe(201);
    }
    expect(service.received.filter((message) => message.token === "spento")).toEqual([]);
    expect(service.held("spento").map((message) => message.payload)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
    expect(service.comeOnline("spento").map((message) => message.payload)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
    expect(service.received.filter((message) => message.token === "spento")).toHaveLength(3);
  });
});
