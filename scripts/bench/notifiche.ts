/**
 * `npm run bench:notifiche` (issue 44): how long the sending command takes to tell 2,000 subscribers,
 * each with news, on the fake push service (which verifies and decrypts every message, on the same
 * machine). Rows go straight into the store the API reads (tests/notifiche/support/sender-site.ts).
 * Prints the time from the command's start to the last message accepted, and messages per second.
 * A benchmark, not a test: it fails only when a message is missing or refused.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { startFakePushService } from "../../tests/support/fake-push-service";
import { movedEventsFixture } from "../../tests/notifiche/support/push-file-fixture";
import { makeVapid } from "../../tests/notifiche/support/run-sender";
import { startSenderSite } from "../../tests/notifiche/support/sender-site";

const SUBSCRIBERS = Number(process.env.BENCH_ISCRITTI ?? 2000);
const EVENTS = 40;
const SECRET = "segreto-del-benchmark";
const root = path.resolve(__dirname, "../..");

async function main(): Promise<void> {
  const pushFile = movedEventsFixture(EVENTS);
  const ids = Object.keys(pushFile.eventi);
  const service = await startFakePushService();
  const site = await startSenderSite({ secret: SECRET, pushFile, pushOrigin: service.origin });
  try {
    // Every subscriber with news: one saved event (a sentence) or two (the count), all moved since.
    const rows = Array.from({ length: SUBSCRIBERS }, (_, index) => {
      const { subscription } = service.subscribe(`iscritto${index}`);
      const saved = index % 2 === 0 ? [ids[index % EVENTS]] : [ids[index % EVENTS], ids[(index + 1) % EVENTS]];
      return { endpoint: subscription.endpoint, keys: subscription.keys, eventi: Object.fromEntries(saved.map((id) => [id, 0])) };
    });
    await site.put(rows);

    const env = { ...process.env, SITE_URL: site.url, NOTIFICHE_SECRET: SECRET, ...makeVapid(), NODE_EXTRA_CA_CERTS: service.caFile };
    const started = performance.now();
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn("npm", ["run", "-s", "notifiche:invia"], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
      child.on("exit", resolve);
    });
    const ended = performance.now();

    const accepted = service.received.length;
    const last = Math.max(...service.received.map((message) => message.at));
    const seconds = (last - started) / 1000;
    console.log(`\n${accepted} messaggi accettati su ${SUBSCRIBERS} iscritti, ${service.refused.length} rifiutati; uscita del comando: ${code}`);
    console.log(`Dall'avvio del comando all'ultimo messaggio accettato: ${seconds.toFixed(1)} s (${(accepted / seconds).toFixed(0)} messaggi/s)`);
    console.log(`Comando intero (avvio di npm e tsx compresi): ${((ended - started) / 1000).toFixed(1)} s`);
    if (accepted !== SUBSCRIBERS || service.refused.length > 0 || code !== 0) process.exitCode = 1;
  } finally {
    await Promise.all([service.close(), site.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
