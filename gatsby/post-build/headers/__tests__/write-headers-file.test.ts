/** @jest-environment node */
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { cspHash } from "../inline-scripts";
import { writeHeadersFile } from "../write-headers-file";

let publicDir: string;

async function put(relative: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(publicDir, relative)), { recursive: true });
  await writeFile(path.join(publicDir, relative), content);
}

beforeEach(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), "headers-public-"));
  await put("index.html", `<!DOCTYPE html><html><head><script>window.pagePath="/";</script></head><body></body></html>`);
  await put("404.html", `<!DOCTYPE html><html><head><script>window.pagePath="/404.html";</script></head><body></body></html>`);
  await put("app-e9e837144062294cadf1.js", "");
  await put("page-data/app-data.json", "{}");
  await put("_redirects", "");
});

afterEach(async () => {
  await rm(publicDir, { recursive: true, force: true });
});

it("writes public/_headers from the built pages and files", async () => {
  const result = await writeHeadersFile(publicDir);
  const text = await readFile(path.join(publicDir, "_headers"), "utf8");
  expect(result.blocked).toEqual([]);
  expect(result.overLimits).toEqual([]);
  // /, /index.html, /404.html, /404, the app chunk, page-data, /*, the changes feed's type, the two schedule feeds' (files not in this build)
  expect(result.rules).toBe(10);
  expect(text).toContain(
    `/\n  Cache-Control: public, max-age=0, must-revalidate\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${cspHash('window.pagePath="/";')};`,
  );
  expect(text).toContain("/app-e9e837144062294cadf1.js\n  Cache-Control: public, max-age=31536000, immutable");
  expect(text).not.toMatch(/^\/_(headers|redirects)$/m);
});

it("leaves out the JavaScript and CSS of earlier builds", async () => {
  await put("webpack.stats.json", JSON.stringify({ assetsByChunkName: { app: ["app-e9e837144062294cadf1.js"] } }));
  await put("app-00000000000000000000.js", "");
  const { stale } = await writeHeadersFile(publicDir);
  const text = await readFile(path.join(publicDir, "_headers"), "utf8");
  expect(stale).toEqual(["app-00000000000000000000.js"]);
  expect(text).not.toContain("app-00000000000000000000.js");
  expect(text).toContain("/app-e9e837144062294cadf1.js\n");
});

it("is stable: the same build gives the same file", async () => {
  await writeHeadersFile(publicDir);
  const first = await readFile(path.join(publicDir, "_headers"), "utf8");
  await writeHeadersFile(publicDir);
  expect(await readFile(path.join(publicDir, "_headers"), "utf8")).toBe(first);
});

it("reports markup that the policy would block", async () => {
  await put("talks/index.html", `<!DOCTYPE html><html><body><a href="#" onclick="x()">x</a></body></html>`);
  const { blocked } = await writeHeadersFile(publicDir);
  expect(blocked).toEqual([`talks/index.html: <a onclick="…"> cannot run under the Content-Security-Policy`]);
});

it("reports a file over Cloudflare's 100-rule limit", async () => {
  await Promise.all(Array.from({ length: 100 }, (_, i) => put(`chunk-${String(i).padStart(2, "0")}.txt`, "")));
  const { overLimits } = await writeHeadersFile(publicDir);
  expect(overLimits.join("\n")).toMatch(/rules, over Cloudflare Pages' limit of 100/);
});
