/** @jest-environment node */
import { adminHeadersRules } from "../admin-rules";
import { extraHeadersRules } from "../extra-headers-rules";
import { buildHeadersRules } from "../headers-rules";
import { headersFileLimits } from "../write-headers-file";
import { sitePagePaths } from "../../../../src/utils/page-paths";

// The rule count of a synthetic build shaped like the real one (the file names Gatsby writes, every
// page of src/utils/page-paths, the CMS), with as many venues and archived editions as asked. The
// count must not grow with either: the sibling pages share placeholder rules, the hashed root assets
// one rule per family (/component---*, /enhancements-* …), so that a rollover or a grown programme
// never takes the file past Cloudflare Pages' limit, where the build stops.
let counter = 0;
const hash = () => (++counter).toString(16).padStart(20, "0");
const component = (name: string) => {
  const js = `component---src-${name}-tsx-${hash()}.js`;
  return [js, `${js}.map`, `component---src-${name}-tsx.${hash()}.css`];
};
const chunk = (name: string, css = false) => {
  const js = `${name}-${hash()}.js`;
  return [js, `${js}.map`, ...(css ? [`${name}.${hash()}.css`] : [])];
};

function syntheticBuild({ venues, editions }: { venues: number; editions: number }) {
  const pageDirs = sitePagePaths.filter((page) => page !== "/").map((page) => page.slice(1, -1));
  const venueSlugs = Array.from({ length: venues }, (_, i) => `luogo-${i + 1}`);
  const years = Array.from({ length: editions }, (_, i) => String(2015 + i));
  const nested = [...venueSlugs.map((slug) => `luoghi/${slug}`), ...years.map((year) => `edizioni/${year}`)];
  const pages = ["index.html", "404.html", "404/index.html", ...[...pageDirs, ...nested].map((dir) => `${dir}/index.html`)];
  const files = [
    ...pages,
    "_gatsby/slices/_gatsby-scripts-1.html",
    ...chunk("app", true),
    ...chunk("commons"),
    ...chunk("framework"),
    `framework-${hash()}.js.LICENSE.txt`,
    ...chunk("webpack-runtime"),
    ...chunk("enhancements", true),
    ...["calendar", "old-keys", "push", "saved-copy"].flatMap((name) => chunk(`enhancements-${name}`, name === "push" || name === "saved-copy")),
    ...["404", "index", ...pageDirs].flatMap((page) => component(`pages-${page}`)),
    ...component("templates-venue"),
    ...component("templates-archivio"),
    ...["avvisi.json", "chunk-map.json", "favicon.ico", "manifest.webmanifest", "modifiche.xml", "robots.txt", "schedule.json", "schedule.xml"],
    ...["sitemap-0.xml", "sitemap-index.xml", "sw.js", "webpack.stats.json"],
    ...[...pages.map((page) => page.replace(/index\.html$|\.html$/, "")), ""].map((dir) => `page-data/${dir}page-data.json`),
    "page-data/app-data.json",
    ...["connessioni-2025.ics", ...years.map((year) => `connessioni-${year}.ics`)].map((name) => `calendario/${name}`),
    ...["home.png", "concerti.png", ...venueSlugs.map((slug) => `${slug}.png`)].map((name) => `condivisione/${name}`),
    ...["modifiche.json", "notifiche.json", "precedenti.json"].map((name) => `eventi/${name}`),
    ...["icon-192x192.png", "icon-512x512.png"].map((name) => `icons/${name}`),
    `static/${hash()}/06429/poster.webp`,
    "~partytown/partytown-atomics.js",
  ];
  const admin = ["index.html", "cms-formats.js", "cms-manual-init.js", "cms-narrow.css", "cms-setup.js", "config.yml", "event-id.js", "json-file-format.js"]
    .map((name) => `admin/${name}`)
    .concat("admin/decap-cms-3.16.3/decap-cms.js");
  const hashes = new Map(pages.map((page) => [page, ["'sha256-shared'"]]));
  return buildHeadersRules(files, hashes, [...extraHeadersRules, ...adminHeadersRules(admin)]);
}

describe("the _headers file's size", () => {
  const today = syntheticBuild({ venues: 4, editions: 0 });
  const grown = syntheticBuild({ venues: 10, editions: 10 });
  const rollover = syntheticBuild({ venues: 12, editions: 11 });

  it("stays within Cloudflare Pages' limit with room for more pages and chunks", () => {
    for (const rules of [today, grown, rollover]) expect(rules.length).toBeLessThanOrEqual(headersFileLimits.maxRules - 30);
  });

  it("does not grow with the venues and archived editions", () => {
    expect(rollover.length).toBe(grown.length);
    expect(grown.length - today.length).toBeLessThanOrEqual(4); // the first placeholders of /edizioni/:slug/
  });

  it("keeps the security headers before any cache hint", () => {
    const patterns = grown.map((rule) => rule.pattern);
    const site = patterns.indexOf("/*");
    const firstCacheOnly = grown.findIndex((rule) => rule.headers.every(([name]) => name === "Cache-Control") && !rule.pattern.endsWith("/"));
    expect(site).toBeGreaterThan(-1);
    expect(firstCacheOnly).toBeGreaterThan(site);
    expect(patterns).toEqual(expect.arrayContaining(["/component---*", "/enhancements-*"]));
  });
});
