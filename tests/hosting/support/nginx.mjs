// Starts nginx (when installed) in the foreground on a free loopback port, with a throw-away prefix
// and the configuration of scripts/nginx-conf.mjs for the build, so the hosting tests can compare it
// with Cloudflare Pages' engine. No nginx: resolves to null, unless REQUIRE_NGINX=1 (CI), which fails.
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { nginxConfig } from "../../../scripts/nginx-conf.mjs";
import { freePort } from "../../../scripts/lib/free-port.mjs";

function findNginx() {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx", "nginx"].filter(Boolean)) {
    if (spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  return null;
}

export async function startNginx(publicDir, { timeoutMs = 30_000 } = {}) {
  const nginx = findNginx();
  if (!nginx) {
    if (process.env.REQUIRE_NGINX === "1") throw new Error("REQUIRE_NGINX=1 but nginx is not installed (apt-get install -y nginx)");
    console.warn("\n!!! nginx not installed: the nginx hosting test is skipped (apt-get install -y nginx) !!!\n");
    return null;
  }
  const prefix = await mkdtemp(path.join(tmpdir(), "connessioni-nginx-"));
  await mkdir(path.join(prefix, "logs"));
  const port = await freePort();
  const site = nginxConfig({
    headersText: await readFile(path.join(publicDir, "_headers"), "utf8"),
    root: path.resolve(publicDir),
    listen: `127.0.0.1:${port}`,
  });
  await writeFile(path.join(prefix, "connessioni.conf"), site);
  // One process (no master/worker split, so no user switch), everything under the prefix.
  await writeFile(
    path.join(prefix, "nginx.conf"),
    [
      "daemon off;",
      "master_process off;",
      "worker_processes 1;",
      `pid ${path.join(prefix, "nginx.pid")};`,
      `error_log ${path.join(prefix, "logs", "error.log")} warn;`,
      "events { worker_connections 64; }",
      "http {",
      `  access_log off;`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${path.join(prefix, `${kind}_temp`)};`),
      `  include ${path.join(prefix, "connessioni.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(nginx, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(String(chunk)));
  child.stderr.on("data", (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    await rm(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      const log = await readFile(path.join(prefix, "logs", "error.log"), "utf8").catch(() => "");
      await close();
      throw new Error(`nginx exited (${child.exitCode}):\n${output.join("")}${log}`);
    }
    try {
      await (await fetch(`${url}/`, { redirect: "manual" })).arrayBuffer();
      return { url, close };
    } catch {
      if (Date.now() > deadline) {
        await close();
        throw new Error(`nginx did not answer at ${url}:\n${output.join("")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
