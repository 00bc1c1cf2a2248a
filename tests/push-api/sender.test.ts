// The sending command's calls on Cloudflare's own engine with a local D1: the bearer, keyset paging
// over more rows than a page, and the report (sequenzas only rise; gone addresses are deleted).
import { bearer, call, postJson } from "./support/api-client";
import { apiUrl as api, FAKE_PUSH_ORIGIN, newSubscription, SECRET, sql } from "./support/push-fixtures";

const invii = `${api}/invii`;

interface Listed {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  eventi: Record<string, number>;
}

describe("the bearer", () => {
  test.each([
    ["no Authorization", {}],
    ["a wrong secret of the same length", bearer(SECRET.replace(/.$/, (c) => (c === "A" ? "B" : "A")))],
    ["a longer secret", bearer(`${SECRET}x`)],
    ["another scheme", { Authorization: `Basic ${SECRET}` }],
  ])("%s: 401 on both calls", async (_, headers) => {
    const listed = await call(invii, { headers });
    expect([listed.status, listed.body, listed.headers.get("www-authenticate"), listed.headers.get("cache-control")]).toEqual([
      401,
      { errore: "Non autorizzato." },
      expect.stringMatching(/^Bearer/),
      "no-store",
    ]);
    expect((await postJson(invii, { consegnati: [], scaduti: [] }, headers)).status).toBe(401);
  });
});

describe("GET /api/notifiche/invii", () => {
  test("pages of at most 500, ordered by address, every row once, the last page's prossimo null", async () => {
    // 1,200 rows in one statement (a subscription each, as the browser would have stored it).
    sql(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200)
       INSERT INTO iscrizioni SELECT '${FAKE_PUSH_ORIGIN}/pagina/' || printf('%04d', i), 'k' || i, 'a' || i, '{"talk-sabato":0}', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z' FROM n`,
    );
    const [{ n: total }] = sql("SELECT count(*) AS n FROM iscrizioni") as { n: number }[];
    expect(total).toBeGreaterThanOrEqual(1200);
    const seen: string[] = [];
    let pages = 0;
    for (let after: string | null = ""; after !== null; pages += 1) {
      const { status, body } = await call(`${invii}?dopo=${encodeURIComponent(after)}`, { headers: bearer(SECRET) });
      expect(status).toBe(200);
      const rows = body.iscrizioni as Listed[];
      expect(rows.length).toBeLessThanOrEqual(500);
      seen.push(...rows.map((row) => row.endpoint));
      after = body.prossimo as string | null;
      if (after !== null) expect(after).toBe(rows[rows.length - 1].endpoint);
    }
    expect(pages).toBe(Math.ceil(total / 500));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(seen).toContain(`${FAKE_PUSH_ORIGIN}/pagina/0737`);
  });

  test("a smaller limite, and the row as the sender needs it", async () => {
    const subscription = newSubscription();
    await postJson(api, { subscription, eventi: ["talk-sabato"] });
    const before = subscription.endpoint.slice(0, -1);
    const { body } = await call(`${invii}?limite=1&dopo=${encodeURIComponent(before)}`, { headers: bearer(SECRET) });
    expect(body.iscrizioni).toEqual([{ endpoint: subscription.endpoint, keys: subscription.keys, eventi: { "talk-sabato": 0 } }]);
  });

  test.each(["limite=0", "limite=501", "limite=abc", "limite=1.5", `dopo=${"x".repeat(1025)}`])("%s: 400", async (query) => {
    const { status, body } = await call(`${invii}?${query}`, { headers: bearer(SECRET) });
    expect([status, body]).toEqual([400, { errore: expect.stringMatching(/limite/) }]);
  });
});

describe("POST /api/notifiche/invii: the report", () => {
  test("raises the known sequenzas of delivered rows, never lowers them, adds no id; deletes scaduti", async () => {
    const [delivered, gone, untouched] = [newSubscription(), newSubscription(), newSubscription()];
    for (const subscription of [delivered, gone, untouched]) await postJson(api, { subscription, eventi: ["concerto-venerdi", "talk-sabato"] });
    const answer = await postJson(
      invii,
      {
        consegnati: [
          { endpoint: delivered.endpoint, eventi: { "concerto-venerdi": 7, "talk-sabato": 0, "mostra-sabato": 3 } },
          { endpoint: `${FAKE_PUSH_ORIGIN}/push/mai-vista`, eventi: { "talk-sabato": 1 } },
        ],
        scaduti: [gone.endpoint, `${FAKE_PUSH_ORIGIN}/push/mai-vista-nemmeno`],
      },
      bearer(SECRET),
    );
    expect([answer.status, answer.body, answer.headers.get("cache-control")]).toEqual([200, { aggiornati: 1, eliminati: 1 }, "no-store"]);
    const rows = sql(`SELECT endpoint, eventi FROM iscrizioni WHERE endpoint IN ('${delivered.endpoint}', '${gone.endpoint}', '${untouched.endpoint}')`);
    const stored = Object.fromEntries(rows.map((row) => [row.endpoint, JSON.parse(row.eventi as string)]));
    expect(stored).toEqual({ [delivered.endpoint]: { "concerto-venerdi": 7, "talk-sabato": 0 }, [untouched.endpoint]: stored[untouched.endpoint] });
    expect(stored[untouched.endpoint]).toEqual({ "concerto-venerdi": expect.any(Number), "talk-sabato": 0 });
    // A lower sequenza reported later (a stale report) changes nothing.
    await postJson(invii, { consegnati: [{ endpoint: delivered.endpoint, eventi: { "concerto-venerdi": 4 } }], scaduti: [] }, bearer(SECRET));
    const { body } = await call(`${invii}?limite=1&dopo=${encodeURIComponent(delivered.endpoint.slice(0, -1))}`, { headers: bearer(SECRET) });
    expect(body.iscrizioni[0].eventi).toEqual({ "concerto-venerdi": 7, "talk-sabato": 0 });
  });

  test("a full page's report with real-length addresses is read; one over 1 MiB is refused unread (413)", async () => {
    const fcm = (i: number) => `https://fcm.googleapis.com/fcm/send/${String(i).padStart(4, "0")}${"x".repeat(150)}`;
    const full = {
      consegnati: Array.from({ length: 500 }, (_, i) => ({ endpoint: fcm(i), eventi: { "talk-sabato": 1 } })),
      scaduti: Array.from({ length: 500 }, (_, i) => fcm(i + 500)),
    };
    expect(await postJson(invii, full, bearer(SECRET))).toMatchObject({ status: 200, body: { aggiornati: 0, eliminati: 0 } });
    const tooBig = { ...full, riempitivo: "x".repeat(1024 * 1024) };
    expect(await postJson(invii, tooBig, bearer(SECRET))).toMatchObject({ status: 413, body: { errore: "Richiesta troppo grande." } });
  });

  test.each([
    ["501 deliveries", { consegnati: Array.from({ length: 501 }, (_, i) => ({ endpoint: `https://x/${i}`, eventi: {} })), scaduti: [] }],
    ["a negative sequenza", { consegnati: [{ endpoint: "https://x/1", eventi: { a: -1 } }], scaduti: [] }],
    ["a delivery without address", { consegnati: [{ eventi: {} }], scaduti: [] }],
    ["scaduti not a list", { consegnati: [], scaduti: "https://x/1" }],
  ])("%s: 400", async (_, report) => {
    const { status, body } = await postJson(invii, report, bearer(SECRET));
    expect([status, body]).toEqual([400, { errore: "Resoconto non valido." }]);
  });
});
