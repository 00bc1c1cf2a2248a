// scripts/serve.mjs (`npm start`, the browser tests, the benchmark) must answer like the real host,
// or those tests would pass on something visitors never get: same status and redirect target as
// Cloudflare Pages' engine for every form of every page address, files, and unknown addresses.
import { sitePagePaths } from "../../src/utils/page-paths";
import { builtFiles, pagesUrl, rawGet, serveUrl } from "./support/hosts";

const pageForms = sitePagePaths.flatMap((page) =>
  page === "/" ? ["/", "/index.html", "/?utm_source=x"] : [page, page.slice(0, -1), `${page}index.html`, `${page.slice(0, -1)}?a=1`, page.toUpperCase()],
);
const files = builtFiles();
const sample = (pattern: RegExp) => files.filter((file) => pattern.test(file)).slice(0, 3).map((file) => `/${file}`);
const paths = [
  ...pageForms,
  "/404", "/404/", "/404.html", "/404/index.html",
  "/pagina-inesistente", "/pagina-inesistente/", "/a/b/c", "/calendario", "/calendario/", "/static", "/page-data/",
  ...sample(/\.ics$/), ...sample(/^page-data\/.*\.json$/), ...sample(/^static\//), ...sample(/^[^/]+\.(js|css)$/),
  "/robots.txt", "/sitemap-index.xml", "/manifest.webmanifest", "/favicon.ico",
];

test("serve.mjs answers every path with Cloudflare Pages' status and redirect target", async () => {
  const differences: string[] = [];
  for (const pathname of paths) {
    const [host, ours] = await Promise.all([rawGet(pagesUrl, pathname), rawGet(serveUrl, pathname)]);
    const [expected, got] = [host, ours].map(({ status, location }) => `${status}${location ? ` → ${location}` : ""}`);
    if (expected !== got) differences.push(`${pathname}: Cloudflare Pages ${expected}, serve.mjs ${got}`);
  }
  expect(differences).toEqual([]);
});

test("serve.mjs sends the same Cache-Control and Content-Security-Policy as Cloudflare Pages", async () => {
  const differences: string[] = [];
  for (const pathname of [...sitePagePaths, "/pagina-inesistente", ...sample(/\.ics$/), ...sample(/^static\//)]) {
    const [host, ours] = await Promise.all([rawGet(pagesUrl, pathname), rawGet(serveUrl, pathname)]);
    for (const name of ["content-security-policy", "x-frame-options", "strict-transport-security"]) {
      if (host.headers.get(name) !== ours.headers.get(name)) differences.push(`${pathname} ${name}: ${host.headers.get(name)} vs ${ours.headers.get(name)}`);
    }
    // Cloudflare sends its own "no-store" on 404 responses, where _headers sets none.
    if (host.status === 200 && host.headers.get("cache-control") !== ours.headers.get("cache-control")) {
      differences.push(`${pathname} cache-control: ${host.headers.get("cache-control")} vs ${ours.headers.get("cache-control")}`);
    }
  }
  expect(differences).toEqual([]);
});
