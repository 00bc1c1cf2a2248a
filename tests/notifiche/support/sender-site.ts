/**
 * The site as the sender sees it, for the sender's tests and benchmark: the site's own Functions on
 * `wrangler pages dev` with a migrated local D1 (the server's starter, tests/push-api/support), serving
 * a fixture folder with this suite's push file. Rows go straight into the D1 table, as the browser's
 * subscribing would leave them, and are read back through the sender's own endpoint.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PushFile } from "../../../src/events/push-file";
import { d1Sql, type D1State } from "../../push-api/support/d1-sql";

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  eventi: Record<string, number>;
}

export interface SenderSite {
  /** The sender's SITE_URL. */
  url: string;
  /** Its NOTIFICHE_SECRET. */
  secret: string;
  /** Makes these the table's only rows (one call of wrangler). */
  replace(rows: readonly StoredSubscription[]): Promise<void>;
  /** Moves a row's expiry into the past, as if its edition had ended weeks ago. */
  expire(endpoint: string): Promise<void>;
  /** A row's known sequenzas; undefined once the row is gone. */
  known(endpoint: string): Promise<Record<string, number> | undefined>;
}

/** Where a started site is, as the global setup hands it to the test files (support/global-setup.ts). */
export interface SenderSiteAddress {
  url: string;
  state: D1State;
  secret: string;
}

/** A throw-away folder for wrangler to serve: a home page and the push file. */
export function senderSiteFolder(file: PushFile): string {
  const dir = mkdtempSync(path.join(tmpdir(), "connessioni-notifiche-site-"));
  mkdirSync(path.join(dir, "eventi"));
  writeFileSync(path.join(dir, "index.html"), '<!DOCTYPE html><html lang="it"><title>Prova</title><h1>Prova</h1></html>');
  writeFileSync(path.join(dir, "eventi", "notifiche.json"), JSON.stringify(file));
  return dir;
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** One INSERT per row (the table of notifications/migrations/0001_iscrizioni.sql), expiring a year from now. */
export function insertStatements(rows: readonly StoredSubscription[]): string {
  const now = new Date().toISOString();
  const scade = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();
  return rows
    .map(({ endpoint, keys, eventi }) => {
      const values = [endpoint, keys.p256dh, keys.auth, JSON.stringify(eventi), now, now, scade].map(quoted).join(", ");
      return `INSERT INTO iscrizioni (endpoint, p256dh, auth, eventi, creata, aggiornata, scade) VALUES (${values});`;
    })
    .join("\n");
}

/**
 * The site at `address`. `execute` runs SQL on its local D1: by default `wrangler d1 execute --command`
 * (from a test file); the benchmark passes one that runs a file, for its 2,000 rows.
 */
export function senderSite(
  address: SenderSiteAddress,
  execute: (sql: string) => Promise<void> = async (sql) => {
    d1Sql(address.state, sql);
  },
): SenderSite {
  const rows = async (): Promise<StoredSubscription[]> => {
    const found: StoredSubscription[] = [];
    let dopo = "";
    for (;;) {
      const response = await fetch(`${address.url}/api/notifiche/invii?${new URLSearchParams({ dopo }).toString()}`, {
        headers: { Authorization: `Bearer ${address.secret}` },
      });
      if (!response.ok) throw new Error(`GET /api/notifiche/invii: ${response.status} ${await response.text()}`);
      const page = (await response.json()) as { iscrizioni: StoredSubscription[]; prossimo: string | null };
      found.push(...page.iscrizioni);
      if (page.prossimo === null) return found;
      dopo = page.prossimo;
    }
  };
  return {
    url: address.url,
    secret: address.secret,
    replace: (added) => execute(`DELETE FROM iscrizioni;\n${insertStatements(added)}`),
    expire: (endpoint) => execute(`UPDATE iscrizioni SET scade = '2000-01-01T00:00:00.000Z' WHERE endpoint = ${quoted(endpoint)};`),
    known: async (endpoint) => (await rows()).find((row) => row.endpoint === endpoint)?.eventi,
  };
}

/** The site the global setup started, in a test file. */
export function startedSenderSite(): SenderSite {
  const address = process.env.CONNESSIONI_NOTIFICHE_SITE;
  if (!address) throw new Error("no site: run the suite with `npx jest --selectProjects notifiche` (its global setup starts it)");
  return senderSite(JSON.parse(address) as SenderSiteAddress);
}
