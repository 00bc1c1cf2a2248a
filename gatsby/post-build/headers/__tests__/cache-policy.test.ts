/** @jest-environment node */
import { cacheClassFor } from "../cache-policy";

describe("cacheClassFor", () => {
  it.each([
    "app-e9e837144062294cadf1.js",
    "framework-1861ebe319343610c7e5.js",
    "framework-1861ebe319343610c7e5.js.LICENSE.txt",
    "webpack-runtime-78bef8e58f6b524c3fa8.js",
    "component---src-pages-index-tsx-439198447350316bec67.js",
    "component---src-pages-index-tsx-439198447350316bec67.js.map",
    "243-9bd711a556ec0c4e2b64.js",
    "async-223-9bd711a5.js",
    "async-223-9bd711a5.js.map",
    "async-985.871a30c0.css",
    "styles.4f9a4b1c2d3e4f5a6b7c.css",
    "app.8b0c3107f39dc4b1bc10.css",
    "component---src-pages-concerti-tsx.67215a349da10c5b95e4.css",
    "static/a292a29f6ec61f760565a2333cfd68fb/06429/poster.webp",
    "static/space-grotesk-latin-400-normal-0123abcd.woff2",
  ])("%s is content-hashed: immutable", (file) => {
    expect(cacheClassFor(file)).toBe("immutable");
  });

  it.each([
    "index.html",
    "concerti/index.html",
    "404.html",
    "page-data/app-data.json",
    "sw.js",
    "page-data/concerti/page-data.json",
    "page-data/sq/d/123456789.json",
    "calendario/connessioni-2025.ics",
    "manifest.webmanifest",
    "sitemap-index.xml",
    "robots.txt",
    "chunk-map.json",
    "~partytown/partytown.js",
    // A hash-like name below the root is not Gatsby's webpack output: do not trust it.
    "scripts/vendor-e9e837144062294cadf1.js",
    "css/theme.8b0c3107f39dc4b1bc10.css",
    // Not a content hash: a readable name stays revalidated.
    "print.css",
  ])("%s keeps its name across builds: revalidate", (file) => {
    expect(cacheClassFor(file)).toBe("revalidate");
  });

  it.each(["favicon-32x32.png", "icons/icon-192x192.png", "og/home.png", "logo.svg"])("%s is unhashed media: cached a day, never immutable", (file) => {
    expect(cacheClassFor(file)).toBe("day");
  });

  it("the notices file, which open pages poll, revalidates every time (a 304 by ETag when unchanged)", () => {
    expect(cacheClassFor("avvisi.json")).toBe("revalidate");
    expect(cacheClassFor("edizioni/avvisi.json")).toBe("revalidate");
  });
});
