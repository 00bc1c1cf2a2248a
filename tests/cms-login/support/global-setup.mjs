// Jest globalSetup of the CMS login test (tests/cms-login): the site and its functions on Cloudflare's
// own engine (`wrangler pages dev` on 127.0.0.1), a fake GitHub on loopback that the functions
// (GITHUB_OAUTH_URL) and Decap (api_root) talk to, and a Chromium to drive /admin. Three Pages
// servers, as three Cloudflare projects would be set up: the site logging in through an OAuth App,
// the site logging in through a GitHub App (CMS_GITHUB_APP=1, its own loopback origin listed in
// CMS_ALLOWED_ORIGINS), and functions whose CMS_ALLOWED_ORIGINS lists a plain http: origin (refused).
// Hands to the test:
//   CONNESSIONI_LOGIN_SITE_URL      the site on wrangler with the OAuth App, e.g. http://127.0.0.1:41234
//   CONNESSIONI_LOGIN_APP_SITE_URL  the site on wrangler with the GitHub App
//   CONNESSIONI_LOGIN_REFUSING_URL  functions set up with an http: origin in CMS_ALLOWED_ORIGINS
//   CONNESSIONI_LOGIN_REFUSED_ORIGIN  that origin
//   CONNESSIONI_FAKE_GITHUB_URL     the fake GitHub (GET /__log: what it saw)
//   CONNESSIONI_BROWSER             "1" when a Chromium was found, "0" when the suite must be skipped
//   CONNESSIONI_CHROME_PATH         that Chromium
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "../../browser/support/global-setup.mjs";
import { freePort } from "../../../scripts/lib/free-port.mjs";
import { SITE_FUNCTIONS, startWranglerPagesDev } from "../../hosting/support/wrangler-pages-dev.mjs";
import { startFakeGitHub } from "./fake-github.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const repo = "example/connessioni";
const functions = { root: repoRoot, folders: SITE_FUNCTIONS };

/** A copy of the build whose admin/config.yml and _headers name `site` and the fake GitHub. */
function prepareSite(publicDir, copy, site, githubUrl) {
  const prepared = spawnSync(
    process.execPath,
    [path.join(repoRoot, "node_modules", "tsx", "dist", "cli.mjs"), "tests/cms-login/support/prepare-site.ts", publicDir, copy],
    {
      cwd: repoRoot,
      env: { ...process.env, SITE_URL: site, CMS_GITHUB_API_ROOT: githubUrl, CMS_GITHUB_REPO: repo, CMS_GITHUB_BRANCH: "main", CMS_AUTH_URL: "" },
      encoding: "utf8",
    },
  );
  if (prepared.status !== 0) throw new Error(`prepare-site.ts failed:\n${prepared.stdout}${prepared.stderr}`);
}

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
    const [site, appSite, refusing] = [`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`];
    const oauthApp = { clientId: "connessioni-test-oauth-app", clientSecret: randomBytes(20).toString("hex"), kind: "oauth-app" };
    const githubApp = { clientId: "Iv23-connessioni-test-app", clientSecret: randomBytes(20).toString("hex"), kind: "github-app" };
    const github = await startFakeGitHub({ apps: [oauthApp, githubApp], repo, branch: "main", dataDir: path.join(repoRoot, "data") });
    started.push(github);
    // What each app's settings hold on the real GitHub: the callback on its site.
    github.registerCallback(oauthApp.clientId, `${site}/api/callback`);
    github.registerCallback(githubApp.clientId, `${appSite}/api/callback`);

    const [copy, appCopy, bare] = ["site", "app-site", "bare"].map((name) => path.join(work, name));
    prepareSite(publicDir, copy, site, github.url);
    prepareSite(publicDir, appCopy, appSite, github.url);
    // The refusing functions need no site: they answer before any page would matter.
    mkdirSync(bare);
    writeFileSync(path.join(bare, "index.html"), "<!DOCTYPE html><title>-</title>");
    const refusedOrigin = "http://anteprima.example";

    const servers = await Promise.allSettled([
      startWranglerPagesDev(copy, {
        port: Number(new URL(site).port),
        functions,
        bindings: { GITHUB_CLIENT_ID: oauthApp.clientId, GITHUB_CLIENT_SECRET: oauthApp.clientSecret, GITHUB_OAUTH_URL: github.url },
      }),
      startWranglerPagesDev(appCopy, {
        port: Number(new URL(appSite).port),
        functions,
        bindings: {
          GITHUB_CLIENT_ID: githubApp.clientId,
          GITHUB_CLIENT_SECRET: githubApp.clientSecret,
          GITHUB_OAUTH_URL: github.url,
          CMS_GITHUB_APP: "1",
          CMS_ALLOWED_ORIGINS: appSite,
        },
      }),
      startWranglerPagesDev(bare, {
        port: Number(new URL(refusing).port),
        functions,
        bindings: {
          GITHUB_CLIENT_ID: oauthApp.clientId,
          GITHUB_CLIENT_SECRET: oauthApp.clientSecret,
          GITHUB_OAUTH_URL: github.url,
          CMS_ALLOWED_ORIGINS: `${refusing} ${refusedOrigin}`,
        },
      }),
    ]);
    for (const server of servers) if (server.status === "fulfilled") started.push(server.value);
    const failed = servers.find((server) => server.status === "rejected");
    if (failed) throw failed.reason;
    const [pages, appPages, refusingPages] = servers.map((server) => server.value);
    process.env.CONNESSIONI_LOGIN_SITE_URL = pages.url;
    process.env.CONNESSIONI_LOGIN_APP_SITE_URL = appPages.url;
    process.env.CONNESSIONI_LOGIN_REFUSING_URL = refusingPages.url;
    process.env.CONNESSIONI_LOGIN_REFUSED_ORIGIN = refusedOrigin;
    process.env.CONNESSIONI_FAKE_GITHUB_URL = github.url;
    process.env.CONNESSIONI_BROWSER = "1";
    process.env.CONNESSIONI_CHROME_PATH = executablePath;
  } catch (error) {
    await Promise.all(started.map((server) => server.close()));
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
