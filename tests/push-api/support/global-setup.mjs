// Jest globalSetup of the notifications' API suites (tests/push-api): two sites on Cloudflare's own
// engine, each with its own migrated local D1 (pages-dev-with-d1.mjs), started side by side:
//   - the feature on: a fixture site (fixture-site.mjs), a VAPID public key, the sender's secret, and
//     a fake push service's origin in NOTIFICHE_PUSH_ORIGINS (nothing listens there: nothing is sent);
//   - the feature off: the build (public/ or CONNESSIONI_PUBLIC_DIR) with no variable at all.
// Hands to the test workers:
//   CONNESSIONI_PUSH_API_URL          the site with the feature on
//   CONNESSIONI_PUSH_API_STATE        its local D1 ({ workDir, persistTo }, JSON) for support/d1-sql.ts
//   CONNESSIONI_PUSH_API_SECRET       its NOTIFICHE_SECRET
//   CONNESSIONI_PUSH_API_FAKE_ORIGIN  the push origin it accepts besides the browsers' services
//   CONNESSIONI_PUSH_API_LIMITS       its NOTIFICHE_MAX_ISCRIZIONI and NOTIFICHE_LIMITE_ORARIO (JSON), small
//                                     enough for a test to reach (the other tests call as new clients)
//   CONNESSIONI_PUSH_API_OFF_URL      the build with the feature off
//   CONNESSIONI_PUBLIC_DIR_ABS        that build
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fixtureSite } from "./fixture-site.mjs";
import { startPagesDevWithD1 } from "./pages-dev-with-d1.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const FAKE_PUSH_ORIGIN = "https://127.0.0.1:9443";
const LIMITS = { NOTIFICHE_MAX_ISCRIZIONI: "5000", NOTIFICHE_LIMITE_ORARIO: "3" };

export default async function globalSetup() {
  const publicDir = path.resolve(repoRoot, process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
  if (!existsSync(path.join(publicDir, "_headers"))) {
    throw new Error(`${publicDir}/_headers is missing: run \`npm run build\` before the notifications' API tests.`);
  }
  const siteDir = fixtureSite();
  const secret = randomBytes(24).toString("base64url");
  const publicKey = randomBytes(65).toString("base64url");
  const started = [];
  globalThis.__connessioniPushApi = { started, siteDir };
  const servers = await Promise.allSettled([
    startPagesDevWithD1({
      publicDir: siteDir,
      env: { VAPID_PUBLIC_KEY: publicKey, NOTIFICHE_SECRET: secret, NOTIFICHE_PUSH_ORIGINS: FAKE_PUSH_ORIGIN, ...LIMITS },
    }),
    startPagesDevWithD1({ publicDir }),
  ]);
  for (const server of servers) if (server.status === "fulfilled") started.push(server.value);
  const failed = servers.find((server) => server.status === "rejected");
  if (failed) {
    await Promise.all(started.map((server) => server.stop()));
    rmSync(siteDir, { recursive: true, force: true });
    throw failed.reason;
  }
  const [on, off] = servers.map((server) => server.value);
  process.env.CONNESSIONI_PUSH_API_URL = on.url;
  process.env.CONNESSIONI_PUSH_API_STATE = JSON.stringify(on.state);
  process.env.CONNESSIONI_PUSH_API_SECRET = secret;
  process.env.CONNESSIONI_PUSH_API_KEY = publicKey;
  process.env.CONNESSIONI_PUSH_API_FAKE_ORIGIN = FAKE_PUSH_ORIGIN;
  process.env.CONNESSIONI_PUSH_API_LIMITS = JSON.stringify(LIMITS);
  process.env.CONNESSIONI_PUSH_API_OFF_URL = off.url;
  process.env.CONNESSIONI_PUBLIC_DIR_ABS = publicDir;
}
