// What a stranger meets (issue 50), on Cloudflare's own engine with the local D1: hostile push
// addresses, requests from another site or not declared JSON, the cap on subscriptions, the limit per
// client address, and the daily purge. The site runs with a small limit per client
// (support/global-setup.mjs); every other call comes from a client address of its own.
import { bearer, call, deleteJson, newClient, postJson } from "./support/api-client";
import { HOSTILE_ENDPOINTS } from "./support/hostile-endpoints";
import { apiUrl as api, FAKE_PUSH_ORIGIN, LIMITS, newSubscription, SECRET, sql, type TestSubscription } from "./support/push-fixtures";

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** Which of these endpoints the table holds. */
const storedOf = (endpoints: readonly string[]): string[] =>
  sql(`SELECT endpoint FROM iscrizioni WHERE endpoint IN (${endpoints.map(quoted).join(", ")})`).map((row) => row.endpoint as string);
const subscribeBody = (subscription: TestSubscription) => ({ subscription, eventi: ["talk-sabato"] });
const siteOrigin = new URL(api).origin;

test("every hostile push address is refused (400, in Italian) and nothing is stored", async () => {
  const answers: [string, number, string][] = [];
  for (const { endpoint } of HOSTILE_ENDPOINTS) {
    const { keys } = newSubscription();
    const answer = await postJson(api, subscribeBody({ endpoint, keys }));
    answers.push([endpoint, answer.status, answer.body.errore]);
  }
  expect(answers).toEqual(
    HOSTILE_ENDPOINTS.map(({ endpoint }) => [endpoint, 400, expect.stringMatching(/^(Indirizzo|Servizio) di notifica non (valido|ammesso)\.$/)]),
  );
  expect(storedOf(HOSTILE_ENDPOINTS.map(({ endpoint }) => endpoint))).toEqual([]);
});

describe("only the site's own pages, with a JSON body", () => {
  const refusals: [string, Record<string, string>, number][] = [
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }, 403],
    ["Origin: https://attacker.example", { Origin: "https://attacker.example" }, 403],
    ["text/plain (a form or a fetch without preflight)", { "Content-Type": "text/plain;charset=UTF-8" }, 415],
  ];

  test("POST with each of them: refused, in Italian, nothing stored", async () => {
    const subscriptions = refusals.map(() => newSubscription());
    for (const [index, [name, headers, status]] of refusals.entries()) {
      const answer = await postJson(api, subscribeBody(subscriptions[index]), headers);
      expect([name, answer.status, answer.body.errore, answer.headers.get("cache-control")]).toEqual([
        name,
        status,
        expect.stringMatching(/^Richiesta .+\.$/),
        "no-store",
      ]);
    }
    expect(storedOf(subscriptions.map(({ endpoint }) => endpoint))).toEqual([]);
  });

  test("DELETE with each of them is refused and the row stays; the site's own page deletes it", async () => {
    const subscription = newSubscription();
    expect((await postJson(api, subscribeBody(subscription))).status).toBe(200);
    for (const [, headers, status] of refusals) expect((await deleteJson(api, { endpoint: subscription.endpoint }, headers)).status).toBe(status);
    expect(storedOf([subscription.endpoint])).toEqual([subscription.endpoint]);
    // What a browser sends from the site's page: Origin the site, Sec-Fetch-Site same-origin.
    const own = { Origin: siteOrigin, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json; charset=utf-8" };
    expect((await deleteJson(api, { endpoint: subscription.endpoint }, own)).status).toBe(204);
    expect((await postJson(api, subscribeBody(newSubscription()), own)).status).toBe(200);
  });
});

describe("the cap on subscriptions (NOTIFICHE_MAX_ISCRIZIONI)", () => {
  const cap = Number(LIMITS.NOTIFICHE_MAX_ISCRIZIONI);

  test("the count the cap reads is kept in step with the table, through inserts and deletes of any kind", async () => {
    const subscription = newSubscription();
    await postJson(api, subscribeBody(subscription));
    await deleteJson(api, { endpoint: subscription.endpoint });
    const [{ totale, righe }] = sql(
      `INSERT INTO iscrizioni VALUES ('${FAKE_PUSH_ORIGIN}/push/a-mano', 'k', 'a', '{}', 'x', 'x', '2999-01-01T00:00:00.000Z');
       SELECT (SELECT valore FROM totali WHERE nome = 'iscrizioni') AS totale, (SELECT count(*) FROM iscrizioni) AS righe`,
    );
    expect(typeof totale).toBe("number");
    expect(totale).toBe(righe);
  });

  test("a full table refuses a new address (503, in Italian) and still updates and deletes an existing one", async () => {
    const [kept, last, refused] = [newSubscription(), newSubscription(), newSubscription()];
    expect((await postJson(api, subscribeBody(kept))).status).toBe(200);
    // One place left: the count says so (the rows themselves are far fewer: the cap reads the count alone).
    const [{ righe }] = sql(`UPDATE totali SET valore = ${cap - 1} WHERE nome = 'iscrizioni'; SELECT count(*) AS righe FROM iscrizioni`);
    try {
      expect(righe).toBeLessThan(cap - 1);
      expect((await postJson(api, subscribeBody(last))).status).toBe(200);
      const full = await postJson(api, subscribeBody(refused));
      expect([full.status, full.body]).toEqual([503, { errore: expect.stringMatching(/^Gli avvisi hanno raggiunto il numero massimo di iscrizioni: .+\.$/) }]);
      expect((await postJson(api, { subscription: kept, eventi: ["concerto-venerdi", "mostra-sabato"] })).status).toBe(200);
      const rows = sql(`SELECT endpoint, eventi FROM iscrizioni WHERE endpoint IN (${quoted(kept.endpoint)}, ${quoted(refused.endpoint)})`);
      expect(rows.map(({ endpoint, eventi }) => [endpoint, Object.keys(JSON.parse(eventi as string))])).toEqual([
        [kept.endpoint, ["concerto-venerdi", "mostra-sabato"]],
      ]);
      expect((await deleteJson(api, { endpoint: last.endpoint })).status).toBe(204);
      // The deletion made a place.
      expect((await postJson(api, subscribeBody(refused))).status).toBe(200);
    } finally {
      sql("UPDATE totali SET valore = (SELECT count(*) FROM iscrizioni) WHERE nome = 'iscrizioni'");
    }
  });
});

describe("the limit per client address (NOTIFICHE_LIMITE_ORARIO)", () => {
  const limit = Number(LIMITS.NOTIFICHE_LIMITE_ORARIO);

  test("past the limit a client gets 429 with Retry-After, on POST and DELETE; another client passes", async () => {
    const client = newClient();
    const subscription = newSubscription();
    for (let call = 0; call < limit; call += 1) expect((await postJson(api, subscribeBody(subscription), client)).status).toBe(200);
    const over = await postJson(api, subscribeBody(newSubscription()), client);
    expect([over.status, over.body]).toEqual([429, { errore: expect.stringMatching(/^Troppe richieste .+\.$/) }]);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect((await deleteJson(api, { endpoint: subscription.endpoint }, client)).status).toBe(429);
    expect(storedOf([subscription.endpoint])).toEqual([subscription.endpoint]);
    expect((await deleteJson(api, { endpoint: subscription.endpoint }, newClient())).status).toBe(204);
  });

  test("the table holds no client address, only keyed hashes", async () => {
    const client = newClient();
    await postJson(api, subscribeBody(newSubscription()), client);
    const rows = sql("SELECT finestra, chiave, richieste FROM contatori_indirizzi");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toEqual({ finestra: expect.any(Number), chiave: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), richieste: expect.any(Number) });
    expect(JSON.stringify(rows)).not.toContain("2001:db8");
  });
});

describe("POST /api/notifiche/pulizia: the daily purge", () => {
  const pulizia = `${api}/pulizia`;

  test.each([
    ["no Authorization", {}],
    ["a wrong secret", bearer(`${SECRET}x`)],
  ])("%s: 401", async (_, headers) => {
    const answer = await call(pulizia, { method: "POST", headers });
    expect([answer.status, answer.body, answer.headers.get("www-authenticate")]).toEqual([
      401,
      { errore: "Non autorizzato." },
      expect.stringMatching(/^Bearer/),
    ]);
  });

  test("deletes the expired subscriptions and the past windows' counters, and says how many", async () => {
    const kept = newSubscription();
    await postJson(api, subscribeBody(kept));
    await call(pulizia, { method: "POST", headers: bearer(SECRET) });
    const past = new Date(Date.now() - 60_000).toISOString();
    sql(
      `INSERT INTO iscrizioni VALUES ('${FAKE_PUSH_ORIGIN}/push/scaduta-1', 'k', 'a', '{}', '${past}', '${past}', '${past}'), ('${FAKE_PUSH_ORIGIN}/push/scaduta-2', 'k', 'a', '{}', '${past}', '${past}', '${past}');
       INSERT INTO contatori_indirizzi VALUES (1, 'vecchia-1', 3), (2, 'vecchia-2', 1), (3, 'vecchia-3', 9);`,
    );
    const answer = await call(pulizia, { method: "POST", headers: bearer(SECRET) });
    expect([answer.status, answer.body, answer.headers.get("cache-control")]).toEqual([200, { iscrizioni: 2, contatori: 3 }, "no-store"]);
    const [{ rimaste, vecchie, attuali, totale, righe }] = sql(
      `SELECT (SELECT group_concat(endpoint, ' ') FROM iscrizioni WHERE endpoint LIKE '%/push/scaduta-_' OR endpoint = ${quoted(kept.endpoint)}) AS rimaste,
              (SELECT count(*) FROM contatori_indirizzi WHERE chiave LIKE 'vecchia-%') AS vecchie, (SELECT count(*) FROM contatori_indirizzi) AS attuali,
              (SELECT valore FROM totali WHERE nome = 'iscrizioni') AS totale, (SELECT count(*) FROM iscrizioni) AS righe`,
    );
    // The current window's counters and the current subscription stay; the count of subscriptions followed the deletions.
    expect([rimaste, vecchie, attuali, totale]).toEqual([kept.endpoint, 0, expect.any(Number), righe]);
    expect(attuali).toBeGreaterThan(0);
  });
});
