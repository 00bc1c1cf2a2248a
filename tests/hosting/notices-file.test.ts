// /avvisi.json, which open pages poll every few minutes (gatsby/notices): on Cloudflare Pages' engine
// and on scripts/serve.mjs alike, revalidated every time and an ETag, so the poll's conditional request costs a 304
// (no body) when nothing changed. A browser sends back the ETag it got, as these requests do.
import { nginxUrl, pagesUrl, serveUrl } from "./support/hosts";

const hosts: [string, string][] = [
  ["Cloudflare Pages (wrangler pages dev)", pagesUrl],
  ["scripts/serve.mjs", serveUrl],
  ...(nginxUrl ? [["nginx with the generated configuration", nginxUrl] as [string, string]] : []),
];

describe.each(hosts)("%s serves /avvisi.json", (_name, base) => {
  test("as JSON, revalidated every time, with an ETag", async () => {
    const response = await fetch(`${base}/avvisi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("etag")).toBeTruthy();
    // Parsed from the text here: fetch's own json() builds its arrays in another realm than Jest's.
    const file = JSON.parse(await response.text()) as { programma: unknown; avvisi: unknown };
    expect(typeof file.programma).toBe("string");
    expect(Array.isArray(file.avvisi)).toBe(true);
  });

  test("answers a conditional request with the same ETag with 304 and no body", async () => {
    const first = await fetch(`${base}/avvisi.json`, { headers: { "accept-encoding": "gzip" } });
    await first.arrayBuffer();
    const etag = first.headers.get("etag")!;
    const again = await fetch(`${base}/avvisi.json`, { headers: { "if-none-match": etag, "accept-encoding": "gzip" } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });
});
