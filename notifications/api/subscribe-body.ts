/**
 * The browser's body of POST /api/notifiche, checked:
 * `{ "subscription": { "endpoint", "keys": { "p256dh", "auth" } }, "eventi": ["<id>", …] }`.
 * Unknown fields are ignored. The ids are checked against the current edition separately (push-file.ts).
 */
import { checkPushEndpoint } from "../push-address";
import { checkSubscriptionKeys, type SubscriptionKeys } from "./subscription-keys";
import { TEXTS } from "./texts";

export const MAX_EVENT_IDS = 200;
/** Far longer than any event id the site makes; a bound on what is compared and stored. */
const MAX_ID_LENGTH = 200;

export interface SubscribeRequest {
  endpoint: string;
  keys: SubscriptionKeys;
  eventi: string[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** 1..200 distinct non-empty strings, else null. */
export function checkEventIds(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_EVENT_IDS) return null;
  if (!value.every((id): id is string => typeof id === "string" && id.length > 0 && id.length <= MAX_ID_LENGTH)) return null;
  return new Set(value).size === value.length ? value : null;
}

export async function checkSubscribeBody(body: Record<string, unknown>, extraOrigins: ReadonlySet<string>): Promise<Checked<SubscribeRequest>> {
  const subscription = body.subscription;
  if (typeof subscription !== "object" || subscription === null) return { ok: false, error: TEXTS.badEndpoint };
  const { endpoint, keys } = subscription as Record<string, unknown>;
  const endpointCheck = checkPushEndpoint(endpoint, extraOrigins);
  if (endpointCheck !== "ok") return { ok: false, error: endpointCheck === "foreign" ? TEXTS.foreignEndpoint : TEXTS.badEndpoint };
  const checkedKeys = await checkSubscriptionKeys(keys);
  if (!checkedKeys) return { ok: false, error: TEXTS.badKeys };
  const eventi = checkEventIds(body.eventi);
  if (!eventi) return { ok: false, error: TEXTS.badEventList };
  return { ok: true, value: { endpoint: endpoint as string, keys: checkedKeys, eventi } };
}
