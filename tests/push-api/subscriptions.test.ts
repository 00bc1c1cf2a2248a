// The browser's calls on Cloudflare's own engine with a local D1 (support/pages-dev-with-d1.ts):
// subscribing, updating the saved ids, "Non avvisarmi più", what is refused, and expired rows going.
import { bearer, call, deleteJson, postJson } from "./support/api-client";
import { apiUrl as api, FAKE_PUSH_ORIGIN, newSubscription, PUBLIC_KEY, SECRET, servedPushFile, sql, type TestSubscription } from "./support/push-fixtures";

let sequenze: Record<string, number>;
let ultimoGiorno: string;

beforeAll(async () => {
  ({ sequenze, ultimoGiorno } = await servedPushFile());
});

/** The stored ids of a subscription, through the sender's own call (every page). */
async function storedEventi(subscription: TestSubscription): Promise<Record<string, number> | undefined> {
  for (let after = ""; ;) {
    const { body } = await call(`${api}/invii?dopo=${encodeURIComponent(after)}`, { headers: bearer(SECRET) });
    const found = (body.iscrizioni as { endpoint: string; eventi: Record<string, number> }[]).find((row) => row.endpoint === subscription.endpoint);
    if (found || body.prossimo === null) return found?.eventi;
    after = body.prossimo as string;
  }
}

describe("GET /api/notifiche: the key to subscribe with", () => {
  test("is the server's VAPID public key while the edition's last day is not over, not cached", async () => {
    const answer = await call(api);
    expect([answer.status, answer.body, answer.headers.get("cache-control")]).toEqual([200, { chiave: PUBLIC_KEY }, "no-store"]);
  });
});

describe("POST /api/notifiche: subscribe and update", () => {
  test("a subscription is stored with each id's current sequenza; the answer is not cached", async () => {
    const subscription = newSubscription();
    const answer = await postJson(api, { subscription, eventi: ["concerto-venerdi", "talk-sabato"] });
    expect([answer.status, answer.body]).toEqual([200, { ok: true }]);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await storedEventi(subscription)).toEqual({ "concerto-venerdi": sequenze["concerto-venerdi"], "talk-sabato": sequenze["talk-sabato"] });
    const [row] = sql(`SELECT p256dh, auth, creata, aggiornata, scade FROM iscrizioni WHERE endpoint = '${subscription.endpoint}'`);
    expect(row).toMatchObject({ p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });
    // Kept for seven full days after the fixture's last day: gone when the eighth day starts (UTC).
    const eighthDay = new Date(`${ultimoGiorno}T00:00:00.000Z`);
    eighthDay.setUTCDate(eighthDay.getUTCDate() + 8);
    expect(row.scade).toBe(eighthDay.toISOString());
    expect(row.creata).toBe(row.aggiornata);
  });

  test("an update keeps the sequenzas the visitor knows, adds the current one for new ids, drops the removed ones", async () => {
    const subscription = newSubscription();
    await postJson(api, { subscription, eventi: ["concerto-venerdi", "talk-sabato"] });
    // The sender delivered a later change of the concert: the row knows sequenza 5 now.
    const report = await postJson(
      `${api}/invii`,
      { consegnati: [{ endpoint: subscription.endpoint, eventi: { "concerto-venerdi": 5 } }], scaduti: [] },
      bearer(SECRET),
    );
    expect(report.body).toEqual({ aggiornati: 1, eliminati: 0 });
    const answer = await postJson(api, { subscription, eventi: ["concerto-venerdi", "laboratorio-domenica"] });
    expect(answer.status).toBe(200);
    expect(await storedEventi(subscription)).toEqual({ "concerto-venerdi": 5, "laboratorio-domenica": sequenze["laboratorio-domenica"] });
  });

  test("the push services of the browsers are accepted", async () => {
    const origins = [
      "https://fcm.googleapis.com",
      "https://updates.push.services.mozilla.com",
      "https://web.push.apple.com",
      "https://wns2-par02p.notify.windows.com",
    ];
    for (const origin of origins) {
      const answer = await postJson(api, { subscription: newSubscription(origin), eventi: ["mostra-sabato"] });
      expect([origin, answer.status]).toEqual([origin, 200]);
    }
  });
});

describe("POST /api/notifiche: refusals, in Italian, storing nothing", () => {
  const refusals: [string, (subscription: TestSubscription) => unknown, number][] = [
    ["another host's push address", (s) => ({ subscription: { ...s, endpoint: "https://attaccante.example/push/1" }, eventi: ["talk-sabato"] }), 400],
    ["a look-alike host", (s) => ({ subscription: { ...s, endpoint: "https://fcm.googleapis.com.attaccante.example/x" }, eventi: ["talk-sabato"] }), 400],
    ["http:", (s) => ({ subscription: { ...s, endpoint: s.endpoint.replace("https:", "http:") }, eventi: ["talk-sabato"] }), 400],
    ["the fake service on another port", (s) => ({ subscription: { ...s, endpoint: s.endpoint.replace(":9443", ":9444") }, eventi: ["talk-sabato"] }), 400],
    ["an unknown id", (s) => ({ subscription: s, eventi: ["talk-sabato", "evento-che-non-esiste"] }), 400],
    ["duplicate ids", (s) => ({ subscription: s, eventi: ["talk-sabato", "talk-sabato"] }), 400],
    ["no id", (s) => ({ subscription: s, eventi: [] }), 400],
    ["201 ids", (s) => ({ subscription: s, eventi: Array.from({ length: 201 }, (_, i) => `evento-${i}`) }), 400],
    [
      "a p256dh of 64 bytes",
      (s) => ({ subscription: { ...s, keys: { ...s.keys, p256dh: Buffer.alloc(64, 4).toString("base64url") } }, eventi: ["talk-sabato"] }),
      400,
    ],
    [
      "a p256dh that is no point of the curve",
      (s) => ({
        subscription: { ...s, keys: { ...s.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url") } },
        eventi: ["talk-sabato"],
      }),
      400,
    ],
    [
      "an auth of 15 bytes",
      (s) => ({ subscription: { ...s, keys: { ...s.keys, auth: Buffer.alloc(15, 1).toString("base64url") } }, eventi: ["talk-sabato"] }),
      400,
    ],
    [
      "keys in padded base64",
      (s) => ({ subscription: { ...s, keys: { ...s.keys, auth: Buffer.alloc(16, 1).toString("base64") } }, eventi: ["talk-sabato"] }),
      400,
    ],
  ];

  test.each(refusals)("%s", async (_, body, status) => {
    const subscription = newSubscription();
    const answer = await postJson(api, body(subscription));
    expect(answer.status).toBe(status);
    expect(answer.body.errore).toMatch(/^[A-ZÈ][^{}]+\.$/);
    expect(answer.body.errore).not.toContain("evento-che-non-esiste");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await storedEventi(subscription)).toBeUndefined();
  });

  test("a body over 16 KiB: 413, also when sent without a length", async () => {
    const big = { subscription: newSubscription(), eventi: ["talk-sabato"], riempitivo: "x".repeat(16 * 1024) };
    expect((await postJson(api, big)).status).toBe(413);
    const streamed = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode(" ".repeat(1024)));
        controller.close();
      },
    });
    const answer = await call(api, { method: "POST", headers: { "Content-Type": "application/json" }, body: streamed, duplex: "half" } as RequestInit);
    expect([answer.status, answer.body]).toEqual([413, { errore: "Richiesta troppo grande." }]);
  });

  test("a body that is no JSON object: 400", async () => {
    for (const body of ["non è json", "[]", "null"]) {
      const answer = await call(api, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      expect([body, answer.status]).toEqual([body, 400]);
    }
  });
});

describe("DELETE /api/notifiche: Non avvisarmi più", () => {
  test("deletes the row; 204 also when there is none", async () => {
    const subscription = newSubscription();
    await postJson(api, { subscription, eventi: ["talk-sabato"] });
    expect(await storedEventi(subscription)).toBeDefined();
    const answer = await deleteJson(api, { endpoint: subscription.endpoint });
    expect([answer.status, answer.headers.get("cache-control")]).toEqual([204, "no-store"]);
    expect(await storedEventi(subscription)).toBeUndefined();
    expect((await deleteJson(api, { endpoint: subscription.endpoint })).status).toBe(204);
  });

  test("a body without an address: 400", async () => {
    expect((await deleteJson(api, {})).status).toBe(400);
  });
});

describe("expired rows", () => {
  test("a row past its scade is deleted by the next call, others stay", async () => {
    const kept = newSubscription();
    await postJson(api, { subscription: kept, eventi: ["talk-sabato"] });
    const past = new Date(Date.now() - 60_000).toISOString();
    sql(`INSERT INTO iscrizioni VALUES ('${FAKE_PUSH_ORIGIN}/push/scaduta', 'k', 'a', '{"talk-sabato":0}', '${past}', '${past}', '${past}')`);
    expect(sql(`SELECT count(*) AS n FROM iscrizioni WHERE endpoint = '${FAKE_PUSH_ORIGIN}/push/scaduta'`)).toEqual([{ n: 1 }]);
    await deleteJson(api, { endpoint: `${FAKE_PUSH_ORIGIN}/push/altra` });
    expect(sql(`SELECT count(*) AS n FROM iscrizioni WHERE endpoint = '${FAKE_PUSH_ORIGIN}/push/scaduta'`)).toEqual([{ n: 0 }]);
    expect(await storedEventi(kept)).toEqual({ "talk-sabato": 0 });
  });
});
