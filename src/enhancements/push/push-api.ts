/**
 * The site's notifications API (functions/api/notifiche, the contract of issue 44): the browser's
 * subscription and the saved ids go to the site, "Non avvisarmi più" deletes them. Only ever on the
 * visitor's press or on a change of their saved list, never on page load without one.
 */
export const PUSH_API_PATH = "/api/notifiche";

/** "ok"; "offline": no answer (no network, a dropped connection); "error": the site refused or failed. */
export type ApiOutcome = "ok" | "offline" | "error";

export interface SubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The contract's subscription: the endpoint and its two keys, nothing else the browser adds. */
export function subscriptionBody(subscription: PushSubscription): SubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" } };
}

async function send(method: "POST" | "DELETE", body: unknown): Promise<ApiOutcome> {
  try {
    const response = await fetch(PUSH_API_PATH, {
      method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
    });
    return response.ok ? "ok" : "error";
  } catch {
    return "offline";
  }
}

/** Subscribes, or replaces the saved ids of an existing subscription. */
export const postSubscription = (subscription: PushSubscription, eventi: readonly string[]): Promise<ApiOutcome> =>
  send("POST", { subscription: subscriptionBody(subscription), eventi });

export const deleteSubscription = (endpoint: string): Promise<ApiOutcome> => send("DELETE", { endpoint });
