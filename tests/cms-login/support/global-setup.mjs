// Jest globalSetup of the CMS login test (tests/cms-login): the site and its functions on Cloudflare's
// own engine (`wrangler pages dev` on 127.0.0.1), a fake GitHub on loopback that the functions
// (GITHUB_OAUTH_URL) and Decap (api_root) talk to, and a Chromium to drive /admin. Hands to the test:
//   CONNESSIONI_LOGIN_SITE_URL   the site on wrangler, e.g. http://127.0.0.1:41234
//   CONNESSIONI_FAKE_GITHUB_URL  the fake GitHub (GET /__log: what it saw)
//   CONNESSIONI_BROWSER          "1" when a Chromium was found, "0" when the suite must be skipped
//   CONNESSIONI_CHROME_PATH      that Chromium
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "../../browser/support/global-setup.mjs";
import { freePort, startWranglerPagesDev } from "../../hosting/support/wrangler-pages-dev.mjs";
import { startFakeGitHub } from "./fake-github.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const repo = "example/connessioni";

export default async function globalSetup() {
  const publicDir = path.resolve(repoRoot, process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
  if (!existsSync(path.join(publicDir, "admin", "index.html"))) {
    throw new Error(`${publicDir}/admin/index.html is missing: run \`npm run build\` before the CMS login test.`);
  }
  const executablePath = await findChromium();
  if (!executablePath) {
    if (process.env.REQUIRE_BROWSER === "1") throw new Error("REQUIRE_BROWSER=1 but no Chromium found (apt-get install -y chromium).");
    console.warn("\n!!! CMS LOGIN TEST SKIPPED: no Chromium found. Install one with `apt-get install -y chromium`. !!!\n");
    process.env.CONNESSIONI_BROWSER = "0";
    return;
  }

  const work = mkdtempSync(path.join(tmpdir(), "connessioni-login-"));
  const started = [];
  globalThis.__connessioniLogin = { started, work };
  try {
    const site = `http://127.0.0.1:${await freePort()}`;
    const client = { clientId: "connessioni-test-client", clientSecret: randomBytes(20).toString("hex") };
    const github = await startFakeGitHub({ ...client, repo, branch: "main", dataDir: path.join(repoRoot, "data") });
    started.push(github);
    // What the OAuth App's settings hold on the real GitHub: the callback on the site.
    github.settings.callbackUrl = `${site}/api/callback`;

    const copy = path.join(work, "site");
    const prepared = spawnSync(process.execPath, [path.join(repoRoot, "node_modules", "tsx", "dist", "cli.mjs"), "tests/cms-login/support/prepare-site.ts", publicDir, copy], {
      cwd: repoRoot,
      env: { ...process.env, SITE_URL: site, CMS_GITHUB_API_ROOT: github.url, CMS_GITHUB_REPO: repo, CMS_GITHUB_BRANCH: "main", CMS_AUTH_URL: "" },
      encoding: "utf8",
    });
    if (prepared.status !== 0) throw new Error(`prepare-site.ts failed:\n${prepared.stdout}${prepared.stderr}`);

    const pages = await startWranglerPagesDev(copy, {
      port: Number(new URL(site).port),
      functions: { root: repoRoot, folders: ["functions", "cms-auth"] },
      bindings: { GITHUB_CLIENT_ID: client.clientId, GITHUB_CLIENT_SECRET: client.clientSecret, GITHUB_OAUTH_URL: github.url },
    });
    started.push(pages);
    process.env.CONNESSIONI_LOGIN_SITE_URL = pages.url;
    process.env.CONNESSIONI_FAKE_GITHUB_URL = github.url;
    process.env.CONNESSIONI_BROWSER = "1";
    process.env.CONNESSIONI_CHROME_PATH = executablePath;
  } catch (error) {
    await Promise.all(started.map((server) => server.close()));
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
