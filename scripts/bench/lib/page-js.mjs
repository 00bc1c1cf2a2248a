// JavaScript a page needs, read from the build: the <script src> files in its HTML, the page
// component's chunks from webpack.stats.json and chunk-map.json (the Gatsby runtime fetches them
// right after the app bundle) and the inline scripts, each gzip-sized at the level our server uses.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync, constants as zlibConstants } from "node:zlib";
import { decodeHtmlText } from "./html-text.mjs";

const gzipSize = (buffer) => gzipSync(buffer, { level: zlibConstants.Z_BEST_COMPRESSION }).length;

/** The HTML file Gatsby writes for a route ("/" → index.html, "/talks/" → talks/index.html). */
export function htmlFileFor(root, route) {
  return path.join(root, route.replace(/^\/+/, ""), "index.html");
}

/** `<script>` tags of an HTML string: src (if any), type and inline body. */
export function scriptsIn(html) {
  const scripts = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const [, attributes, body] of html.matchAll(pattern)) {
    const src = /(?:^|\s)src\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? null;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? null;
    // The post-paint loader (gatsby/internals/post-paint-loader) names the scripts it starts.
    // It also carries Gatsby's globals (page path, chunk map) in data attributes: counted as inline JS.
    const isLoader = /\bid="post-paint-loader"/.test(attributes);
    const starts = isLoader ? (/\bdata-src="([^"]*)"/.exec(attributes)?.[1] ?? "").split(" ").filter(Boolean) : [];
    const data = isLoader ? [...attributes.matchAll(/\bdata-[\w-]+="([^"]*)"/g)].map((match) => decodeHtmlText(match[1])).join("\n") : "";
    scripts.push({ src, type, body, starts, data });
  }
  return scripts;
}

/** Inline scripts that execute (JSON-LD and other data blocks are not JavaScript). */
function isExecutable(type) {
  return type === null || /^(module|text\/javascript|application\/javascript)$/i.test(type);
}

/**
 * The page component's JavaScript: its chunk group in webpack.stats.json (which also names the
 * shared chunks the webpack runtime loads first, e.g. commons) and chunk-map.json.
 */
async function pageChunks(root, route) {
  const pageDataPath = path.join(root, "page-data", route === "/" ? "index" : route.replace(/^\/+/, ""), "page-data.json");
  const pageData = JSON.parse(await readFile(pageDataPath, "utf8"));
  const chunkName = pageData.componentChunkName;
  const stats = JSON.parse(await readFile(path.join(root, "webpack.stats.json"), "utf8"));
  const fromStats = (stats.assetsByChunkName?.[chunkName] ?? []).map((file) => `/${file}`);
  let fromChunkMap = [];
  try {
    fromChunkMap = JSON.parse(await readFile(path.join(root, "chunk-map.json"), "utf8"))[chunkName] ?? [];
  } catch {
    // chunk-map.json is optional; the stats are enough.
  }
  return [...fromStats, ...fromChunkMap].filter((file) => file.endsWith(".js"));
}

/**
 * Gzip bytes of the JavaScript one page loads: { total, files: [{ file, gz }], inline }.
 * Files are counted once even when the HTML and the chunk map both list them.
 */
export async function pageJsSize(root, route) {
  const html = await readFile(htmlFileFor(root, route), "utf8");
  const scripts = scriptsIn(html);
  const sources = new Set();
  let inline = 0;
  for (const script of scripts) {
    if (!isExecutable(script.type)) continue;
    if (script.src) sources.add(script.src);
    else if (script.body.trim()) inline += gzipSize(Buffer.from(script.body));
    if (script.data) inline += gzipSize(Buffer.from(script.data));
    for (const started of script.starts) sources.add(started);
  }
  for (const chunk of await pageChunks(root, route)) sources.add(chunk);
  const owners = await chunkGroupsByFile(root);
  const files = [];
  for (const src of sources) {
    if (/^(https?:)?\/\//i.test(src)) {
      files.push({ file: src, gz: null, external: true });
      continue;
    }
    const body = await readFile(path.join(root, src.split(/[?#]/)[0].replace(/^\/+/, "")));
    files.push({ file: src, gz: gzipSize(body), label: fileLabel(src, owners) });
  }
  const total = inline + files.reduce((sum, file) => sum + (file.gz ?? 0), 0);
  return { total, inline, files };
}

/** Every file of the client bundle, with the named chunk groups (webpack.stats.json) that list it. */
async function chunkGroupsByFile(root) {
  const stats = JSON.parse(await readFile(path.join(root, "webpack.stats.json"), "utf8"));
  const owners = new Map();
  for (const [group, files] of Object.entries(stats.assetsByChunkName ?? {})) {
    for (const file of files) owners.set(`/${file}`, [...(owners.get(`/${file}`) ?? []), group]);
  }
  return owners;
}

/**
 * A readable name for a file: on-demand chunks' files carry an id, not a name
 * (gatsby/internals/chunk-file-names.ts), so a file that one chunk group alone lists is named after
 * it ("component---src-pages-index-tsx.js"); start-up and shared files by their name without the hash.
 */
function fileLabel(file, owners) {
  const bare = file.replace(/^\//, "").replace(/[-.][0-9a-f]{8,}(\.(?:js|css))$/, "$1");
  const groups = owners.get(file) ?? [];
  return groups.length === 1 && groups[0] !== "app" ? `${groups[0]}${path.extname(file)}` : bare;
}

/** The webpack chunk group gatsby-browser.tsx asks for once React has taken over a page. */
export const AFTER_PAINT_CHUNK = "enhancements";

/**
 * Gzip bytes of the JavaScript and CSS every page loads after its first client render (the visitor's
 * enhancements, src/enhancements), beyond what the pages load first: { total, files }.
 */
export async function afterPaintJsSize(root) {
  const stats = JSON.parse(await readFile(path.join(root, "webpack.stats.json"), "utf8"));
  const filesOf = (group) =>
    (stats.namedChunkGroups?.[group]?.assets ?? []).map((asset) => (typeof asset === "string" ? asset : asset.name)).filter((name) => /\.(js|css)$/.test(name));
  // Files the group shares with a page's first load are counted in that page's JS already.
  const firstLoad = new Set(
    Object.keys(stats.namedChunkGroups ?? {})
      .filter((group) => group !== AFTER_PAINT_CHUNK)
      .flatMap(filesOf),
  );
  const owners = await chunkGroupsByFile(root);
  const files = [];
  for (const name of filesOf(AFTER_PAINT_CHUNK)) {
    if (firstLoad.has(name)) continue;
    files.push({ file: `/${name}`, gz: gzipSize(await readFile(path.join(root, name))), label: fileLabel(`/${name}`, owners) });
  }
  return { total: files.reduce((sum, file) => sum + file.gz, 0), files };
}
