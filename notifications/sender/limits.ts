/**
 * How long the sending command waits (issue 50): a push service that answers slowly, or never, costs
 * its own subscriber one deadline and the run at most its cap, never the deploy job's whole time.
 * The production values are these constants; a test may shorten them (never lengthen) through the
 * two settings named below.
 */

/** One message, from the connection to the end of its answer, its retries included. */
export const MESSAGE_DEADLINE_MS = 30_000;

/** The whole run: past it, messages in flight are cut off, what was delivered is reported, the run fails. */
export const RUN_CAP_MS = 10 * 60_000;

/** The most of a push service's answer the sender reads: a status is what it needs, a line of text explains a refusal. */
export const MAX_ANSWER_BYTES = 1024;

/** The settings a test sets to shorten the two limits, in milliseconds. */
export const LIMIT_SETTINGS = { messageDeadlineMs: "NOTIFICHE_TEMPO_MESSAGGIO_MS", runCapMs: "NOTIFICHE_TEMPO_INVIO_MS" } as const;

export interface SenderLimits {
  messageDeadlineMs: number;
  runCapMs: number;
}

const shortened = (setting: string | undefined, production: number): number => {
  const value = Number(setting?.trim() || Number.NaN);
  return Number.isSafeInteger(value) && value > 0 ? Math.min(value, production) : production;
};

export function readLimits(env: NodeJS.ProcessEnv): SenderLimits {
  return {
    messageDeadlineMs: shortened(env[LIMIT_SETTINGS.messageDeadlineMs], MESSAGE_DEADLINE_MS),
    runCapMs: shortened(env[LIMIT_SETTINGS.runCapMs], RUN_CAP_MS),
  };
}

/** A limit in words for the log: "30 s", "1,5 s", "10 min". */
export function durationText(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${(ms / 1000).toLocaleString("it-IT", { maximumFractionDigits: 1 })} s`;
}
