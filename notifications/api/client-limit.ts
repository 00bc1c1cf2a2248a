/**
 * The limit per client address (issue 50): at most NOTIFICHE_LIMITE_ORARIO subscribe and unsubscribe
 * calls per client in each window of CLIENT_WINDOW_MINUTES, counted in D1 by our own code (Pages
 * Functions have no Rate Limiting binding, and a WAF rule does not cover *.pages.dev).
 *
 * The table (notifications/migrations/0002_limiti.sql) never holds an address: a row is keyed by HMAC-SHA-256 of the
 * window and the client (client-address.ts), with a key derived from NOTIFICHE_SECRET, which lives
 * outside the database. Without the key the 2^32 IPv4 addresses cannot be tried against a row, and
 * since the window is in the hashed message, the rows of two windows cannot be linked to one client.
 * Rows of past windows are deleted by every counted call and by the daily purge.
 */
import { CLIENT_WINDOW_MINUTES } from "../../src/events/push-retention";
import { clientGroup } from "./client-address";
import type { D1Database, D1PreparedStatement } from "./d1";
import { errorResponse } from "./responses";
import { clientLimit, type NotificheEnv } from "./settings";
import { TEXTS } from "./texts";

export const CLIENT_WINDOW_MS = CLIENT_WINDOW_MINUTES * 60_000;

/** The window a moment falls in: a whole number, the same for every client. */
export const clientWindow = (nowMs: number): number => Math.floor(nowMs / CLIENT_WINDOW_MS);

const utf8 = (text: string) => new TextEncoder().encode(text);
const hmacKey = (raw: Uint8Array<ArrayBuffer>) => crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
const hmac = async (key: CryptoKey, message: string) => new Uint8Array(await crypto.subtle.sign("HMAC", key, utf8(message)));
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/**
 * The row's key for `client` in `window`. The secret is not used as the key itself: a key of its own
 * is derived from it (HMAC with a fixed label), so nothing made here is ever a function of the bearer
 * alone that another use of it could match.
 */
export async function clientKey(secret: string, window: number, client: string): Promise<string> {
  const derived = await hmac(await hmacKey(utf8(secret)), "connessioni notifiche: limite per indirizzo");
  return base64url(await hmac(await hmacKey(derived), `${window}\n${client}`));
}

/** Rows of windows before `window`: no longer counted (the primary key starts with the window, so only they are read). */
export const deleteStaleClients = (db: D1Database, window: number): D1PreparedStatement =>
  db.prepare("DELETE FROM contatori_indirizzi WHERE finestra < ?1").bind(window);

/**
 * One more call of `key` in `window`, unless it has had `limit` already: then nothing is written and
 * no row comes back (the update's WHERE), so a client over the limit costs reads only.
 */
const countCall = (db: D1Database, window: number, key: string, limit: number): D1PreparedStatement =>
  db
    .prepare(
      `INSERT INTO contatori_indirizzi (finestra, chiave, richieste) SELECT ?1, ?2, 1 WHERE ?3 > 0
       ON CONFLICT (finestra, chiave) DO UPDATE SET richieste = richieste + 1 WHERE richieste < ?3
       RETURNING richieste`,
    )
    .bind(window, key, limit);

/**
 * Counts the call; null when it is within the limit, else the answer: 429 with Retry-After (the
 * seconds to the next window) over the limit, 503 when no NOTIFICHE_SECRET is set (no key to hash
 * with, and no sender could run).
 */
export async function limitClient(db: D1Database, env: NotificheEnv, request: Request, nowMs: number): Promise<Response | null> {
  const secret = env.NOTIFICHE_SECRET?.trim() ?? "";
  if (secret === "") return errorResponse(503, TEXTS.featureOff);
  const window = clientWindow(nowMs);
  const key = await clientKey(secret, window, clientGroup(request.headers.get("CF-Connecting-IP")));
  const [, counted] = await db.batch([deleteStaleClients(db, window), countCall(db, window, key, clientLimit(env))]);
  if (counted.results.length > 0) return null;
  const seconds = Math.max(1, Math.ceil(((window + 1) * CLIENT_WINDOW_MS - nowMs) / 1000));
  return errorResponse(429, TEXTS.tooManyRequests, { "Retry-After": String(seconds) });
}
