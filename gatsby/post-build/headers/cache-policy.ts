import { SERVICE_WORKER_PATH } from "../../../src/enhancements/offline/protocol";

const SERVICE_WORKER_FILE = SERVICE_WORKER_PATH.slice(1);

/** The three caching behaviours the site needs; each public file gets exactly one. */
export const cacheControl = {
  /** Files whose name changes with their content: cache for a year, never revalidate. */
  immutable: "public, max-age=31536000, immutable",
  /**
   * Files that keep their name across builds: always ask the host (a cheap 304 when unchanged). Also
   * the notices file that open pages poll: Cloudflare Pages and Netlify send an ETag for every file,
   * so an unchanged one costs a 304.
   */
  revalidate: "public, max-age=0, must-revalidate",
  /** Unhashed images, icons and fonts: a day of staleness is harmless and saves repeat requests. */
  day: "public, max-age=86400",
} as const;

export type CacheClass = keyof typeof cacheControl;

// Gatsby's webpack output at the site root: `[name]-[contenthash].js` (app, framework,
// webpack-runtime; component---… and numbered chunks on a plain build), `[name].[contenthash].css`
// (app; component---… on a plain build: what client-side navigation fetches), the on-demand chunks'
// `async-[id]-[contenthash:8].js` and `async-[id].[contenthash:8].css` (gatsby/internals/chunk-file-names),
// and their .map / .LICENSE.txt companions.
// webpack's content hashes are 20 hex digits, the on-demand chunks' 8.
const hashedRootAsset = /^(?:[\w.-]+-[0-9a-f]{8,}\.m?js|[\w-]+\.[0-9a-f]{8,}\.css)(?:\.map|\.LICENSE\.txt)?$/;
const media = /\.(?:avif|gif|ico|jpe?g|png|svg|webp|woff2?|ttf|otf)$/i;

/**
 * How a file under public/ (path relative to public/, with "/" separators) is cached.
 * Everything under static/ is content-hashed by Gatsby (`static/<hash>/<name>` or `name-<hash>.ext`).
 */
export function cacheClassFor(relativePath: string): CacheClass {
  // The service worker's script keeps its name across deploys and decides what every visitor sees:
  // never cached as immutable, or a CDN or browser could keep an old site alive (docs/deploy.md).
  if (relativePath === SERVICE_WORKER_FILE) return "revalidate";
  if (relativePath.endsWith(".html")) return "revalidate";
  if (relativePath.startsWith("page-data/")) return "revalidate";
  if (relativePath.startsWith("static/")) return "immutable";
  if (!relativePath.includes("/") && hashedRootAsset.test(relativePath)) return "immutable";
  if (media.test(relativePath)) return "day";
  // Unhashed data: app-data.json, .ics calendars, the manifest, sitemaps, robots.txt, chunk-map.json …
  return "revalidate";
}
