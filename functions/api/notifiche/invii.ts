// GET /api/notifiche/invii: the sending command pages through the subscriptions; POST: it reports
// what was delivered and which addresses are gone. Bearer NOTIFICHE_SECRET. Logic in notifications/api/.
import { listSubscriptions, recordReport } from "../../../notifications/api/sender";
import type { NotificheContext } from "../../../notifications/api/settings";

export const onRequestGet = (context: NotificheContext): Promise<Response> => listSubscriptions(context);
export const onRequestPost = (context: NotificheContext): Promise<Response> => recordReport(context);
