/** @jest-environment node */
// What the handlers answer before any statement runs (the rest runs on wrangler with D1: tests/push-api).
import { createECDH } from "node:crypto";
import type { D1Database } from "../d1";
import { listSubscriptions, recordReport } from "../sender";
import type { NotificheEnv } from "../settings";
import { publicKey, subscribe, unsubscribe } from "../subscriptions";

/** A database that fails the test if it is ever asked anything. */
const untouchable = new Proxy(
  {},
  {
    // Not a thenable: an async function may return it (the sender's calls do, past the bearer).
    get: (_, name) =>
      name === "then"
        ? undefined
        : () => {
            throw new Error("the database was used");
          },
  },
) as unknown as D1Database;
const assets = { fetch: () => Promise.resolve(new Response("", { status: 404 })) };
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`https://sito.example${path}`, { method: "POST", body, headers });

test.each<[string, Partial<NotificheEnv>]>([
  ["no VAPID_PUBLIC_KEY", { NOTIFICHE_DB: untouchable, NOTIFICHE_SECRET: "s" }],
  ["a blank VAPID_PUBLIC_KEY", { VAPID_PUBLIC_KEY: " ", NOTIFICHE_DB: untouchable, NOTIFICHE_SECRET: "s" }],
  ["no D1 binding", { VAPID_PUBLIC_KEY: "k", NOTIFICHE_SECRET: "s" }],
])("%s: every call 503, no-store", async (_, settings) => {
  const env = { ASSETS: assets, ...settings };
  const answers = await Promise.all([
    subscribe({ request: post("/api/notifiche", "{}"), env }),
    unsubscribe({ request: new Request("https://sito.example/api/notifiche", { method: "DELETE", body: "{}" }), env }),
    listSubscriptions({ request: new Request("https://sito.example/api/notifiche/invii", { headers: { Authorization: "Bearer s" } }), env }),
    recordReport({ request: post("/api/notifiche/invii", "{}", { Authorization: "Bearer s" }), env }),
  ]);
  for (const answer of answers) {
    expect([answer.status, answer.headers.get("cache-control"), await answer.json()]).toEqual([503, "no-store", { errore: "Le notifiche non sono attive." }]);
  }
});

test("the sender's calls answer 503 while NOTIFICHE_SECRET is unset, even to a bearer", async () => {
  const env = { ASSETS: assets, VAPID_PUBLIC_KEY: "k", NOTIFICHE_DB: untouchable };
  const answer = await listSubscriptions({ request: new Request("https://sito.example/api/notifiche/invii", { headers: { Authorization: "Bearer " } }), env });
  expect(answer.status).toBe(503);
});

test("the subscription is refused 503 when the build wrote no notifiche.json", async () => {
  const env = { ASSETS: assets, VAPID_PUBLIC_KEY: "k", NOTIFICHE_DB: untouchable };
  const body = JSON.stringify({
    subscription: {
      endpoint: "https://fcm.googleapis.com/fcm/send/x",
      keys: { p256dh: createECDH("prime256v1").generateKeys("base64url"), auth: "AAAAAAAAAAAAAAAAAAAAAA" },
    },
    eventi: ["a"],
  });
  const answer = await subscribe({ request: post("/api/notifiche", body, { "Content-Type": "application/json" }), env });
  expect([answer.status, await answer.json()]).toEqual([503, { errore: "Il programma delle notifiche non è disponibile." }]);
});

describe("GET /api/notifiche: the key, only while the edition's last day is not over", () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const servedFile = (ultimoGiorno: string) => ({
    fetch: () => Promise.resolve(Response.json({ sito: "F", ultimoGiorno, luoghi: [], eventi: { a: { titolo: "A", sequenza: 0, cambi: [] } } })),
  });
  const keyOf = async (env: NotificheEnv) => {
    const answer = await publicKey({ request: new Request("https://sito.example/api/notifiche"), env });
    return [answer.status, answer.headers.get("cache-control"), await answer.json()];
  };

  test.each([
    ["today is the last day", 0, { chiave: "k" }],
    ["the last day is next week", 7, { chiave: "k" }],
    ["the last day was yesterday", -1, { chiave: null }],
    ["the edition ended a year ago", -365, { chiave: null }],
  ])("%s", async (_, offset, body) => {
    expect(await keyOf({ ASSETS: servedFile(day(offset)), VAPID_PUBLIC_KEY: "k", NOTIFICHE_DB: untouchable })).toEqual([200, "no-store", body]);
  });

  test("the feature off, or no notifiche.json: no key, as a 200 (no error in the visitor's console)", async () => {
    expect(await keyOf({ ASSETS: servedFile(day(7)), NOTIFICHE_DB: untouchable })).toEqual([200, "no-store", { chiave: null }]);
    expect(await keyOf({ ASSETS: assets, VAPID_PUBLIC_KEY: "k", NOTIFICHE_DB: untouchable })).toEqual([200, "no-store", { chiave: null }]);
  });
});

describe("the browser's POST and DELETE: refused before the body is read or the database used", () => {
  const env = { ASSETS: assets, VAPID_PUBLIC_KEY: "k", NOTIFICHE_DB: untouchable, NOTIFICHE_SECRET: "s" };
  const json = { "Content-Type": "application/json" };
  const calls = [
    ["POST", subscribe],
    ["DELETE", unsubscribe],
  ] as const;

  test.each([
    ["Sec-Fetch-Site: cross-site", { ...json, "Sec-Fetch-Site": "cross-site" }, 403],
    ["Sec-Fetch-Site: same-site (another site under the same domain)", { ...json, "Sec-Fetch-Site": "same-site" }, 403],
    ["Origin of another site", { ...json, Origin: "https://attacker.example" }, 403],
    ["Origin null", { ...json, Origin: "null" }, 403],
    ["Origin of the same host over http", { ...json, Origin: "http://sito.example" }, 403],
    ["text/plain", { "Content-Type": "text/plain" }, 415],
    ["no Content-Type", {}, 415],
    ["application/json-seq", { "Content-Type": "application/json-seq" }, 415],
  ])("%s", async (_, headers, status) => {
    for (const [method, handler] of calls) {
      const request = new Request("https://sito.example/api/notifiche", { method, headers, body: new TextEncoder().encode("{}") });
      const answer = await handler({ request, env });
      expect([method, answer.status, answer.headers.get("cache-control"), (await answer.json()).errore]).toEqual([
        method,
        status,
        "no-store",
        expect.stringMatching(/^[A-Z].+\.$/),
      ]);
    }
  });

  test("the site's own pages pass the gate: same-origin, Origin of the site, JSON with a charset in any case", async () => {
    const headers = { "Content-Type": "Application/JSON; charset=UTF-8", "Sec-Fetch-Site": "same-origin", Origin: "https://sito.example" };
    // Past the gate, an address of no service is refused by the body's check, still without the database.
    const answer = await unsubscribe({ request: new Request("https://sito.example/api/notifiche", { method: "DELETE", headers, body: "{}" }), env });
    expect([answer.status, await answer.json()]).toEqual([400, { errore: "Indirizzo di notifica non valido." }]);
  });
});

test("the sender's report must be declared JSON (415), after the bearer (401 first)", async () => {
  const env = { ASSETS: assets, VAPID_PUBLIC_KEY: "k", NOTIFICHE_DB: untouchable, NOTIFICHE_SECRET: "s" };
  expect((await recordReport({ request: post("/api/notifiche/invii", "{}", { "Content-Type": "text/plain" }), env })).status).toBe(401);
  const answer = await recordReport({ request: post("/api/notifiche/invii", "{}", { Authorization: "Bearer s", "Content-Type": "text/plain" }), env });
  expect(answer.status).toBe(415);
});
