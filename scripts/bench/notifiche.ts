/**
 * `npm run bench:notifiche` (issue 44): how long the sending command takes to tell 2,000 subscribers,
 * each with news: the site's Functions on wrangler pages dev with a local D1 (the server's starter),
 * the rows put straight into D1 with `wrangler d1 execute --local --file` of generated SQL, and the
 * fake push service, which verifies and decrypts every message on the same machine. Prints the time
 * from the command's start to the last message accepted, and messages per second. A benchmark, not a
 * test: it fails only when a message is missing or refused. BENCH_ISCRITTI=n changes the count.
 * BENCH_OSTILE=muto (a service that never answers) or BENCH_OSTILE=lento (one that trickles a byte a
 * second) makes one of the subscribers, the first in the site's order, hostile: the run then ends on
 * the production deadline of that one message (notifications/sender/limits.ts) and exits 1, and every
 * other subscriber must still be told.
 */
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import webpush from "web-push";
import { startFakePushService, type Stall } from "../../tests/support/fake-push-service";
import { wranglerCli, wranglerEnv } from "../../tests/hosting/support/wrangler-pages-dev.mjs";
import { DATABASE_NAME, startPagesDevWithD1 } from "../../tests/push-api/support/pages-dev-with-d1.mjs";
import { movedEventsFixture } from "../../tests/notifiche/support/push-file-fixture";
import { makeVapid } from "../../tests/notifiche/support/run-sender";
import { senderSite, senderSiteFolder } from "../../tests/notifiche/support/sender-site";

const SUBSCRIBERS = Number(process.env.BENCH_ISCRITTI ?? 2000);
const HOSTILE: Record<string, { stall: Stall; words: string }> = {
  muto: { stall: { mode: "silent" }, words: "che non risponde" },
  lento: { stall: { mode: "trickle", everyMs: 1000 }, words: "che risponde un byte al secondo" },
};
const hostile = process.env.BENCH_OSTILE ? HOSTILE[process.env.BENCH_OSTILE] : undefined;
if (process.env.BENCH_OSTILE && !hostile) throw new Error(`BENCH_OSTILE: muto o lento, non ${process.env.BENCH_OSTILE}`);
const EVENTS = 40;
const SECRET = randomBytes(24).toString("base64url");
const root = path.resolve(__dirname, "../..");

/** Runs SQL on the site's local D1 from a file, as `wrangler d1 execute --local --file` does for an organiser. */
const executeFile = (state: { workDir: string; persistTo: string }) => async (sql: string) => {
  const file = path.join(state.workDir, "iscrizioni.sql");
  writeFileSync(file, sql);
  const args = [wranglerCli(), "d1", "execute", DATABASE_NAME, "--local", "--persist-to", state.persistTo, "--file", file, "--yes"];
  await promisify(execFile)(process.execPath, args, { cwd: state.workDir, env: wranglerEnv(state.workDir), maxBuffer: 64 * 1024 * 1024 });
};

/** Runs `npm run notifiche:invia`; resolves to its exit code and when it started (performance.now()). */
function runCommand(env: NodeJS.ProcessEnv): Promise<{ code: number | null; started: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", "notifiche:invia"], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("exit", (code) => resolve({ code, started }));
  });
}

async function main(): Promise<void> {
  const pushFile = movedEventsFixture(EVENTS);
  const ids = Object.keys(pushFile.eventi);
  const siteDir = senderSiteFolder(pushFile);
  const service = await startFakePushService();
  let pagesDev: Awaited<ReturnType<typeof startPagesDevWithD1>> | undefined;
  try {
    pagesDev = await startPagesDevWithD1({ publicDir: siteDir, env: { VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey, NOTIFICHE_SECRET: SECRET } });
    const site = senderSite({ url: pagesDev.url, state: pagesDev.state, secret: SECRET }, executeFile(pagesDev.state));
    // Every subscriber with news: one saved event (a sentence) or two (the count), all moved since.
    const rows = Array.from({ length: SUBSCRIBERS }, (_, index) => {
      const { subscription } = service.subscribe(`iscritto${index}`);
      const saved = index % 2 === 0 ? [ids[index % EVENTS]] : [ids[index % EVENTS], ids[(index + 1) % EVENTS]];
      return { endpoint: subscription.endpoint, keys: subscription.keys, eventi: Object.fromEntries(saved.map((id) => [id, 0])) };
    });
    await site.replace(rows);
    // The first in the site's order (the endpoints' order): its page waits for it, the pages after must not.
    const hostileToken = "iscritto0";
    if (hostile) service.stall(hostileToken, hostile.stall);

    const { code, started } = await runCommand({
      ...process.env,
      SITE_URL: site.url,
      NOTIFICHE_SECRET: SECRET,
      ...makeVapid(),
      NODE_EXTRA_CA_CERTS: service.caFile,
      // The sender checks every address against the site's list: the fake service is on it.
      NOTIFICHE_PUSH_ORIGINS: service.origin,
    });
    const ended = performance.now();
    const accepted = service.received.length;
    const good = hostile ? SUBSCRIBERS - 1 : SUBSCRIBERS;
    const seconds = (Math.max(...service.received.map((message) => message.at)) - started) / 1000;
    const goodRows = hostile ? rows.filter((row) => !row.endpoint.endsWith(`/${hostileToken}`)) : rows;
    const told = (await Promise.all([goodRows[0], goodRows[goodRows.length - 1]].map((row) => site.known(row.endpoint)))).every((eventi) =>
      Object.values(eventi ?? {}).every((value) => value === 1),
    );
    const which = hostile ? ` (uno su un servizio ${hostile.words})` : "";
    console.log(`\n${accepted} messaggi accettati su ${SUBSCRIBERS} iscritti${which}, ${service.refused.length} rifiutati; uscita del comando: ${code}`);
    console.log(
      `Dall'avvio del comando all'ultimo messaggio accettato${hostile ? " (l'ultimo iscritto buono)" : ""}: ${seconds.toFixed(1)} s (${(accepted / seconds).toFixed(0)} messaggi/s)`,
    );
    console.log(`Comando intero (avvio di npm e tsx, resoconti a D1 compresi): ${((ended - started) / 1000).toFixed(1)} s`);
    if (accepted !== good || service.refused.length > 0 || code !== (hostile ? 1 : 0) || !told) process.exitCode = 1;
  } finally {
    await Promise.all([service.close(), pagesDev?.stop()]);
    rmSync(siteDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
