/**
 * What the notifications' suites share: the sites of global-setup.mjs, the fixture's sequenzas as
 * served, and subscriptions with real P-256 keys, as a browser's PushSubscription.toJSON() gives them.
 */
import { createECDH, randomBytes } from "node:crypto";
import { d1Sql, type D1State } from "./d1-sql";

export const apiUrl = `${process.env.CONNESSIONI_PUSH_API_URL ?? ""}/api/notifiche`;
export const offUrl = process.env.CONNESSIONI_PUSH_API_OFF_URL ?? "";
export const SECRET = process.env.CONNESSIONI_PUSH_API_SECRET ?? "";
/** The VAPID public key the site with the feature on was started with. */
export const PUBLIC_KEY = process.env.CONNESSIONI_PUSH_API_KEY ?? "";
export const FAKE_PUSH_ORIGIN = process.env.CONNESSIONI_PUSH_API_FAKE_ORIGIN ?? "";
/** The site's cap on subscriptions and its calls per client and window, as it was started with them. */
export const LIMITS = JSON.parse(process.env.CONNESSIONI_PUSH_API_LIMITS ?? "{}") as { NOTIFICHE_MAX_ISCRIZIONI: string; NOTIFICHE_LIMITE_ORARIO: string };

/** SQL on the local D1 of the site with the feature on. */
export const sql = (statement: string): Record<string, unknown>[] => d1Sql(JSON.parse(process.env.CONNESSIONI_PUSH_API_STATE ?? "{}") as D1State, statement);

/** The served fixture: id → sequenza, and the edition's last day. */
export async function servedPushFile(): Promise<{ sequenze: Record<string, number>; ultimoGiorno: string }> {
  const file = (await (await fetch(`${process.env.CONNESSIONI_PUSH_API_URL}/eventi/notifiche.json`)).json()) as {
    ultimoGiorno: string;
    eventi: Record<string, { sequenza: number }>;
  };
  return { ultimoGiorno: file.ultimoGiorno, sequenze: Object.fromEntries(Object.entries(file.eventi).map(([id, event]) => [id, event.sequenza])) };
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

let counter = 0;
/** A subscription on `origin` (default: the fake service) with fresh keys and a unique address. */
export function newSubscription(origin = FAKE_PUSH_ORIGIN): TestSubscription {
  counter += 1;
  const ecdh = createECDH("prime256v1");
  return {
    endpoint: `${origin}/push/${counter}-${randomBytes(8).toString("hex")}`,
    keys: { p256dh: ecdh.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}
