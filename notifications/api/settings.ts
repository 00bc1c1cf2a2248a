import { DEFAULT_CLIENT_LIMIT, DEFAULT_MAX_SUBSCRIPTIONS } from "../../src/events/push-retention";
import type { D1Database } from "./d1";

/**
 * What the notification functions read from the Pages project (Cloudflare's secrets, or `--binding`
 * and wrangler.toml's D1 binding under `wrangler pages dev`). Nothing set: the feature is off and every
 * endpoint answers 503, while the rest of the site works as before.
 */
export interface NotificheEnv {
  /** The site's VAPID public key: the feature is on only when it is set (the build reads it too). */
  VAPID_PUBLIC_KEY?: string;
  /**
   * The sending command's bearer token for /api/notifiche/invii and /pulizia; also the key the
   * per-address counters are hashed with (client-limit.ts): without it the browser's POST and DELETE
   * answer 503, as nothing could be sent anyway.
   */
  NOTIFICHE_SECRET?: string;
  /** Subscriptions kept at most (a whole number); unset or not a number: DEFAULT_MAX_SUBSCRIPTIONS. */
  NOTIFICHE_MAX_ISCRIZIONI?: string;
  /** Subscribe and unsubscribe calls per client address and window (a whole number); unset: DEFAULT_CLIENT_LIMIT. */
  NOTIFICHE_LIMITE_ORARIO?: string;
  /** Exact extra push origins, separated by commas (tests' fake push service); unset in production. */
  NOTIFICHE_PUSH_ORIGINS?: string;
  /** wrangler.toml's D1 binding. */
  NOTIFICHE_DB?: D1Database;
  /** The site's static files (Pages' own binding). */
  ASSETS: { fetch: (request: Request) => Promise<Response> };
}

/** The part of a Pages Function's context these functions use. */
export interface NotificheContext {
  request: Request;
  env: NotificheEnv;
}

/** The database, when the feature is on (a VAPID public key and the D1 binding); otherwise null. */
export function databaseIfOn(env: NotificheEnv): D1Database | null {
  if (!env.VAPID_PUBLIC_KEY?.trim() || !env.NOTIFICHE_DB) return null;
  return env.NOTIFICHE_DB;
}

/** A setting that must be a whole number (0 included: "none at all"); anything else gives the default. */
function wholeNumber(setting: string | undefined, fallback: number): number {
  const text = setting?.trim() ?? "";
  return /^\d{1,9}$/.test(text) ? Number(text) : fallback;
}

export const maxSubscriptions = (env: NotificheEnv): number => wholeNumber(env.NOTIFICHE_MAX_ISCRIZIONI, DEFAULT_MAX_SUBSCRIPTIONS);

export const clientLimit = (env: NotificheEnv): number => wholeNumber(env.NOTIFICHE_LIMITE_ORARIO, DEFAULT_CLIENT_LIMIT);
