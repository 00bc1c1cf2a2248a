/** @jest-environment node */
import { CLIENT_WINDOW_MINUTES, DEFAULT_CLIENT_LIMIT, DEFAULT_MAX_SUBSCRIPTIONS } from "../../../src/events/push-retention";
import { clientGroup } from "../client-address";
import { CLIENT_WINDOW_MS, clientKey, clientWindow, limitClient } from "../client-limit";
import type { D1Database, D1PreparedStatement, D1Result } from "../d1";
import { clientLimit, maxSubscriptions, type NotificheEnv } from "../settings";

describe("clientGroup: one client per IPv4 address, per IPv6 /64", () => {
  test.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:a:b:c:d", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8:1:2:3:4:198.51.100.1", "2001:db8:1:2::/64"],
  ])("%s → %s", (address, group) => {
    expect(clientGroup(address)).toBe(group);
  });

  test("two addresses of one /64 are one client; of two /64s, two", () => {
    expect(clientGroup("2001:db8:a:b:1::1")).toBe(clientGroup("2001:db8:a:b:ffff:eeee:dddd:cccc"));
    expect(clientGroup("2001:db8:a:b::1")).not.toBe(clientGroup("2001:db8:a:c::1"));
  });

  test("anything unparsable is its own client, as written", () => {
    expect(clientGroup("1:2:3")).toBe("1:2:3");
    expect(clientGroup("1::2::3")).toBe("1::2::3");
    expect(clientGroup(null)).toBe("");
  });
});

describe("clientKey: a keyed hash of the window and the client", () => {
  test("the same for the same window and client; another for another window, client or secret", async () => {
    const key = await clientKey("segreto", 100, "203.0.113.7");
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await clientKey("segreto", 100, "203.0.113.7")).toBe(key);
    const others = await Promise.all([
      clientKey("segreto", 101, "203.0.113.7"),
      clientKey("segreto", 100, "203.0.113.8"),
      clientKey("altro", 100, "203.0.113.7"),
    ]);
    expect(new Set([key, ...others]).size).toBe(4);
    expect(key).not.toContain("203");
  });

  test("windows are CLIENT_WINDOW_MINUTES long", () => {
    expect(CLIENT_WINDOW_MS).toBe(CLIENT_WINDOW_MINUTES * 60_000);
    const start = 1_000 * CLIENT_WINDOW_MS;
    expect([clientWindow(start - 1), clientWindow(start), clientWindow(start + CLIENT_WINDOW_MS - 1), clientWindow(start + CLIENT_WINDOW_MS)]).toEqual([
      999, 1000, 1000, 1001,
    ]);
  });
});

describe("limitClient", () => {
  /** A database whose count statement returns `counted` rows, recording the bound values. */
  const fakeDb = (counted: unknown[]) => {
    const bound: unknown[][] = [];
    const statement = (): D1PreparedStatement => ({
      bind: (...values: unknown[]) => {
        bound.push(values);
        return statement();
      },
      all: () => Promise.reject(new Error("not used")),
      run: () => Promise.reject(new Error("not used")),
    });
    const db: D1Database = {
      prepare: statement,
      batch: <Row>() =>
        Promise.resolve([
          { results: [], success: true, meta: { changes: 0 } },
          { results: counted, success: true, meta: { changes: 1 } },
        ] as D1Result<Row>[]),
    };
    return { db, bound };
  };
  const request = new Request("https://sito.example/api/notifiche", { headers: { "CF-Connecting-IP": "203.0.113.7" } });
  const env = (settings: Partial<NotificheEnv> = {}): NotificheEnv => ({
    ASSETS: { fetch: () => Promise.reject(new Error("not used")) },
    NOTIFICHE_SECRET: "s",
    ...settings,
  });

  test("within the limit: null; the counter is bound to the window, a hash and the limit", async () => {
    const { db, bound } = fakeDb([{ richieste: 1 }]);
    const now = 5_000 * CLIENT_WINDOW_MS + 1234;
    expect(await limitClient(db, env({ NOTIFICHE_LIMITE_ORARIO: "7" }), request, now)).toBeNull();
    expect(bound).toEqual([[5_000], [5_000, await clientKey("s", 5_000, "203.0.113.7"), 7]]);
  });

  test("over the limit: 429, Retry-After the seconds left in the window, in Italian", async () => {
    const { db } = fakeDb([]);
    const now = 5_000 * CLIENT_WINDOW_MS + CLIENT_WINDOW_MS - 90_500;
    const answer = await limitClient(db, env(), request, now);
    expect([answer?.status, answer?.headers.get("retry-after"), answer?.headers.get("cache-control")]).toEqual([429, "91", "no-store"]);
    expect(await answer?.json()).toEqual({ errore: expect.stringMatching(/^Troppe richieste.+\.$/) });
  });

  test("no NOTIFICHE_SECRET: 503 before the database (no key to hash with)", async () => {
    const answer = await limitClient({} as D1Database, env({ NOTIFICHE_SECRET: " " }), request, Date.now());
    expect(answer?.status).toBe(503);
  });
});

describe("the settings", () => {
  const base: NotificheEnv = { ASSETS: { fetch: () => Promise.reject(new Error("not used")) } };
  test.each([
    [undefined, DEFAULT_MAX_SUBSCRIPTIONS, DEFAULT_CLIENT_LIMIT],
    ["", DEFAULT_MAX_SUBSCRIPTIONS, DEFAULT_CLIENT_LIMIT],
    ["abc", DEFAULT_MAX_SUBSCRIPTIONS, DEFAULT_CLIENT_LIMIT],
    ["-5", DEFAULT_MAX_SUBSCRIPTIONS, DEFAULT_CLIENT_LIMIT],
    ["1.5", DEFAULT_MAX_SUBSCRIPTIONS, DEFAULT_CLIENT_LIMIT],
    [" 250 ", 250, 250],
    ["0", 0, 0],
  ])("%j: cap and limit as set, else the defaults", (setting, cap, limit) => {
    const env = { ...base, NOTIFICHE_MAX_ISCRIZIONI: setting, NOTIFICHE_LIMITE_ORARIO: setting };
    expect([maxSubscriptions(env), clientLimit(env)]).toEqual([cap, limit]);
  });
});
