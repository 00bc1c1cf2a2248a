/**
 * The site's notifications API (functions/api/notifiche, the contract of issue 44): the browser's
 * subscription and the saved ids go to the site, "Non avvisarmi più" deletes them. Only for a visitor
 * with saved events (this chunk loads for no one else): the key before offering the button, the rest
 * on the visitor's press or on a change of their saved list.
 */
export const PUSH_API_PATH = "/api/notifiche";

/**
 * "ok"; "offline": no answer (no network, a dropped connection); "busy": too many requests from this
 * network in the hour (429: a festival's Wi-Fi shares one address); "error": the site refused or failed.
 */
export type ApiOutcome = "ok" | "offline" | "busy" | "error";

export interface SubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The contract's subscription: the endpoint and its two keys, nothing else the browser adds. */
export function subscriptionBody(subscription: PushSubscription): SubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" } };
}

/** The site's answer about its key: on, with the key; off (no notifications there); or no answer now. */
export type SiteKey = { state: "on"; key: string } | { state: "off" } | { state: "offline" };

/**
 * The VAPID public key the site signs its messages with (GET /api/notifiche): the page subscribes with
 * it, never with the key its build carried (a test build's, or one changed since). Off: the feature is
 * off on the site (`{ chiave: null }`, or anything but a key), so nothing is offered.
 */
export async function serverKey(): Promise<SiteKey> {
  try {
    const response = await fetch(PUSH_API_PATH, { cache: "no-store" });
    if (!response.ok) return { state: "off" };
    const { chiave } = (await response.json()) as { chiave?: unknown };
    return typeof chiave === "string" && chiave !== "" ? { state: "on", key: chiave } : { state: "off" };
  } catch {
    return { state: "offline" };
  }
}

async function send(method: "POST" | "DELETE", body: unknown): Promise<ApiOutcome> {
  try {
    const response = await fetch(PUSH_API_PATH, {
      method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
    });
    return response.ok ? "ok" : response.status === 429 ? "busy" : "error";
  } catch {
    return "offline";
  }
}

/** Subscribes, or replaces the saved ids of an existing subscription. */
export const postSubscription = (subscription: PushSubscription, eventi: readonly string[]): Promise<ApiOutcome> =>
  send("POST", { subscription: subscriptionBody(subscription), eventi });

export const deleteSubscription = (endpoint: string): Promise<ApiOutcome> => send("DELETE", { endpoint });
