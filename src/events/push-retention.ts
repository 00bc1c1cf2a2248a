/**
 * What «Avvisami se cambiano» keeps, for how long, and who else holds a copy (issue 50): one set of
 * numbers that the functions, the sender and the daily purge apply and that the privacy page words
 * (src/views/privacy). Change a number here and the page follows; nothing of this is typed again in
 * sito.json. Pure: no Gatsby, no DOM, no Node.
 */

/** Subscriptions are kept until the end of this many days after the edition's last day (UTC). */
export const SUBSCRIPTION_DAYS_AFTER = 7;

/** How long a push service keeps a message for a phone that is off or offline (the TTL header). */
export const MESSAGE_TTL_HOURS = 12;

/** The per-address counter (a hash of the client's IP address, never the address) is kept this long. */
export const CLIENT_WINDOW_MINUTES = 60;

/** Subscribe and unsubscribe calls one client address may make in a window, unless NOTIFICHE_LIMITE_ORARIO says otherwise. */
export const DEFAULT_CLIENT_LIMIT = 30;

/** Subscriptions the site holds at most, unless NOTIFICHE_MAX_ISCRIZIONI says otherwise. */
export const DEFAULT_MAX_SUBSCRIPTIONS = 20_000;

/**
 * When the daily workflow (.github/workflows/notifiche.yml) purges expired rows, in UTC: Pages
 * Functions have no schedule of their own. A test holds the workflow's cron and this together.
 */
export const DAILY_PURGE_UTC = { hour: 6, minute: 17 } as const;

/** D1's Time Travel keeps the database restorable to any minute of this many days (Cloudflare's free plan). */
export const DATABASE_RESTORE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first daily purge at or after `instant`: the one that deletes a row whose `scade` is `instant`
 * (the purge deletes every row whose `scade` is not after its own time).
 */
export function dailyPurgeFrom(instant: Date): Date {
  const purge = new Date(instant);
  purge.setUTCHours(DAILY_PURGE_UTC.hour, DAILY_PURGE_UTC.minute, 0, 0);
  if (purge.getTime() < instant.getTime()) purge.setUTCDate(purge.getUTCDate() + 1);
  return purge;
}

/** Until when the database's restore points still hold a row deleted at `deletedAt`. */
export function restorableUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + DATABASE_RESTORE_DAYS * DAY_MS);
}
