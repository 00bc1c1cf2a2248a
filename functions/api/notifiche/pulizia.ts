// POST /api/notifiche/pulizia: the daily purge of expired subscriptions and past windows' counters.
// Bearer NOTIFICHE_SECRET, as /invii. Logic in push-api/purge.ts.
import { purge } from "../../../push-api/purge";
import type { NotificheContext } from "../../../push-api/settings";

export const onRequestPost = (context: NotificheContext): Promise<Response> => purge(context);
