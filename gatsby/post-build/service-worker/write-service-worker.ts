import { copyFile, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { SERVICE_WORKER_PATH } from "../../../src/enhancements/offline/protocol";
import { selectPrecacheFiles } from "./precache-list";
import { notificationIcon } from "./worker/notification";

// Files whose name carries their content hash need no revision: Workbox fetches them once, maybe
// from the HTTP cache, and keeps them across versions while their name stays.
const hashedName = /^(?:static\/|[\w.-]+(?:-[0-9a-f]{8,}\.m?js|\.[0-9a-f]{8,}\.css)$)/;

/** public/ file → precache URL, in the form pages link to ("concerti/index.html" → "/concerti/"). */
export const precacheUrl = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, "$1")}`;

export interface ServiceWorkerResult {
  /** "worker": the offline worker; "retired": the self-unregistering one (GATSBY_SERVICE_WORKER=off). */
  kind: "worker" | "retired";
  precachedFiles: number;
  /** What a phone keeps after one visit: the bytes of the precached files (stored uncompressed). */
  precachedBytes: number;
  workerBytes: number;
  warnings: string[];
}

/**
 * Writes public/sw.js: worker/sw.ts bundled with Workbox 7's runtime modules (esbuild), its precache
 * manifest injected by workbox-build from the selection of precache-list.ts. With
 * GATSBY_SERVICE_WORKER=off it writes retire-worker.js there instead (docs/deploy.md, "Retiring the
 * service worker"); the pages of such a build register nothing.
 */
export async function writeServiceWorker(publicDir: string): Promise<ServiceWorkerResult> {
  const swDest = path.join(publicDir, SERVICE_WORKER_PATH.slice(1));
  if (process.env.GATSBY_SERVICE_WORKER === "off") {
    await copyFile(path.join(__dirname, "retire-worker.js"), swDest);
    return { kind: "retired", precachedFiles: 0, precachedBytes: 0, workerBytes: (await stat(swDest)).size, warnings: [] };
  }
  const selection = await selectPrecacheFiles(publicDir);
  // The notifications' title and icon: the web app manifest's (gatsby-plugin-manifest, from sito.json).
  const manifest = JSON.parse(await readFile(path.join(publicDir, "manifest.webmanifest"), "utf8")) as {
    short_name?: string;
    icons?: { src: string; sizes?: string }[];
  };
  const site = { name: manifest.short_name ?? "", icon: notificationIcon(manifest) };
  const work = await mkdtemp(path.join(tmpdir(), "connessioni-sw-"));
  try {
    const swSrc = path.join(work, "sw.js");
    await build({
      entryPoints: [path.join(__dirname, "worker", "sw.ts")],
      outfile: swSrc,
      bundle: true,
      format: "iife",
      target: "es2020",
      minify: true,
      legalComments: "none",
      // Workbox logs and checks its arguments only outside production.
      define: { "process.env.NODE_ENV": '"production"', NOTIFICATION_SITE: JSON.stringify(site) },
      logLevel: "silent",
    });
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest,
      globDirectory: publicDir,
      globPatterns: selection.files,
      dontCacheBustURLsMatching: hashedName,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: precacheUrl(entry.url) })), warnings: [] })],
    });
    const problems = [
      ...warnings,
      ...selection.missingGroups.map((group) => `webpack.stats.json has no chunk group "${group}": it is not in the offline copy`),
    ];
    if (count !== selection.files.length) problems.push(`precached ${count} files of the ${selection.files.length} selected`);
    return { kind: "worker", precachedFiles: count, precachedBytes: size, workerBytes: (await stat(swDest)).size, warnings: problems };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
