// Jest globalSetup for the browser suites: serves public/ on a random loopback port and starts ONE
// Chromium that every test file connects to (launching a browser per file costs seconds each on a
// 2-core machine). Plain ESM because it imports scripts/serve.mjs natively, outside Jest's sandbox.
// What it hands to the test workers, through the environment:
//   CONNESSIONI_BASE_URL    http://127.0.0.1:<port>
//   CONNESSIONI_BROWSER     "1" when a browser runs, "0" when the browser tests must be skipped
//   CONNESSIONI_BROWSER_WS  the shared browser's endpoint, for chromium.connect()
//   CONNESSIONI_CHROME_PATH the executable, for suites that need a browser of their own
import { existsSync, readFileSync } from "node:fs";
import { access, constants } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "../../../scripts/serve.mjs";

const supportDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(supportDir, "..", "..", "..");
// No sandbox (containers), no GPU, no calls home: shared with harness.ts, hence JSON.
const chromiumArgs = JSON.parse(readFileSync(path.join(supportDir, "chromium-args.json"), "utf8"));
// Debian's headless shell first (package chromium-headless-shell, the same Chromium build without the
// browser's UI layer, what Playwright itself runs headless): it does the suites' work with about 40%
// less CPU than the full browser (449 CPU-s for the browser suites in one run, 752 for their files run one by one on `chromium`, 2026-11-25).
const executableNames = JSON.parse(readFileSync(path.join(supportDir, "chromium-executables.json"), "utf8"));

async function isExecutable(file) {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function onPath(command) {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, command);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

/** CHROME_PATH first, then Debian's headless shell or chromium, then the usual names on PATH. */
export async function findChromium() {
  if (process.env.CHROME_PATH) {
    return (await isExecutable(process.env.CHROME_PATH)) ? process.env.CHROME_PATH : null;
  }
  for (const command of executableNames) {
    const found = await onPath(command);
    if (found) return found;
  }
  return null;
}

export default async function globalSetup() {
  // CONNESSIONI_PUBLIC_DIR: test another build (a fixture site, a copy built elsewhere).
  const publicDir = path.resolve(repoRoot, process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
  if (!existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`${publicDir}/index.html is missing: run \`npm run build\` before the browser tests.`);
  }
  const server = await startServer({ root: publicDir, port: 0, host: "127.0.0.1" });
  globalThis.__connessioniServer = server;
  process.env.CONNESSIONI_BASE_URL = server.url;

  const executablePath = await findChromium();
  if (!executablePath) {
    const where = process.env.CHROME_PATH ? `CHROME_PATH=${process.env.CHROME_PATH} is not executable` : "no Chromium found";
    if (process.env.REQUIRE_BROWSER === "1") {
      await server.close();
      throw new Error(`REQUIRE_BROWSER=1 but ${where}. Install one (apt-get install -y chromium) or set CHROME_PATH.`);
    }
    console.warn(
      `\n!!! BROWSER TESTS SKIPPED: ${where}. Install one with \`apt-get install -y chromium\` ` +
        "or set CHROME_PATH=/path/to/chrome, then run `npm run test:browser`. !!!\n",
    );
    process.env.CONNESSIONI_BROWSER = "0";
    return;
  }

  const browserServer = await chromium.launchServer({ executablePath, args: chromiumArgs, host: "127.0.0.1" });
  globalThis.__connessioniBrowserServer = browserServer;
  process.env.CONNESSIONI_BROWSER = "1";
  process.env.CONNESSIONI_BROWSER_WS = browserServer.wsEndpoint();
  process.env.CONNESSIONI_CHROME_PATH = executablePath;
}
