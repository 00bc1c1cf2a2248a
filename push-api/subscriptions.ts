/**
 * The browser's three calls: GET /api/notifiche (is the feature on, and with which key), POST
 * /api/notifiche ("Avvisami se cambiano", and every later change of the saved list) and DELETE
 * /api/notifiche ("Non avvisarmi più").
 */
import { extraPushOrigins, MAX_ENDPOINT_LENGTH } from "./push-endpoint";
import { readPushFile } from "./push-file";
import { readJsonObject } from "./request-body";
import { errorResponse, jsonResponse, noContent } from "./responses";
import { databaseIfOn, type NotificheContext } from "./settings";
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

export async function subscribe({ request, env }: NotificheContext): Promise<Response> {
  const db = databaseIfOn(env);
  if (!db) return featureOff();
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const checked = await checkSubscribeBody(body.value, extraPushOrigins(env.NOTIFICHE_PUSH_ORIGINS));
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
  const now = new Date().toISOString();
  if (file.scade <= now) return errorResponse(400, TEXTS.editionOver);
  await db.batch([deleteExpired(db, now), upsertSubscription(db, { endpoint, ...keys, eventi, scade: file.scade }, now)]);
  return jsonResponse(200, { ok: true });
}

export async function unsubscribe({ request, env }: NotificheContext): Promise<Response> {
  const db = databaseIfOn(env);
  if (!db) return featureOff();
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const { endpoint } = body.value;
  // Any address may be deleted (nothing is sent to it): only its shape is checked.
  if (typeof endpoint !== "string" || endpoint.length === 0 || endpoint.length > MAX_ENDPOINT_LENGTH) return errorResponse(400, TEXTS.badEndpoint);
  await db.batch([deleteExpired(db, new Date().toISOString()), deleteSubscription(db, endpoint)]);
  return noContent();
}
