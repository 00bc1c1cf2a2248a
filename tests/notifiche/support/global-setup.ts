// Jest globalSetup of the sender's suite (tests/notifiche): the site's Functions on wrangler pages dev
// with a migrated local D1 (the server's starter), serving a fixture folder with this suite's push file.
// Hands the test files its address in CONNESSIONI_NOTIFICHE_SITE (support/sender-site.ts).
import { randomBytes } from "node:crypto";
import webpush from "web-push";
import { startPagesDevWithD1 } from "../../push-api/support/pages-dev-with-d1.mjs";
import { pushFileFixture } from "./push-file-fixture";
import { senderSiteFolder, type SenderSiteAddress } from "./sender-site";

export default async function globalSetup(): Promise<void> {
  const siteDir = senderSiteFolder(pushFileFixture());
  const secret = randomBytes(24).toString("base64url");
  // The feature is on when the site has a public key; the sender signs with its own pair (run-sender.ts).
  const site = await startPagesDevWithD1({ publicDir: siteDir, env: { VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey, NOTIFICHE_SECRET: secret } });
  (globalThis as { __connessioniNotifiche?: unknown }).__connessioniNotifiche = { site, siteDir };
  const address: SenderSiteAddress = { url: site.url, state: site.state, secret };
  process.env.CONNESSIONI_NOTIFICHE_SITE = JSON.stringify(address);
}
