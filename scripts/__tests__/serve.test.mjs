// node:test suite for scripts/serve.mjs against a tiny throw-away site (run by `npm run test:scripts`).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, mkdirSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { noneMatchHits, startServer } from "../serve.mjs";

const root = mkdtempSync(path.join(tmpdir(), "serve-test-"));
let server;

/** Raw GET (fetch would decompress and follow redirects, hiding what the server sent). */
function get(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${pathname}`, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

before(async () => {
  const page = (title) => `<!DOCTYPE html><title>${title}</title>${"<p>festival</p>".repeat(100)}`;
  mkdirSync(path.join(root, "concerti"));
  writeFileSync(path.join(root, "index.html"), page("home"));
  writeFileSync(path.join(root, "concerti", "index.html"), page("concerti"));
  writeFileSync(path.join(root, "404.html"), page("404"));
  mkdirSync(path.join(root, "calendario"));
  writeFileSync(path.join(root, "calendario", "festival.ics"), "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  writeFileSync(path.join(root, "app.js"), "console.log('x');\n".repeat(50));
  writeFileSync(path.join(root, "poster.avif"), Buffer.alloc(2000, 1));
  writeFileSync(path.join(root, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n/concerti/\n  Cache-Control: no-cache\n");
  server = await startServer({ root, port: 0, host: "127.0.0.1" });
});
after(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

test("serves a folder's index.html at its address with a trailing slash, with an HTML content type", async () => {
  const home = await get("/");
  assert.equal(home.status, 200);
  assert.equal(home.headers["content-type"], "text/html; charset=utf-8");
  const concerti = await get("/concerti/");
  assert.equal(concerti.status, 200);
  assert.match(concerti.body.toString(), /<title>concerti<\/title>/);
});

test("redirects like Cloudflare Pages (308): no slash and index.html to the slash form, x.html to /x", async () => {
  for (const [pathname, location] of [
    ["/concerti?a=1", "/concerti/?a=1"],
    ["/concerti/index.html", "/concerti/"],
    ["/index.html", "/"],
    ["/404.html", "/404"],
    ["/concerti/%69ndex.html", "/concerti/"],
  ]) {
    const response = await get(pathname);
    assert.deepEqual([pathname, response.status, response.headers.location], [pathname, 308, location]);
  }
});

test("serves x.html at /x, as Cloudflare Pages does for 404.html", async () => {
  const response = await get("/404");
  assert.equal(response.status, 200);
  assert.match(response.body.toString(), /<title>404<\/title>/);
});

test("answers unknown paths, and the host's own files, with 404.html and status 404", async () => {
  for (const pathname of ["/pagina-inesistente", "/pagina-inesistente/", "/_headers"]) {
    const response = await get(pathname);
    assert.equal(response.status, 404, pathname);
    assert.match(response.body.toString(), /<title>404<\/title>/);
  }
});

test("serves calendars as text/calendar", async () => {
  const response = await get("/calendario/festival.ics");
  assert.equal(response.status, 200);
  assert.equal(response.headers["content-type"], "text/calendar; charset=utf-8");
});

test("does not serve files outside the root", async () => {
  for (const pathname of ["/../package.json", "/%2e%2e/package.json", "/..%2fpackage.json"]) {
    const response = await get(pathname);
    assert.notEqual(response.status, 200, pathname);
  }
});

test("gzips text when the client accepts it, never images", async () => {
  const js = await get("/app.js", { "accept-encoding": "gzip, br" });
  assert.equal(js.headers["content-type"], "text/javascript; charset=utf-8");
  assert.equal(js.headers["content-encoding"], "gzip");
  assert.match(gunzipSync(js.body).toString(), /console\.log/);
  const plain = await get("/app.js");
  assert.equal(plain.headers["content-encoding"], undefined);
  const image = await get("/poster.avif", { "accept-encoding": "gzip" });
  assert.equal(image.headers["content-type"], "image/avif");
  assert.equal(image.headers["content-encoding"], undefined);
});

test("applies the _headers file by path", async () => {
  const concerti = await get("/concerti/");
  assert.equal(concerti.headers["x-content-type-options"], "nosniff");
  assert.equal(concerti.headers["cache-control"], "no-cache");
  const home = await get("/");
  assert.equal(home.headers["x-content-type-options"], "nosniff");
  assert.equal(home.headers["cache-control"], undefined);
});

test("a deploy that switches the served folder brings its own _headers with its pages", async () => {
  // Two builds whose pages differ and whose policies allow each its own page (its inline script's hash).
  const deploys = mkdtempSync(path.join(tmpdir(), "serve-deploy-"));
  for (const name of ["one", "two"]) {
    mkdirSync(path.join(deploys, name));
    writeFileSync(path.join(deploys, name, "index.html"), `<!DOCTYPE html><title>${name}</title>`);
    writeFileSync(path.join(deploys, name, "_headers"), `/\n  Content-Security-Policy: script-src 'self' 'sha256-${name}'\n`);
  }
  symlinkSync(path.join(deploys, "one"), path.join(deploys, "site"));
  const switching = await startServer({ root: path.join(deploys, "site"), port: 0, host: "127.0.0.1" });
  const home = async () => {
    const response = await fetch(`${switching.url}/`);
    return [await response.text(), response.headers.get("content-security-policy")];
  };
  try {
    assert.deepEqual(await home(), ["<!DOCTYPE html><title>one</title>", "script-src 'self' 'sha256-one'"]);
    symlinkSync(path.join(deploys, "two"), path.join(deploys, "site-next"));
    renameSync(path.join(deploys, "site-next"), path.join(deploys, "site"));
    assert.deepEqual(await home(), ["<!DOCTYPE html><title>two</title>", "script-src 'self' 'sha256-two'"]);
  } finally {
    await switching.close();
    rmSync(deploys, { recursive: true, force: true });
  }
});

test("answers a matching ETag with 304", async () => {
  const first = await get("/app.js");
  const second = await get("/app.js", { "if-none-match": first.headers.etag });
  assert.equal(second.status, 304);
});

test("an ETag comes from the content, like the hosts': the same bytes rewritten keep it (a 304), new bytes get a new one", async () => {
  const notices = path.join(root, "avvisi.json");
  writeFileSync(notices, '{"programma":"a","avvisi":[]}');
  const first = await get("/avvisi.json");
  assert.equal(first.status, 200);
  // A rebuild writes the file again, a second later, with the same bytes.
  const later = new Date(Date.now() + 2000);
  writeFileSync(notices, '{"programma":"a","avvisi":[]}');
  utimesSync(notices, later, later);
  const again = await get("/avvisi.json", { "if-none-match": first.headers.etag });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  writeFileSync(notices, '{"programma":"b","avvisi":[]}');
  utimesSync(notices, new Date(Date.now() + 4000), new Date(Date.now() + 4000));
  const changed = await get("/avvisi.json", { "if-none-match": first.headers.etag });
  assert.equal(changed.status, 200);
  assert.notEqual(changed.headers.etag, first.headers.etag);
  assert.equal(JSON.parse(changed.body.toString()).programma, "b");
});

test("If-None-Match: a list, the strong form of a weak tag, and * all match; another tag does not", () => {
  const etag = 'W/"abc"';
  assert.equal(noneMatchHits('"x", W/"abc"', etag), true);
  assert.equal(noneMatchHits('"abc"', etag), true);
  assert.equal(noneMatchHits("*", etag), true);
  assert.equal(noneMatchHits('W/"abd"', etag), false);
  assert.equal(noneMatchHits(undefined, etag), false);
});
