/**
 * The sending command's two calls (`npm run notifiche:invia`), with `Authorization: Bearer
 * <NOTIFICHE_SECRET>`: GET /api/notifiche/invii, the subscriptions a page at a time, and POST
 * /api/notifiche/invii, its report of a page (sequenzas delivered, addresses gone).
 */
import { isSender } from "./bearer";
import type { D1Database } from "./d1";
import { MAX_REPORT_BYTES, readJsonObject } from "./request-body";
import { refuseUnlessJson } from "./request-gate";
import { errorResponse, jsonResponse } from "./responses";
import { checkPageRequest, checkReport } from "./sender-requests";
import { databaseIfOn, type NotificheContext } from "./settings";
import { deletedBetween, deleteEndpoints, deleteExpired, pageAfter, raiseKnown, subscriptionTotal, type StoredRow } from "./store";
import { TEXTS } from "./texts";

/** The database when the feature is on, a secret is set and the request carries it; else the refusal. */
export async function senderDatabase({ request, env }: NotificheContext): Promise<D1Database | Response> {
  const db = databaseIfOn(env);
  if (!db || !env.NOTIFICHE_SECRET?.trim()) return errorResponse(503, TEXTS.featureOff);
  if (!(await isSender(request, env.NOTIFICHE_SECRET))) return errorResponse(401, TEXTS.unauthorized, { "WWW-Authenticate": 'Bearer realm="notifiche"' });
  return db;
}

export async function listSubscriptions(context: NotificheContext): Promise<Response> {
  const db = await senderDatabase(context);
  if (db instanceof Response) return db;
  const page = checkPageRequest(new URL(context.request.url));
  if (!page.ok) return errorResponse(400, page.error);
  const { after, limit } = page.value;
  const [, listed] = await db.batch<StoredRow>([deleteExpired(db, new Date().toISOString()), pageAfter(db, after, limit)]);
  const rows = listed.results.slice(0, limit);
  return jsonResponse(200, {
    iscrizioni: rows.map(({ endpoint, p256dh, auth, eventi }) => ({ endpoint, keys: { p256dh, auth }, eventi: JSON.parse(eventi) as Record<string, number> })),
    prossimo: listed.results.length > limit ? rows[rows.length - 1].endpoint : null,
  });
}

export async function recordReport(context: NotificheContext): Promise<Response> {
  const db = await senderDatabase(context);
  if (db instanceof Response) return db;
  // The report is JSON, declared as such (the bearer already keeps other sites out).
  const notJson = refuseUnlessJson(context.request);
  if (notJson) return notJson;
  const body = await readJsonObject(context.request, MAX_REPORT_BYTES);
  if (!body.ok) return body.response;
  const report = checkReport(body.value);
  if (!report.ok) return errorResponse(400, report.error);
  const now = new Date().toISOString();
  const [, raised, before, , after] = await db.batch([
    deleteExpired(db, now),
    raiseKnown(db, JSON.stringify(report.value.consegnati), now),
    subscriptionTotal(db),
    deleteEndpoints(db, JSON.stringify(report.value.scaduti)),
    subscriptionTotal(db),
  ]);
  return jsonResponse(200, { aggiornati: raised.meta.changes, eliminati: deletedBetween(before, after) });
}
