// GET /api/notifiche: whether the feature is on, and the server's public key;
// POST /api/notifiche: a browser subscribes ("Avvisami se cambiano") or updates its saved ids;
// DELETE /api/notifiche: "Non avvisarmi più". The logic lives in notifications/api/ (no route of its own).
import type { NotificheContext } from "../../../notifications/api/settings";
import { publicKey, subscribe, unsubscribe } from "../../../notifications/api/subscriptions";

export const onRequestGet = (context: NotificheContext): Promise<Response> => publicKey(context);
export const onRequestPost = (context: NotificheContext): Promise<Response> => subscribe(context);
export const onRequestDelete = (context: NotificheContext): Promise<Response> => unsubscribe(context);
