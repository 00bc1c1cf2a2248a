// Jest globalSetup for the CMS suites: a throw-away Git repository holding a copy of data/, and
// `npm run cms`'s servers (decap-server's local backend + the built site with /admin/) on it, on a
// free loopback port. Plain ESM because it imports scripts/cms.mjs natively, outside Jest's sandbox.
// Hands to the test workers, through the environment:
//   CONNESSIONI_CMS_URL      http://127.0.0.1:<port> (the admin is at /admin/)
//   CONNESSIONI_CMS_REPO     the throw-away repository (its data/ is what the CMS edits)
//   CONNESSIONI_BROWSER      "1" when a Chromium was found, "0" when the suites must be skipped
//   CONNESSIONI_CHROME_PATH  that Chromium
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startCms } from "../../../scripts/cms.mjs";
import { findChromium } from "../../browser/support/global-setup.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

export default async function globalSetup() {
  const publicDir = path.resolve(repoRoot, process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
  if (!existsSync(path.join(publicDir, "admin", "index.html"))) {
    throw new Error(`${publicDir}/admin/index.html is missing: run \`npm run build\` before the CMS tests.`);
  }
  const executablePath = await findChromium();
  if (!executablePath) {
    if (process.env.REQUIRE_BROWSER === "1") throw new Error("REQUIRE_BROWSER=1 but no Chromium found (apt-get install -y chromium).");
    console.warn("\n!!! CMS TESTS SKIPPED: no Chromium found. Install one with `apt-get install -y chromium`. !!!\n");
    process.env.CONNESSIONI_BROWSER = "0";
    return;
  }

  const repo = mkdtempSync(path.join(tmpdir(), "connessioni-cms-"));
  cpSync(path.join(repoRoot, "data"), path.join(repo, "data"), { recursive: true });
  const git = (...args) => execFileSync("git", args, { cwd: repo, stdio: "pipe" });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=CMS test", "-c", "user.email=cms-test@localhost", "-c", "commit.gpgsign=false", "commit", "-q", "-m", "data/ as built");

  const cms = await startCms({ repoDir: repo, publicDir, port: 0, quiet: true });
  globalThis.__connessioniCms = { cms, repo };
  process.env.CONNESSIONI_CMS_URL = cms.url;
  process.env.CONNESSIONI_CMS_REPO = repo;
  process.env.CONNESSIONI_BROWSER = "1";
  process.env.CONNESSIONI_CHROME_PATH = executablePath;
}
