// The request paths on which a look-alike server (serve.mjs, nginx) must answer like Cloudflare
// Pages: every form of every page address, 404 pages, unknown addresses, folders, and a few files
// of each kind from the build.
import { changesFeedPath, scheduleFeedPaths, sitePagePaths } from "../../../src/utils/page-paths";
import { CHUNK_FILE_PREFIX } from "../../../gatsby/internals/chunk-file-names";
import { builtFiles } from "./hosts";

const files = builtFiles();
/**
 * The pages one level below another (/luoghi/<slug>/, /edizioni/<anno>/), which `_headers` may give one
 * placeholder rule (`/luoghi/:slug/`, gatsby/post-build/headers): each look-alike must read it as the hosts do.
 */
export const nestedPagePaths = files
  .map((file) => /^([^/]+\/[^/]+)\/index\.html$/.exec(file)?.[1])
  .filter((dir): dir is string => dir !== undefined && !dir.startsWith("admin/") && !dir.startsWith("_gatsby/"))
  .map((dir) => `/${dir}/`);
// An unknown address beside them: 404.html, under the folded rule's headers.
const unknownNested = [...new Set(nestedPagePaths.map((page) => page.replace(/[^/]+\/$/, "inesistente/")))];
const pageForms = [...sitePagePaths, ...nestedPagePaths].flatMap((page) =>
  page === "/" ? ["/", "/index.html", "/?utm_source=x"] : [page, page.slice(0, -1), `${page}index.html`, `${page.slice(0, -1)}?a=1`],
);
const sample = (pattern: RegExp) =>
  files
    .filter((file) => pattern.test(file))
    .slice(0, 3)
    .map((file) => `/${file}`);

export const comparedPaths = [
  ...pageForms,
  "/404",
  "/404/",
  "/404.html",
  "/404/index.html",
  "/pagina-inesistente",
  "/pagina-inesistente/",
  "/a/b/c",
  ...unknownNested,
  "/calendario",
  "/calendario/",
  "/static",
  "/page-data/",
  ...sample(/\.ics$/),
  ...sample(/^page-data\/.*\.json$/),
  ...sample(/^static\//),
  ...sample(/^[^/]+\.(js|css)$/),
  "/robots.txt",
  "/sitemap-index.xml",
  "/manifest.webmanifest",
  "/favicon.ico",
  "/sw.js",
  changesFeedPath,
  scheduleFeedPaths.xml,
  scheduleFeedPaths.json,
];

/** Paths whose headers are compared: the pages, an unknown address, calendars and static files. */
export const headerPaths = [
  ...sitePagePaths,
  ...nestedPagePaths.flatMap((page) => [page, `${page}index.html`]),
  ...unknownNested,
  "/pagina-inesistente",
  "/sw.js",
  changesFeedPath,
  scheduleFeedPaths.xml,
  scheduleFeedPaths.json,
  ...sample(/\.ics$/),
  ...sample(/^static\//),
  ...sample(/^page-data\//),
  // The hashed root files, which share one rule per family (`/async-*`, the on-demand chunks of
  // gatsby/internals/chunk-file-names; `/component---*`, `/enhancements-*` on a plain build): a chunk,
  // its map, its CSS, and a name of the family the build does not have (404.html).
  ...sample(new RegExp(`^${CHUNK_FILE_PREFIX}[^/]+\\.(js|js\\.map|css)$`)),
  ...sample(/^component---[^/]+\.(js|js\.map|css)$/),
  ...sample(/^enhancements-[^/]+\.js\.map$/),
  `/${CHUNK_FILE_PREFIX}inesistente-0123456789abcdef0123.js`,
  "/component---inesistente-0123456789abcdef0123.js",
];
