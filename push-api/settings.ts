import type { D1Database } from "./d1";

/**
 * What the notification functions read from the Pages project (Cloudflare's secrets, or `--binding`
 * and wrangler.toml's D1 binding under `wrangler pages dev`). Nothing set: the feature is off and every
 * endpoint answers 503, while the rest of the site works as before.
 */
export interface NotificheEnv {
  /** The site's VAPID public key: the feature is on only when it is set (the build reads it too). */
  VAPID_PUBLIC_KEY?: string;
  /** The sending command's bearer token for /api/notifiche/invii. */
  NOTIFICHE_SECRET?: string;
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
