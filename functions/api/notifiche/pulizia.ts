// POST /api/notifiche/pulizia: the daily purge of expired subscriptions and past windows' counters.
// Bearer NOTIFICHE_SECRET, as /invii. Logic in notifications/api/purge.ts.
import { purge } from "../../../notifications/api/purge";
import type { NotificheContext } from "../../../notifications/api/settings";

export const onRequestPost = (context: NotificheContext): Promise<Response> => purge(context);
