// Unit tests of the nginx config generator (node:test; `npm run test:scripts`). Its behaviour against
// Cloudflare Pages is checked by tests/hosting/nginx.test.ts on a real nginx.
import { test } from "node:test";
import assert from "node:assert/strict";
import { nginxConfig } from "../nginx-conf.mjs";

const headersText = [
  "/concerti/",
  "  Cache-Control: public, max-age=0, must-revalidate",
  "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a'",
  "/*",
  "  X-Frame-Options: DENY",
  "/static/*",
  "  Cache-Control: public, max-age=31536000, immutable",
  "/calendario/:file",
  '  X-Test: "quoted"',
].join("\n");
const config = nginxConfig({ headersText, root: "/srv/site", listen: "127.0.0.1:8080" });

test("one map per header: exact paths as strings, splats as anchored regexes, /* as the default", () => {
  assert.match(
    config,
    /map \$connessioni_path \$connessioni_h0 \{\n {2}default "";\n {2}"\/concerti\/" "public, max-age=0, must-revalidate";\n {2}"~\^\/static\/\.\*\$" "public, max-age=31536000, immutable";\n\}/,
  );
  assert.match(config, /# X-Frame-Options\nmap \$connessioni_path \$connessioni_h2 \{\n {2}default "DENY";\n\}/);
  assert.match(config, /"~\^\/calendario\/\[\^\/\]\+\$" "\\"quoted\\"";/);
});

test("every header is added at server level, always (404s too), and no location adds its own", () => {
  for (const [name, index] of [
    ["Cache-Control", 0],
    ["Content-Security-Policy", 1],
    ["X-Frame-Options", 2],
  ]) {
    assert.ok(config.includes(`  add_header ${name} $connessioni_h${index} always;\n`), name);
  }
  const locations = config.slice(config.indexOf("location"));
  assert.doesNotMatch(locations, /add_header/);
});

test("listens, serves the root and hides the host files", () => {
  assert.match(config, /listen 127\.0\.0\.1:8080;/);
  assert.match(config, /root "\/srv\/site";/);
  assert.match(config, /location = \/_headers \{ return 404; \}/);
  assert.match(config, /text\/calendar ics;/);
});

test("refuses values nginx would read as variables, and rules it cannot express", () => {
  assert.throws(() => nginxConfig({ headersText: "/a\n  X-A: $host", root: "/srv" }), /variable/);
  assert.throws(() => nginxConfig({ headersText: "/a\n  ! X-A", root: "/srv" }), /detach/);
});

test("a Content-Type rule (the Atom feed's) becomes its path's type, never a second Content-Type header", () => {
  const typed = nginxConfig({ headersText: `${headersText}\n/modifiche.xml\n  Content-Type: application/atom+xml; charset=utf-8`, root: "/srv/site" });
  assert.match(
    typed,
    /location = "\/modifiche\.xml" \{\n {4}types \{ \}\n {4}default_type application\/atom\+xml;\n {4}charset_types application\/atom\+xml;\n {4}gzip_types application\/atom\+xml;\n {2}\}/,
  );
  assert.doesNotMatch(typed, /add_header Content-Type/);
  assert.throws(() => nginxConfig({ headersText: "/feeds/*\n  Content-Type: application/atom+xml", root: "/srv" }), /must name one path/);
});
