// nginx with the configuration `npm run nginx:conf` writes for this build (scripts/nginx-conf.mjs)
// answers like Cloudflare Pages: same status and redirect for every form of every address, same
// headers from _headers. Skipped when nginx is not installed (CI installs it: .ci/run).
import { compareWithPages } from "./support/compare-hosts";
import { nginxUrl, rawGet } from "./support/hosts";
import { sitePagePaths } from "../../src/utils/page-paths";

const describeNginx = nginxUrl ? describe : describe.skip;

describeNginx("nginx with the generated configuration", () => {
  test("answers every path with Cloudflare Pages' status and redirect target", async () => {
    expect(await compareWithPages(nginxUrl, "status")).toEqual([]);
  });

  test("sends the same security headers, policy and Cache-Control as Cloudflare Pages", async () => {
    expect(await compareWithPages(nginxUrl, "headers")).toEqual([]);
  });

  test("serves the pages gzipped to browsers that accept it", async () => {
    for (const page of sitePagePaths) {
      const response = await fetch(`${nginxUrl}${page}`, { headers: { "accept-encoding": "gzip" } });
      await response.arrayBuffer();
      expect([page, response.headers.get("content-encoding")]).toEqual([page, "gzip"]);
    }
    expect((await rawGet(nginxUrl, "/")).status).toBe(200);
  });
});
