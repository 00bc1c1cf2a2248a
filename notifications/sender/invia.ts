/**
 * `npm run notifiche:invia`: tells each subscriber of the push messages what changed in their saved
 * events since the last run (issue 44). Settings from the environment (config.ts); without any, it
 * says so and succeeds, since the deploy job runs it on every deploy. Exit code 1 when a setting is
 * missing, the site cannot be read, a message still fails after its retries, or the run reaches its
 * cap (limits.ts). The log names no subscriber: reasons only, remote text made safe (log-text.ts).
 */
import { extraPushOrigins } from "../push-address";
import { readConfig } from "./config";
import { pushDeliverer } from "./deliver";
import { durationText, readLimits } from "./limits";
import { remoteText } from "./log-text";
import { sendAll } from "./send-all";
import { SiteApiError, siteApi } from "./site-api";

/** Messages in flight at once: well under what a push service throttles, enough to keep the network busy. */
const CONCURRENCY = 32;

/** Each reason once, with how many messages it stopped. */
function failureLines(failures: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const failure of failures) counts.set(failure, (counts.get(failure) ?? 0) + 1);
  return [...counts].map(([failure, count]) => (count === 1 ? `✖ invio non riuscito: ${failure}` : `✖ ${count} invii non riusciti: ${failure}`));
}

async function main(): Promise<void> {
  const outcome = readConfig(process.env);
  if (outcome.state === "off") {
    console.log("Notifiche non configurate (nessuna variabile SITE_URL, NOTIFICHE_SECRET, VAPID_*): nessun invio.");
    return;
  }
  if (outcome.state === "invalid") {
    for (const problem of outcome.problems) console.error(`✖ ${problem}`);
    console.error("Notifiche non inviate: impostate tutte le variabili (docs/deploy.md) o nessuna.");
    process.exitCode = 1;
    return;
  }
  const { config } = outcome;
  const limits = readLimits(process.env);
  const run = AbortSignal.timeout(limits.runCapMs);
  const deliverer = pushDeliverer({
    vapid: config.vapid,
    concurrency: CONCURRENCY,
    // The site's own list: an address it would not store now is not sent to.
    extraOrigins: extraPushOrigins(process.env.NOTIFICHE_PUSH_ORIGINS),
    deadlineMs: limits.messageDeadlineMs,
    signal: run,
  });
  const api = siteApi(config);
  try {
    // Pages Functions have no schedule: the daily run (and every deploy's) deletes what is past its time first.
    const purged = await api.purge();
    console.log(`Pulizia: iscrizioni scadute cancellate ${purged.iscrizioni} · contatori di richieste cancellati ${purged.contatori}`);
    const { tally, failures, pages, complete } = await sendAll(api, deliverer, CONCURRENCY, run);
    for (const line of failureLines(failures)) console.error(line);
    if (run.aborted) {
      const unread = complete ? "" : "; le iscrizioni delle pagine seguenti non sono state lette (il prossimo invio le riprende)";
      console.error(`✖ invio interrotto: superato il tempo massimo di ${durationText(limits.runCapMs)}${unread}`);
    }
    console.log(
      `Notifiche: inviati ${tally.inviati} · invariati ${tally.invariati} · scaduti ${tally.scaduti} · non riusciti ${tally.nonRiusciti} · estranei ${tally.estranei} (pagine: ${pages})`,
    );
    if (tally.nonRiusciti > 0 || run.aborted) process.exitCode = 1;
  } finally {
    deliverer.close();
  }
}

main().catch((error: unknown) => {
  // Our own errors are written to be shown; anything else may quote what it read.
  const reason = error instanceof SiteApiError ? error.message : remoteText(error instanceof Error ? error.message : String(error), 200);
  console.error(`Notifiche non inviate: ${reason}`);
  process.exitCode = 1;
});
