/**
 * The statements on the `iscrizioni` table (notifications/migrations/0001_iscrizioni.sql; its count, 0002). Each
 * handler sends a fixed number of them in one `db.batch` (one round trip, one transaction), whatever
 * the number of rows or ids: the per-row work is SQLite's, through `json_each`, never a loop of
 * queries here. The browser's calls send the per-address count (client-limit.ts) first, in a batch of
 * its own. D1's free plan allows 50 queries per invocation; no handler uses more than five.
 */
import type { D1Database, D1PreparedStatement, D1Result } from "./d1";

/**
 * The number of subscriptions, as the triggers of notifications/migrations/0002_limiti.sql keep it (one row read).
 * Read before and after a deletion in the same batch, it says how many rows went: D1's `meta.changes`
 * counts the triggers' updates too (the local engine does), so it is not the number of rows deleted.
 */
export const subscriptionTotal = (db: D1Database): D1PreparedStatement => db.prepare("SELECT valore FROM totali WHERE nome = 'iscrizioni'");

/** How many subscriptions went between two readings of subscriptionTotal. */
export const deletedBetween = (before: D1Result, after: D1Result): number => Number(before.results[0]?.valore ?? 0) - Number(after.results[0]?.valore ?? 0);

/** Rows past their `scade`: every accepted call deletes them first (the index on scade reads only those). */
export const deleteExpired = (db: D1Database, now: string): D1PreparedStatement => db.prepare("DELETE FROM iscrizioni WHERE scade <= ?1").bind(now);

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The posted ids, each with the file's current sequenza. */
  eventi: Record<string, number>;
  scade: string;
}

/**
 * Insert, or update by endpoint: the row's ids become exactly the posted ones; an id already there
 * keeps the sequenza the visitor knows (looked up by its path: the posted ids are the edition's,
 * checked against the push file), a new one takes the file's current one. A new endpoint is
 * inserted only while the table holds fewer than `maxRows` (the count kept by triggers in `totali`,
 * notifications/migrations/0002_limiti.sql: one row read, never a count of the table); an existing one is always
 * updated. Nothing changed (`meta.changes` 0): the table is full.
 */
export const upsertSubscription = (db: D1Database, row: NewSubscription, now: string, maxRows: number): D1PreparedStatement =>
  db
    .prepare(
      `INSERT INTO iscrizioni (endpoint, p256dh, auth, eventi, creata, aggiornata, scade)
       SELECT ?1, ?2, ?3, json(?4), ?5, ?5, ?6
       WHERE (SELECT valore FROM totali WHERE nome = 'iscrizioni') < ?7 OR EXISTS (SELECT 1 FROM iscrizioni WHERE endpoint = ?1)
       ON CONFLICT (endpoint) DO UPDATE SET
         p256dh = excluded.p256dh,
         auth = excluded.auth,
         eventi = (
           SELECT json_group_object(posted.key, coalesce(json_extract(iscrizioni.eventi, '$."' || posted.key || '"'), posted.value))
           FROM json_each(excluded.eventi) AS posted
         ),
         aggiornata = excluded.aggiornata,
         scade = excluded.scade`,
    )
    .bind(row.endpoint, row.p256dh, row.auth, JSON.stringify(row.eventi), now, row.scade, maxRows);

export const deleteSubscription = (db: D1Database, endpoint: string): D1PreparedStatement =>
  db.prepare("DELETE FROM iscrizioni WHERE endpoint = ?1").bind(endpoint);

export interface StoredRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  eventi: string;
}

/** One more row than asked for: whether it exists says if there is a next page (keyset pagination by endpoint). */
export const pageAfter = (db: D1Database, after: string, limit: number): D1PreparedStatement =>
  db.prepare("SELECT endpoint, p256dh, auth, eventi FROM iscrizioni WHERE endpoint > ?1 ORDER BY endpoint LIMIT ?2").bind(after, limit + 1);

/**
 * The sender's deliveries, `[{ endpoint, eventi: { id: sequenza } }]` as JSON: each delivered row's
 * known sequenzas rise to the reported ones (never fall), for the ids the row holds (no id is added).
 * The deliveries are read once and each joined to its row by the primary key (UPDATE … FROM), and a
 * known id's reported sequenza is looked up by its path, not by joining two id lists: D1 counts every
 * JSON element a join walks as a row read, and a page cost 500 × 500 of them (250,000 of the daily
 * 5,000,000; docs/deploy.md). The ids are the edition's (checked against the push file when stored),
 * plain letters and digits, safe inside the path's quotes. An address listed twice is updated once.
 */
export const raiseKnown = (db: D1Database, consegnati: string, now: string): D1PreparedStatement =>
  db
    .prepare(
      `UPDATE iscrizioni SET
         eventi = (
           SELECT json_group_object(known.key, max(known.value, coalesce(json_extract(delivery.eventi, '$."' || known.key || '"'), known.value)))
           FROM json_each(iscrizioni.eventi) AS known
         ),
         aggiornata = ?2
       FROM (SELECT json_extract(value, '$.endpoint') AS endpoint, json_extract(value, '$.eventi') AS eventi FROM json_each(?1)) AS delivery
       WHERE iscrizioni.endpoint = delivery.endpoint`,
    )
    .bind(consegnati, now);

/** The endpoints (a JSON array) the push services said are gone (404, 410). */
export const deleteEndpoints = (db: D1Database, endpoints: string): D1PreparedStatement =>
  db.prepare("DELETE FROM iscrizioni WHERE endpoint IN (SELECT value FROM json_each(?1))").bind(endpoints);
