// Jest globalSetup of the notifications' end-to-end suite (issue 44): the production build, served by
// the site's own Functions on `wrangler pages dev` with a migrated local D1, a free loopback port for
// the fake push service (its origin is the one NOTIFICHE_PUSH_ORIGINS allows), and one Chromium.
// The build is served from a copy, so that the test can publish the rebuilt site over it, as a deploy does.
// What it hands to the test file, through the environment:
//   CONNESSIONI_BASE_URL, CONNESSIONI_BROWSER, CONNESSIONI_BROWSER_WS, CONNESSIONI_CHROME_PATH  as the browser suites'
//   CONNESSIONI_PUSH_E2E  JSON: { url, state, secret, vapid, pushPort, servedDir, beforeDir }
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import { chromium } from "playwright-core";
import webpush from "web-push";
import { freePort } from "../../../scripts/lib/free-port.mjs";
import { findChromium } from "../../browser/support/global-setup.mjs";
import { startPagesDevWithD1 } from "../../push-api/support/pages-dev-with-d1.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const chromiumArgs = JSON.parse(readFileSync(path.join(repoRoot, "tests/browser/support/chromium-args.json"), "utf8"));

export default async function globalSetup() {
  const beforeDir = path.resolve(repoRoot, process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
  if (!existsSync(path.join(beforeDir, "eventi", "notifiche.json"))) {
    throw new Error(`${beforeDir}/eventi/notifiche.json is missing: run \`npm run build\` before the notifications' end-to-end test.`);
  }
  const executablePath = await findChromium();
  if (!executablePath) throw new Error("The notifications' end-to-end test needs Chromium (apt-get install -y chromium-headless-shell, or CHROME_PATH).");

  const servedDir = mkdtempSync(path.join(tmpdir(), "connessioni-push-e2e-"));
  cpSync(beforeDir, servedDir, { recursive: true });
  const pushPort = await freePort();
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  const vapid = { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: "mailto:notifiche@example.org" };
  const secret = randomBytes(24).toString("base64url");
  const site = await startPagesDevWithD1({
    publicDir: servedDir,
    // What the Pages project holds in production: the public key and the sender's secret, plus the fake service.
    env: { VAPID_PUBLIC_KEY: publicKey, NOTIFICHE_SECRET: secret, NOTIFICHE_PUSH_ORIGINS: `https://127.0.0.1:${pushPort}` },
  });
  const browserServer = await chromium.launchServer({ executablePath, args: chromiumArgs, host: "127.0.0.1" });
  globalThis.__connessioniPushE2e = { site, servedDir, browserServer };

  process.env.CONNESSIONI_BASE_URL = site.url;
  // The pages' calls to /api/* reach the site's functions (tests/browser/support/harness.ts answers them otherwise).
  process.env.CONNESSIONI_FUNCTIONS = "1";
  process.env.CONNESSIONI_BROWSER = "1";
  process.env.CONNESSIONI_BROWSER_WS = browserServer.wsEndpoint();
  process.env.CONNESSIONI_CHROME_PATH = executablePath;
  process.env.CONNESSIONI_PUSH_E2E = JSON.stringify({ url: site.url, state: site.state, secret, vapid, pushPort, servedDir, beforeDir });
}

export function stopAll() {
  const { site, servedDir, browserServer } = globalThis.__connessioniPushE2e ?? {};
  return Promise.allSettled([site?.stop(), browserServer?.close()]).then(() => {
    if (servedDir) rmSync(servedDir, { recursive: true, force: true });
  });
}
