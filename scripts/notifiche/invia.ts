/**
 * `npm run notifiche:invia`: tells each subscriber of the push messages what changed in their saved
 * events since the last run (issue 44). Settings from the environment (config.ts); without any, it
 * says so and succeeds, since the deploy job runs it on every deploy. Exit code 1 when a setting is
 * missing, the site cannot be read, or a message still fails after its retries.
 */
import { readConfig } from "./config";
import { pushDeliverer } from "./deliver";
import { sendAll } from "./send-all";
import { siteApi } from "./site-api";

/** Messages in flight at once: well under what a push service throttles, enough to keep the network busy. */
const CONCURRENCY = 32;

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
  const deliverer = pushDeliverer(config.vapid, CONCURRENCY);
  try {
    const { tally, failures, pages } = await sendAll(siteApi(config), deliverer, CONCURRENCY);
    for (const failure of new Set(failures)) console.error(`✖ invio non riuscito: ${failure}`);
    console.log(
      `Notifiche: inviati ${tally.inviati} · invariati ${tally.invariati} · scaduti ${tally.scaduti} · non riusciti ${tally.nonRiusciti} (pagine: ${pages})`,
    );
    if (tally.nonRiusciti > 0) process.exitCode = 1;
  } finally {
    deliverer.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Notifiche non inviate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
