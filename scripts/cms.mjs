#!/usr/bin/env node
// `npm run cms`: edit data/ in the browser, on this computer, with no account (docs/guida-editori.md,
// "Modificare dal browser"). Runs, all on the loopback interface only:
// - decap-server, Decap's local backend (MODE=fs: it reads and writes the files of the repository
//   directly; nothing is committed or pushed), on a free port;
// - the built site with /admin/, served by scripts/serve.mjs with the host headers (_headers);
// - one small front server that forwards /api/v1 to decap-server and everything else to the site,
//   so the CMS finds its backend on its own origin (cms-setup.js) and its Content-Security-Policy
//   needs no extra host.
// decap-server was read before being chosen: express + cors + simple-git, it listens on BIND_HOST and
// PORT, and it contacts no other host.
//
//   node scripts/cms.mjs [--port 8080] [--repo .] [--root public]
//
// Programmatic use (the CMS tests): `const { url, close } = await startCms({ repoDir, publicDir, port: 0 })`.

import { spawn } from "node:child_process";
import { createServer, request as httpRequest } from "node:http";
import { createRequire } from "node:module";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./lib/free-port.mjs";
import { startServer } from "./serve.mjs";

const scriptDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(scriptDir, "..");
const LOOPBACK = "127.0.0.1";

/** Resolves once decap-server answers its "info" action (it takes a moment to start). */
async function waitForBackend(apiUrl, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped (exit code ${child.exitCode})`);
    try {
      const response = await fetch(apiUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer at ${apiUrl}`);
}

/** Forwards one request to `target` (an http://host:port origin) and pipes the answer back. */
function forward(target, request, response) {
  const { hostname, port } = new URL(target);
  const upstream = httpRequest(
    { hostname, port, path: request.url, method: request.method, headers: { ...request.headers, host: `${hostname}:${port}` } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on("error", () => {
    if (!response.headersSent) response.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
    response.end("Il servizio locale del CMS non risponde.");
  });
  request.pipe(upstream);
}

/**
 * Starts decap-server on `repoDir`, the site of `publicDir`, and the front server on `port`
 * (0 = any free port). Resolves once all three answer.
 */
export async function startCms({ repoDir = repoRoot, publicDir = path.join(repoRoot, "public"), port = 8080, quiet = false } = {}) {
  const backendPort = await freePort();
  const decapServer = createRequire(import.meta.url).resolve("decap-server/dist/index.js");
  const backend = spawn(process.execPath, [decapServer], {
    cwd: repoDir,
    env: {
      PATH: process.env.PATH,
      MODE: "fs",
      PORT: String(backendPort),
      BIND_HOST: LOOPBACK,
      GIT_REPO_DIRECTORY: path.resolve(repoDir),
      LOG_LEVEL: quiet ? "error" : "info",
    },
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
  const backendUrl = `http://${LOOPBACK}:${backendPort}`;
  const site = await startServer({ root: publicDir, port: 0, host: LOOPBACK });
  try {
    await waitForBackend(`${backendUrl}/api/v1`, backend);
  } catch (error) {
    backend.kill();
    await site.close();
    throw error;
  }

  const front = createServer((request, response) => {
    const target = (request.url ?? "/").startsWith("/api/v1") ? backendUrl : site.url;
    forward(target, request, response);
  });
  front.listen(port, LOOPBACK);
  try {
    await once(front, "listening");
  } catch (error) {
    backend.kill();
    await site.close();
    throw error;
  }
  const url = `http://${LOOPBACK}:${front.address().port}`;

  async function close() {
    front.closeAllConnections?.();
    await new Promise((resolve) => front.close(resolve));
    await site.close();
    if (backend.exitCode === null) {
      backend.kill();
      await once(backend, "exit");
    }
  }
  return { url, adminUrl: `${url}/admin/`, close };
}

function argValue(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main() {
  const port = Number(argValue("--port") ?? process.env.PORT ?? 8080);
  const repoDir = path.resolve(argValue("--repo") ?? repoRoot);
  const publicDir = path.resolve(argValue("--root") ?? path.join(repoRoot, "public"));
  const cms = await startCms({ repoDir, publicDir, port });
  console.log(`\nCMS pronto: apri ${cms.adminUrl}\n(le modifiche vengono scritte nei file di ${path.join(repoDir, "data")}; Ctrl+C per chiudere)\n`);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      cms.close().then(() => process.exit(0));
    });
  }
}

// No top-level await: the CMS tests' Jest globalSetup imports this module.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`Impossibile avviare il CMS locale: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
