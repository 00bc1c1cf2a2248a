/**
 * The browser's three calls: GET /api/notifiche (is the feature on, and with which key), POST
 * /api/notifiche ("Avvisami se cambiano", and every later change of the saved list) and DELETE
 * /api/notifiche ("Non avvisarmi più"). POST and DELETE: only from the site's pages, with a JSON body
 * (request-gate.ts), checked in full before they are counted against the client's limit
 * (client-limit.ts), so that only a call that would write costs a counter's write.
 */
import { limitClient } from "./client-limit";
import type { D1Database } from "./d1";
import { extraPushOrigins, MAX_ENDPOINT_LENGTH } from "../push-address";
import { readPushFile } from "./read-push-file";
import { readJsonObject } from "./request-body";
import { refuseBrowserRequest } from "./request-gate";
import { errorResponse, jsonResponse, noContent } from "./responses";
import { databaseIfOn, maxSubscriptions, type NotificheContext } from "./settings";
import { deleteExpired, deleteSubscription, upsertSubscription } from "./store";
import { checkSubscribeBody } from "./subscribe-body";
import { TEXTS } from "./texts";

const featureOff = (): Response => errorResponse(503, TEXTS.featureOff);

/**
 * `{ chiave }`: the VAPID public key the server signs with, so the browser subscribes with that key and
 * never with another that the build may carry (a test key, a key changed since the build); `null` when
 * the feature is off, or when the edition's last day is over (no change left to announce), and then
 * the page offers nothing. A 200 either way: the page asks this on its own (for a visitor with saved
 * events), and an error status would be an error in the visitor's console. No database work.
 */
export async function publicKey({ request, env }: NotificheContext): Promise<Response> {
  const off = jsonResponse(200, { chiave: null });
  if (!databaseIfOn(env)) return off;
  const file = await readPushFile(env, request.url);
  if (!file || file.ultimoGiornoFinito <= new Date().toISOString()) return off;
  return jsonResponse(200, { chiave: env.VAPID_PUBLIC_KEY!.trim() });
}

/** The database and the JSON body of a browser's POST or DELETE; or the refusal: feature off, another site, not JSON. */
async function browserCall({ request, env }: NotificheContext): Promise<{ db: D1Database; body: Record<string, unknown> } | Response> {
  const db = databaseIfOn(env);
  if (!db) return featureOff();
  const refused = refuseBrowserRequest(request);
  if (refused) return refused;
  const body = await readJsonObject(request);
  return body.ok ? { db, body: body.value } : body.response;
}

export async function subscribe(context: NotificheContext): Promise<Response> {
  const { request, env } = context;
  const call = await browserCall(context);
  if (call instanceof Response) return call;
  const { db, body } = call;
  const checked = await checkSubscribeBody(body, extraPushOrigins(env.NOTIFICHE_PUSH_ORIGINS));
  if (!checked.ok) return errorResponse(400, checked.error);
  const file = await readPushFile(env, request.url);
  if (!file) return errorResponse(503, TEXTS.noProgramme);
  const { endpoint, keys, eventi: ids } = checked.value;
  // The visitor saw the programme as it is now: each new id starts at its current sequenza.
  const eventi: Record<string, number> = {};
  for (const id of ids) {
    const sequenza = file.sequenze.get(id);
    if (sequenza === undefined) return errorResponse(400, TEXTS.unknownEvent);
    eventi[id] = sequenza;
  }
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  if (file.scade <= now) return errorResponse(400, TEXTS.editionOver);
  const limited = await limitClient(db, env, request, nowMs);
  if (limited) return limited;
  const [, upserted] = await db.batch([
    deleteExpired(db, now),
    upsertSubscription(db, { endpoint, ...keys, eventi, scade: file.scade }, now, maxSubscriptions(env)),
  ]);
  // A new address while the table is full (an existing one is always updated).
  if (upserted.meta.changes === 0) return errorResponse(503, TEXTS.full);
  return jsonResponse(200, { ok: true });
}

export async function unsubscribe(context: NotificheContext): Promise<Response> {
  const { request, env } = context;
  const call = await browserCall(context);
  if (call instanceof Response) return call;
  const { db, body } = call;
  const { endpoint } = body;
  // Any address may be deleted (nothing is sent to it): only its shape is checked.
  if (typeof endpoint !== "string" || endpoint.length === 0 || endpoint.length > MAX_ENDPOINT_LENGTH) return errorResponse(400, TEXTS.badEndpoint);
  const nowMs = Date.now();
  const limited = await limitClient(db, env, request, nowMs);
  if (limited) return limited;
  await db.batch([deleteExpired(db, new Date(nowMs).toISOString()), deleteSubscription(db, endpoint)]);
  return noContent();
}
