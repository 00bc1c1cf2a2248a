/**
 * The D1 cost of each notifications call, for docs/deploy.md ("Why it stays inside the free plan"):
 * rows read and written as the local D1 counts them (`meta.rows_read`, `meta.rows_written`, the
 * figures Cloudflare bills), summed over every batch a handler sends. The handlers themselves run here
 * (notifications/api/), on a local D1 that `wrangler d1 migrations apply --local` made from migrations/, opened
 * with wrangler's getPlatformProxy (the engine of `wrangler pages dev`); nothing is estimated.
 *
 *   npx tsx tests/push-api/support/measure-d1.ts            # prints a Markdown table
 *
 * Not a test: no assertion, run by hand when the statements or the migrations change.
 */
import { execFileSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import type { D1Database, D1PreparedStatement } from "../../../notifications/api/d1";
import { purge } from "../../../notifications/api/purge";
import { listSubscriptions, recordReport } from "../../../notifications/api/sender";
import type { NotificheEnv } from "../../../notifications/api/settings";
import { subscribe, unsubscribe } from "../../../notifications/api/subscriptions";
import { wranglerCli, wranglerEnv } from "../../hosting/support/wrangler-pages-dev.mjs";
// @ts-expect-error -- an ES module of the test support without types
import { pushFileFixture } from "./fixture-site.mjs";

const repoRoot = path.resolve(__dirname, "..", "..", "..");
const SITE = "https://sito.example";
const SECRET = "misura";
const ROWS = 2_000;

interface Cost {
  read: number;
  written: number;
}

/** The database, counting what every batch reads and writes into `cost`. */
function counting(db: D1Database, cost: Cost): D1Database {
  return {
    prepare: (query) => db.prepare(query),
    batch: async <Row>(statements: D1PreparedStatement[]) => {
      const results = await db.batch<Row>(statements);
      for (const { meta } of results as unknown as { meta: { rows_read: number; rows_written: number } }[]) {
        cost.read += meta.rows_read;
        cost.written += meta.rows_written;
      }
      return results;
    },
  };
}

const subscription = (index: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/misura-${index}:${randomBytes(60).toString("base64url")}`,
  keys: { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") },
});

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), "connessioni-misura-d1-"));
  const persistTo = path.join(workDir, "state");
  try {
    for (const item of ["wrangler.toml", "migrations"]) cpSync(path.join(repoRoot, item), path.join(workDir, item), { recursive: true });
    execFileSync(process.execPath, [wranglerCli(), "d1", "migrations", "apply", "connessioni-notifiche", "--local", "--persist-to", persistTo], {
      cwd: workDir,
      env: wranglerEnv(workDir),
      stdio: "ignore",
    });
    // The D1 binding of wrangler.toml on the same local state, as `wrangler pages dev --persist-to` opens it.
    const proxy = await getPlatformProxy<{ NOTIFICHE_DB: D1Database }>({
      configPath: path.join(workDir, "wrangler.toml"),
      envFiles: [],
      persist: { path: path.join(persistTo, "v3") },
      remoteBindings: false,
    });
    try {
      const raw = proxy.env.NOTIFICHE_DB;
      // The fixture's events and enough more for the largest list a browser may post (200 ids).
      const file = pushFileFixture();
      for (let index = Object.keys(file.eventi).length; index < 200; index += 1)
        file.eventi[`evento${index}`] = { titolo: `Evento ${index}`, sequenza: 0, cambi: [] };
      const ids = Object.keys(file.eventi);
      const fiveIds = JSON.stringify(Object.fromEntries(ids.slice(0, 5).map((id) => [id, 0])));
      const assets = { fetch: () => Promise.resolve(Response.json(file)) };
      const rows: [string, Cost][] = [];

      /** Runs `call` with a counting database; its status must be `status`. */
      async function measure(name: string, status: number, call: (env: NotificheEnv) => Promise<Response>): Promise<void> {
        const cost = { read: 0, written: 0 };
        const env: NotificheEnv = {
          ASSETS: assets,
          VAPID_PUBLIC_KEY: "k",
          NOTIFICHE_SECRET: SECRET,
          NOTIFICHE_DB: counting(raw, cost),
          NOTIFICHE_LIMITE_ORARIO: "1000000",
        };
        const answer = await call(env);
        if (answer.status !== status) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
        rows.push([name, cost]);
      }
      const browser = (method: string, body: unknown, client = "203.0.113.1") =>
        new Request(`${SITE}/api/notifiche`, {
          method,
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": client },
          body: JSON.stringify(body),
        });
      const sender = (address: string, init: RequestInit = {}) =>
        new Request(`${SITE}${address}`, { ...init, headers: { Authorization: `Bearer ${SECRET}`, "Content-Type": "application/json" } });

      // ROWS subscriptions already there, as browsers would have left them (one statement, not measured).
      await raw
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
           INSERT INTO iscrizioni SELECT 'https://fcm.googleapis.com/fcm/send/gia-' || printf('%05d', i) || ':APA91b' || hex(randomblob(60)),
             'k', 'a', ?2, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z' FROM n`,
        )
        .bind(ROWS, fiveIds)
        .run();

      const first = subscription(1);
      await measure("subscribe, a new address (2 ids)", 200, (env) =>
        subscribe({ request: browser("POST", { subscription: first, eventi: ids.slice(0, 2) }), env }),
      );
      await measure("subscribe, a new address (200 ids)", 200, (env) =>
        subscribe({ request: browser("POST", { subscription: subscription(3), eventi: ids }), env }),
      );
      await measure("update of a subscription (5 ids)", 200, (env) =>
        subscribe({ request: browser("POST", { subscription: first, eventi: ids.slice(0, 5) }), env }),
      );
      await measure("update of a subscription (200 ids, the most accepted)", 200, (env) =>
        subscribe({ request: browser("POST", { subscription: first, eventi: ids }), env }),
      );
      await measure("«Non avvisarmi più», existing address", 204, (env) => unsubscribe({ request: browser("DELETE", { endpoint: first.endpoint }), env }));
      await measure("«Non avvisarmi più», unknown address", 204, (env) => unsubscribe({ request: browser("DELETE", { endpoint: first.endpoint }), env }));
      await measure("a client over its limit (429)", 429, (env) =>
        subscribe({ request: browser("POST", { subscription: subscription(4), eventi: ids.slice(0, 1) }), env: { ...env, NOTIFICHE_LIMITE_ORARIO: "1" } }),
      );
      await measure("a new address while the table is full (503)", 503, (env) =>
        subscribe({ request: browser("POST", { subscription: subscription(5), eventi: ids.slice(0, 1) }), env: { ...env, NOTIFICHE_MAX_ISCRIZIONI: "10" } }),
      );
      let page: { iscrizioni: { endpoint: string; eventi: Record<string, number> }[] } = { iscrizioni: [] };
      await measure("sender: a page of 500 (`GET /invii`)", 200, async (env) => {
        const answer = await listSubscriptions({ request: sender("/api/notifiche/invii?limite=500"), env });
        page = (await answer.clone().json()) as typeof page;
        return answer;
      });
      const consegnati = page.iscrizioni.map(({ endpoint, eventi }) => ({ endpoint, eventi: Object.fromEntries(Object.keys(eventi).map((id) => [id, 1])) }));
      const report = (body: unknown) => new Request(sender("/api/notifiche/invii"), { method: "POST", body: JSON.stringify(body) });
      await measure("sender: the report of a page, 500 delivered, 5 ids each", 200, (env) =>
        recordReport({ request: report({ consegnati, scaduti: [] }), env }),
      );
      // A large case: every row of the page holds 200 ids, and 20 of them changed (all 200 would not fit the report's 1 MiB).
      const twenty = Object.fromEntries(ids.slice(0, 20).map((id) => [id, 3]));
      await raw
        .prepare("UPDATE iscrizioni SET eventi = ?1")
        .bind(JSON.stringify(Object.fromEntries(ids.map((id) => [id, 0]))))
        .run();
      await measure("sender: the report of a page, 500 delivered, rows of 200 ids, 20 reported each", 200, (env) =>
        recordReport({ request: report({ consegnati: consegnati.map(({ endpoint }) => ({ endpoint, eventi: twenty })), scaduti: [] }), env }),
      );
      await measure("sender: a report of 500 gone addresses", 200, (env) =>
        recordReport({
          request: report({ consegnati: [], scaduti: consegnati.map((row) => row.endpoint) }),
          env,
        }),
      );
      await measure("purge, nothing to delete", 200, (env) => purge({ request: new Request(sender("/api/notifiche/pulizia"), { method: "POST" }), env }));
      await raw.prepare("UPDATE iscrizioni SET scade = '2000-01-01T00:00:00.000Z'").run();
      const [{ n }] = (await raw.prepare("SELECT count(*) AS n FROM iscrizioni").all<{ n: number }>()).results;
      await raw
        .prepare("INSERT INTO contatori_indirizzi SELECT 1, 'vecchia-' || value, 1 FROM json_each(?1)")
        .bind(JSON.stringify(Array.from({ length: 100 }, (_, i) => i)))
        .run();
      await measure(`purge, ${n} expired subscriptions and 100 past counters`, 200, (env) =>
        purge({ request: new Request(sender("/api/notifiche/pulizia"), { method: "POST" }), env }),
      );

      console.log("| call | rows read | rows written |\n|---|---:|---:|");
      for (const [name, { read, written }] of rows) console.log(`| ${name} | ${read} | ${written} |`);
    } finally {
      await proxy.dispose();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
