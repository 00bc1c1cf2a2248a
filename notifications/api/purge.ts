/**
 * POST /api/notifiche/pulizia, with the sender's bearer: the daily purge (Pages Functions have no
 * schedule; the daily workflow calls this). Deletes the subscriptions past their `scade` and the
 * per-address counters of past windows, in one batch, and says how many of each:
 * `{ iscrizioni: n, contatori: m }`. Both deletions read only the rows they delete (the index on
 * `scade`, the counters' primary key).
 */
import { clientWindow, deleteStaleClients } from "./client-limit";
import { jsonResponse } from "./responses";
import { senderDatabase } from "./sender";
import type { NotificheContext } from "./settings";
import { deletedBetween, deleteExpired, subscriptionTotal } from "./store";

export async function purge(context: NotificheContext): Promise<Response> {
  const db = await senderDatabase(context);
  if (db instanceof Response) return db;
  const nowMs = Date.now();
  const [before, , after, counters] = await db.batch([
    subscriptionTotal(db),
    deleteExpired(db, new Date(nowMs).toISOString()),
    subscriptionTotal(db),
    deleteStaleClients(db, clientWindow(nowMs)),
  ]);
  return jsonResponse(200, { iscrizioni: deletedBetween(before, after), contatori: counters.meta.changes });
}
