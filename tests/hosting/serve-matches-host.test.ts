// scripts/serve.mjs (`npm start`, the browser tests, the benchmark) must answer like the real host,
// or those tests would pass on something visitors never get: same status and redirect target as
// Cloudflare Pages' engine for every form of every page address, files, and unknown addresses.
import { compareWithPages } from "./support/compare-hosts";
import { serveUrl } from "./support/hosts";

test("serve.mjs answers every path with Cloudflare Pages' status and redirect target", async () => {
  expect(await compareWithPages(serveUrl, "status")).toEqual([]);
});

test("serve.mjs sends the same security headers, policy and Cache-Control as Cloudflare Pages", async () => {
  expect(await compareWithPages(serveUrl, "headers")).toEqual([]);
});
