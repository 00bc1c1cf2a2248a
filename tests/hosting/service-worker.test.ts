// The offline copy's service worker (/sw.js, gatsby/post-build/service-worker) as the hosts serve it:
// never cached as immutable (a CDN or browser holding an old worker would keep an old site alive),
// served as JavaScript from the root (its scope is the whole site without Service-Worker-Allowed),
// and allowed by every page's policy (worker-src 'self'). On Cloudflare Pages' engine, on
// scripts/serve.mjs and on nginx with the generated configuration when it is installed.
import fs from "node:fs";
import path from "node:path";
import { sitePagePaths } from "../../src/utils/page-paths";
import { SERVICE_WORKER_PATH } from "../../src/enhancements/offline/protocol";
import { nginxUrl, pagesUrl, publicDir, rawGet, serveUrl } from "./support/hosts";

const hosts: Array<[string, string]> = [
  ["Cloudflare Pages (wrangler pages dev)", pagesUrl],
  ["scripts/serve.mjs", serveUrl],
  ...(nginxUrl ? [["nginx", nginxUrl] as [string, string]] : []),
];

describe.each(hosts)("the service worker on %s", (_name, base) => {
  test("is the built worker, JavaScript, revalidated at every check and never immutable", async () => {
    const { status, headers, body } = await rawGet(base, SERVICE_WORKER_PATH);
    expect(status).toBe(200);
    expect(body).toBe(fs.readFileSync(path.join(publicDir, SERVICE_WORKER_PATH.slice(1)), "utf8"));
    expect(headers.get("content-type")).toMatch(/^(?:text|application)\/javascript\b/);
    const cacheControl = headers.get("cache-control") ?? "";
    expect(cacheControl).toMatch(/\bmax-age=0\b/);
    expect(cacheControl).not.toMatch(/immutable/);
    expect(headers.get("service-worker-allowed")).toBeNull();
  });

  test("every page allows it: worker-src 'self'", async () => {
    for (const page of sitePagePaths) {
      const policy = (await rawGet(base, page)).headers.get("content-security-policy") ?? "";
      expect([page, policy.split(/;\s*/).find((directive) => directive.startsWith("worker-src"))]).toEqual([page, "worker-src 'self'"]);
    }
  });
});
