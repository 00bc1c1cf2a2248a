// Jest globalSetup for the hosting suites: serves the build (public/ or CONNESSIONI_PUBLIC_DIR) with
// Cloudflare Pages' own engine (`wrangler pages dev`, with functions/), with our scripts/serve.mjs, and with nginx
// when it is installed, each on a free loopback port. What it hands to the test workers:
//   CONNESSIONI_PUBLIC_DIR_ABS  the build served
//   CONNESSIONI_PAGES_URL       wrangler pages dev, e.g. http://127.0.0.1:41234
//   CONNESSIONI_SERVE_URL       scripts/serve.mjs
//   CONNESSIONI_NGINX_URL       nginx with the config of scripts/nginx-conf.mjs, or "" when not installed
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../../../scripts/serve.mjs";
import { startNginx } from "./nginx.mjs";
import { SITE_FUNCTIONS, startWranglerPagesDev } from "./wrangler-pages-dev.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

export default async function globalSetup() {
  const publicDir = path.resolve(repoRoot, process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
  if (!existsSync(path.join(publicDir, "_headers"))) {
    throw new Error(`${publicDir}/_headers is missing: run \`npm run build\` before the hosting tests.`);
  }
  process.env.CONNESSIONI_PUBLIC_DIR_ABS = publicDir;
  const started = [];
  globalThis.__connessioniHosts = started;
  try {
    // With the site's Pages Functions and wrangler.toml, as a deploy has them (functions/: the CMS
    // login, the feed's media type, the notifications); no variable is set here, so /api/* answers
    // that it is not configured.
    const pages = await startWranglerPagesDev(publicDir, { functions: { root: repoRoot, folders: SITE_FUNCTIONS } });
    started.push(pages);
    process.env.CONNESSIONI_PAGES_URL = pages.url;
    const serve = await startServer({ root: publicDir, port: 0, host: "127.0.0.1" });
    started.push(serve);
    process.env.CONNESSIONI_SERVE_URL = serve.url;
    const nginx = await startNginx(publicDir);
    if (nginx) started.push(nginx);
    process.env.CONNESSIONI_NGINX_URL = nginx?.url ?? "";
  } catch (error) {
    await Promise.all(started.map((host) => host.close()));
    throw error;
  }
}
