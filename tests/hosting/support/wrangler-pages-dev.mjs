// Starts Cloudflare Pages' own local server, `wrangler pages dev` (the workerd runtime and the asset
// server Pages runs in production), on a loopback port, with no account, no telemetry and no calls
// home, so the hosting tests see what Cloudflare Pages would send.
import { spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/lib/free-port.mjs";

const require = createRequire(import.meta.url);

/**
 * What a deploy uploads besides the build, from the repository's root: the functions, the modules
 * they import, and wrangler.toml (the project's settings: compatibility date, the D1 binding) with
 * the migrations it names.
 */
export const SITE_FUNCTIONS = ["functions", "cms-auth", "notifications", "src/events/push-file.ts", "src/events/push-retention.ts", "wrangler.toml"];

/** The wrangler CLI named by the package's `bin` (its `exports` no longer list bin/wrangler.js). */
export function wranglerCli() {
  const manifest = require.resolve("wrangler/package.json");
  return path.join(path.dirname(manifest), require(manifest).bin.wrangler);
}

/** The environment of a wrangler started by a test: no account, no telemetry, no calls home, its files under workDir. */
export function wranglerEnv(workDir) {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    // Request.cf placeholder data would otherwise be fetched from Cloudflare at start.
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_LOG_PATH: path.join(workDir, "logs"),
    XDG_CONFIG_HOME: path.join(workDir, "config"),
    CI: "true",
    NO_COLOR: "1",
  };
}

async function waitUntilServing(url, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited (${child.exitCode}):\n${output.join("")}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler pages dev did not answer at ${url} within ${timeoutMs / 1000} s:\n${output.join("")}`);
}

/**
 * Serves `publicDir` with `wrangler pages dev`. Resolves to `{ url, close }` once it answers.
 * Its state and logs go to a temporary folder (the working directory too: wrangler writes .wrangler/ there).
 * Options for the CMS login test: `port` (default: a free one), `functions` (`{ root, folders }`: the
 * folders of the repository copied into the working directory, where wrangler looks for functions/,
 * with what they import; SITE_FUNCTIONS for the site's own), `bindings` (the functions' variables, as
 * `--binding NAME=value`), `prepare` (`async ({ workDir, persistTo }) => …`, run before wrangler starts,
 * e.g. to apply D1 migrations to the same local state). Resolves to `{ url, close, output, workDir, persistTo }`.
 */
export async function startWranglerPagesDev(publicDir, { timeoutMs = 90_000, port: chosenPort, functions, bindings = {}, prepare } = {}) {
  const workDir = await mkdtemp(path.join(tmpdir(), "connessioni-wrangler-"));
  const persistTo = path.join(workDir, "state");
  const [port, inspectorPort] = [chosenPort ?? (await freePort()), await freePort()];
  const folders = functions?.folders ?? [];
  for (const folder of folders) {
    await cp(path.join(functions.root, folder), path.join(workDir, folder), { recursive: true });
  }
  await prepare?.({ workDir, persistTo });
  const args = [
    wranglerCli(),
    "pages",
    "dev",
    path.resolve(publicDir),
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    // With wrangler.toml its compatibility date, as deployed; without, a fixed date the bundled
    // workerd supports (Pages' static asset handling does not depend on it).
    ...(folders.includes("wrangler.toml") ? [] : ["--compatibility-date", "2025-09-01"]),
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    ...Object.entries(bindings).flatMap(([name, value]) => ["--binding", `${name}=${value}`]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: workDir,
    detached: true, // its own process group, so close() ends workerd too
    stdio: ["ignore", "pipe", "pipe"],
    env: wranglerEnv(workDir),
  });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(String(chunk)));
  child.stderr.on("data", (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      // unref: a pending timer would keep the test process alive after wrangler has gone.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    }
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${url}/`, child, output, timeoutMs);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close, output, workDir, persistTo };
}
