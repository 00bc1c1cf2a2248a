#!/usr/bin/env node
// Static server for the production build in public/, used by `npm start`, the browser tests and the
// benchmark. Dependency-free on purpose (node:http + node:zlib): it must behave like the static host
// (Cloudflare Pages' URL handling: pages at /concerti/, 308 from /concerti and /concerti/index.html;
// 404.html with status 404; gzip; the `_headers` file) and nothing more, and the usual packages
// (serve, http-server, gatsby serve) each differ from the host in one of those points.
// tests/hosting/ checks that it answers the same status codes as Cloudflare's own engine.
//
//   node scripts/serve.mjs [--port 9000] [--host localhost] [--root public]
//   PORT=0 node scripts/serve.mjs          # port 0 = any free port
//
// Programmatic use: `const { url, close } = await startServer({ root, port: 0, host: "127.0.0.1" })`.

import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { open, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { gzip as gzipCallback, constants as zlibConstants } from "node:zlib";

const gzip = promisify(gzipCallback);
const scriptDir = path.dirname(fileURLToPath(import.meta.url));
export const defaultRoot = path.resolve(scriptDir, "..", "public");

const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".pdf": "application/pdf",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
};

// Images and fonts are already compressed; gzipping them again costs CPU for nothing.
const compressible = /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg\+xml)/;

/** Headers rules from public/_headers via the delivery module; no module yet → no extra headers. */
async function loadHeaderRules(root) {
  const moduleUrl = pathToFileURL(path.join(scriptDir, "lib", "headers-file.mjs")).href;
  let mod;
  try {
    mod = await import(moduleUrl);
  } catch (error) {
    if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("headers-file.mjs")) {
      return () => [];
    }
    throw error;
  }
  return await mod.loadHeadersRules(root);
}

async function fileAt(filePath) {
  try {
    const info = await stat(filePath);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** A file's stat and bytes, read through one handle (so both are of the same file), or null. */
async function readOpenFile(filePath) {
  let file;
  try {
    file = await open(filePath);
    return { info: await file.stat(), body: await file.readFile() };
  } catch {
    return null;
  } finally {
    await file?.close();
  }
}

// Host configuration files: the hosts read them, never serve them.
const hostFiles = new Set(["/_headers", "/_redirects"]);

/**
 * Maps a URL pathname to a file under root the way Cloudflare Pages does (its default HTML handling,
 * "auto-trailing-slash"; Netlify agrees on every path the site links to):
 * - `/a/b.css` → a/b.css; `/concerti/` → concerti/index.html;
 * - `/concerti` and `/concerti/index.html` → 308 to `/concerti/`; `/index.html` → 308 to `/`;
 * - `/404` → 404.html (a file x.html is served at /x), and `/404.html` → 308 to `/404`;
 * - anything else → 404.html with status 404.
 */
async function resolveRequest(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  // Normalise and refuse anything that escapes root ("/../", encoded NULs, ...).
  const normalised = path.posix.normalize(decoded);
  const relative = normalised.replace(/^\/+/, "");
  const filePath = path.join(root, relative);
  if (decoded.includes("\0") || (filePath !== root && !filePath.startsWith(root + path.sep))) {
    return { status: 400 };
  }
  const redirect = (target) => ({ status: 308, location: encodeURI(target) });
  const serve = async (candidate) => {
    const info = await fileAt(candidate);
    return info ? { status: 200, filePath: candidate, info } : null;
  };

  if (!hostFiles.has(normalised)) {
    if (normalised.endsWith("/")) {
      const index = await serve(path.join(filePath, "index.html"));
      if (index) return index;
      if (normalised !== "/" && (await fileAt(`${filePath.replace(/[\\/]+$/, "")}.html`))) return redirect(normalised.slice(0, -1));
    } else if (normalised.endsWith(".html")) {
      if (await fileAt(filePath)) {
        if (normalised === "/index.html" || normalised.endsWith("/index.html")) return redirect(normalised.slice(0, -"index.html".length));
        return redirect(normalised.slice(0, -".html".length));
      }
    } else {
      const direct = (await serve(filePath)) ?? (await serve(`${filePath}.html`));
      if (direct) return direct;
      if (await fileAt(path.join(filePath, "index.html"))) return redirect(`${normalised}/`);
    }
  }
  const notFound = await serve(path.join(root, "404.html"));
  return notFound ? { ...notFound, status: 404 } : { status: 404 };
}

/**
 * If-None-Match as RFC 9110 reads it: "*", or a list of entity tags compared weakly (W/ ignored), so a
 * browser or a CDN sending several tags, or the strong form of ours, still gets its 304.
 */
export function noneMatchHits(header, etag) {
  if (!header) return false;
  if (String(header).trim() === "*") return true;
  const opaque = (tag) => tag.trim().replace(/^W\//, "");
  return String(header)
    .split(",")
    .some((tag) => opaque(tag) === opaque(etag));
}

/** Starts the server; resolves once it listens. */
export async function startServer({ root = defaultRoot, port = 9000, host = "localhost" } = {}) {
  const absoluteRoot = path.resolve(root);
  // The `_headers` rules of each build served, keyed as the files below: a deploy replaces them with
  // its pages (the hosts switch both at once), and a page must get its own build's policy (the
  // hashes of its inline scripts).
  const headerRules = new Map();
  async function headersOf(buildRoot) {
    const info = await fileAt(path.join(buildRoot, "_headers"));
    const key = info ? `${buildRoot}:${info.ino}:${info.mtimeMs}:${info.size}` : buildRoot;
    let rules = headerRules.get(key);
    if (!rules) {
      rules = await loadHeaderRules(buildRoot);
      headerRules.set(key, rules);
    }
    return rules;
  }
  await headersOf(absoluteRoot);
  // Compressed bodies, keyed as the ETags, so repeated test and benchmark runs gzip each file once.
  const gzipCache = new Map();
  // Content ETags, keyed by file (path and inode), mtime and size.
  const etags = new Map();

  async function handle(request, response) {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    // The build the root is now (a symbolic link that a deploy switches, as the deploy suite does):
    // once per request, so that the file and its headers come from the same one.
    const buildRoot = await realpath(absoluteRoot).catch(() => absoluteRoot);
    const headersFor = await headersOf(buildRoot);
    const resolved = await resolveRequest(buildRoot, url.pathname);
    // The host applies `_headers` on top of its own defaults, so these win over ours (set later).
    const applyHostHeaders = () => {
      for (const [name, value] of headersFor(url.pathname)) response.setHeader(name, value);
    };

    if (resolved.status === 308) {
      applyHostHeaders();
      response.writeHead(308, { Location: resolved.location + url.search }).end();
      return;
    }
    if (!resolved.filePath) {
      applyHostHeaders();
      response.writeHead(resolved.status, { "Content-Type": "text/plain; charset=utf-8" });
      response.end(resolved.status === 400 ? "Bad request\n" : "Not found\n");
      return;
    }

    const { filePath } = resolved;
    // The file's facts and bytes from one open file: a deploy that switches the folder between a
    // stat and a read (the deploy suite does, with pages open) would pair one build's bytes with the
    // other's key, and the caches below would keep that pair. The hosts switch a deploy atomically.
    const opened = await readOpenFile(filePath);
    if (!opened) {
      applyHostHeaders();
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    const { info } = opened;
    let { body } = opened;
    const type = contentTypes[path.extname(filePath).toLowerCase()] ?? "application/octet-stream";
    const key = `${filePath}:${info.ino}:${info.mtimeMs}:${info.size}`;
    // From the content, as the hosts do: a rebuild that writes the same bytes (public/avvisi.json,
    // which open pages poll) keeps its ETag, so their conditional requests still get a 304.
    let etag = etags.get(key);
    if (!etag) {
      etag = `W/"${createHash("sha256").update(body).digest("hex").slice(0, 32)}"`;
      etags.set(key, etag);
    }
    response.setHeader("Content-Type", type);
    response.setHeader("Last-Modified", info.mtime.toUTCString());
    if (resolved.status === 200) response.setHeader("ETag", etag);
    if (resolved.status === 200 && noneMatchHits(request.headers["if-none-match"], etag)) {
      applyHostHeaders();
      response.writeHead(304).end();
      return;
    }

    const wantsGzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    if (compressible.test(type)) {
      response.setHeader("Vary", "Accept-Encoding");
      if (wantsGzip && body.length > 256) {
        let compressed = gzipCache.get(key);
        if (!compressed) {
          compressed = await gzip(body, { level: zlibConstants.Z_BEST_COMPRESSION });
          gzipCache.set(key, compressed);
        }
        body = compressed;
        response.setHeader("Content-Encoding", "gzip");
      }
    }
    response.setHeader("Content-Length", body.length);
    applyHostHeaders();
    response.writeHead(resolved.status);
    response.end(request.method === "HEAD" ? undefined : body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" });
      response.end("Internal server error\n");
    });
  });
  // Browsers keep connections alive; without this, close() would wait for them to time out.
  server.keepAliveTimeout = 2000;

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const urlHost = host === "localhost" ? "localhost" : shownHost;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    server,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = inline ?? argv[i + 1];
    if (["--port", "-p", "--host", "--root"].includes(flag)) {
      if (inline === undefined) i += 1;
      options[flag === "-p" ? "port" : flag.slice(2)] = value;
    } else {
      throw new Error(`Unknown option ${argv[i]} (use --port, --host, --root)`);
    }
  }
  return options;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const root = path.resolve(args.root ?? defaultRoot);
  const port = Number(args.port ?? process.env.PORT ?? 9000);
  const host = args.host ?? process.env.HOST ?? "localhost";
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${port}`);
  if (!(await fileAt(path.join(root, "index.html")))) {
    throw new Error(`${root}/index.html not found: run \`npm run build\` first.`);
  }
  const { url, close } = await startServer({ root, port, host });
  const shownRoot = root.startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), root) : root;
  console.log(`Serving ${shownRoot} at ${url}/`);
  const stop = () => close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`serve: ${error.message}`);
    process.exitCode = 1;
  });
}
