// Unit tests for the `_headers` reader (node:test; run with `node --test scripts/lib/`).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { checkHeadersLimits, headersForPath, loadHeadersRules, parseHeadersFile, patternToRegExp } from "../headers-file.mjs";

const lookup = (text) => {
  const rules = parseHeadersFile(text);
  return (pathname) => Object.fromEntries(headersForPath(rules, pathname));
};

test("exact paths are anchored at both ends", () => {
  const re = patternToRegExp("/concerti");
  assert.ok(re.test("/concerti"));
  assert.ok(!re.test("/concerti/"));
  assert.ok(!re.test("/concerti-2025"));
  assert.ok(!re.test("/x/concerti"));
  // Regex metacharacters in file names are literal.
  assert.ok(patternToRegExp("/styles.abc.css").test("/styles.abc.css"));
  assert.ok(!patternToRegExp("/styles.abc.css").test("/stylesXabcXcss"));
});

test("a splat matches any characters, slashes included, and may be empty", () => {
  const re = patternToRegExp("/static/*");
  assert.ok(re.test("/static/"));
  assert.ok(re.test("/static/a/b/c.png"));
  assert.ok(!re.test("/static"));
  const ext = patternToRegExp("/*.ics");
  assert.ok(ext.test("/calendario/programma.ics"));
  assert.ok(!ext.test("/calendario/programma.ics.html"));
});

test("a placeholder matches exactly one non-empty path segment", () => {
  const re = patternToRegExp("/calendario/:event");
  assert.ok(re.test("/calendario/concerto-12.ics"));
  assert.ok(!re.test("/calendario/"));
  assert.ok(!re.test("/calendario/a/b.ics"));
  assert.ok(patternToRegExp("/app-:hash.js").test("/app-0123abcd.js"));
  // A placeholder name starts with a letter; anything else after ":" is literal text.
  assert.ok(patternToRegExp("/a/:_x").test("/a/:_x"));
  assert.ok(!patternToRegExp("/a/:_x").test("/a/b"));
});

test("parses comments, blank lines, several rules and values containing colons", () => {
  const rules = parseHeadersFile(
    [
      "# site-wide",
      "/*",
      "  X-Frame-Options: DENY",
      "",
      "/page-data/*",
      "  Cache-Control: public, max-age=0, must-revalidate",
      "  Link: <https://example.org/a>; rel=preconnect",
    ].join("\n"),
  );
  assert.equal(rules.length, 2);
  assert.deepEqual(rules[1].set, [
    ["Cache-Control", "public, max-age=0, must-revalidate"],
    ["Link", "<https://example.org/a>; rel=preconnect"],
  ]);
  assert.equal(rules[1].line, 5);
});

test("CRLF line endings parse the same as LF", () => {
  const get = lookup("/a\r\n  X-Test: yes\r\n");
  assert.deepEqual(get("/a"), { "x-test": "yes" });
});

test("every matching rule applies and the same header is joined with ', '", () => {
  const get = lookup(["/*", "  X-Content-Type-Options: nosniff", "  X-Robots-Tag: noindex", "/static/*", "  X-Robots-Tag: nosnippet"].join("\n"));
  assert.deepEqual(get("/static/x.png"), { "x-content-type-options": "nosniff", "x-robots-tag": "noindex, nosnippet" });
  assert.deepEqual(get("/concerti"), { "x-content-type-options": "nosniff", "x-robots-tag": "noindex" });
});

test("a catch-all Cache-Control leaks into the immutable rule (the mistake the generator avoids)", () => {
  const get = lookup(
    ["/*", "  Cache-Control: public, max-age=0, must-revalidate", "/static/*", "  Cache-Control: public, max-age=31536000, immutable"].join("\n"),
  );
  assert.equal(get("/static/a.png")["cache-control"], "public, max-age=0, must-revalidate, public, max-age=31536000, immutable");
});

test("header names merge case-insensitively and come back lower-case", () => {
  const get = lookup(["/*", "  cache-control: a", "/x", "  Cache-Control: b"].join("\n"));
  assert.deepEqual(get("/x"), { "cache-control": "a, b" });
});

test("a header repeated inside one rule is joined too", () => {
  const get = lookup(["/x", "  Vary: Accept", "  Vary: Accept-Encoding"].join("\n"));
  assert.deepEqual(get("/x"), { vary: "Accept, Accept-Encoding" });
});

test("'! Name' detaches a header set by an earlier matching rule only", () => {
  const get = lookup(["/*", "  Content-Security-Policy: default-src 'self'", "  X-Frame-Options: DENY", "/*.jpg", "  ! Content-Security-Policy"].join("\n"));
  assert.deepEqual(get("/a.jpg"), { "x-frame-options": "DENY" });
  assert.equal(get("/a.png")["content-security-policy"], "default-src 'self'");
});

test("query strings and fragments are ignored when matching", () => {
  const get = lookup(["/concerti", "  X-Test: yes"].join("\n"));
  assert.deepEqual(get("/concerti?x=1#top"), { "x-test": "yes" });
});

test("absolute-URL rules only apply to their host", () => {
  const rules = parseHeadersFile(["https://preview.example.dev/*", "  X-Robots-Tag: noindex"].join("\n"));
  assert.deepEqual(headersForPath(rules, "/a"), []);
  assert.deepEqual(headersForPath(rules, "/a", "preview.example.dev"), [["x-robots-tag", "noindex"]]);
});

test("no match gives an empty list", () => {
  assert.deepEqual(lookup("/a\n  X: 1")("/b"), {});
});

test("malformed files fail with the line number", () => {
  assert.throws(() => parseHeadersFile("  X-Test: 1\n"), /line 1: header .* before any path/);
  assert.throws(() => parseHeadersFile("/a\n  no colon here\n"), /line 2: expected "Name: value"/);
  assert.throws(() => parseHeadersFile("/a\n  Bad Name: 1\n"), /line 2: .* not a valid header name/);
});

test("checkHeadersLimits reports too many rules and over-long lines", () => {
  const many = Array.from({ length: 101 }, (_, i) => `/p${i}\n  X: 1`).join("\n");
  assert.match(checkHeadersLimits(many).join("\n"), /101 rules/);
  assert.match(checkHeadersLimits(`/a\n  X: ${"y".repeat(2000)}`).join("\n"), /line 2 has 2005 characters/);
  assert.deepEqual(checkHeadersLimits("/a\n  X: 1"), []);
});

test("loadHeadersRules reads public/_headers and returns [] without one", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "headers-file-"));
  try {
    assert.deepEqual(loadHeadersRules(dir)("/anything"), []);
    writeFileSync(path.join(dir, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n");
    const headersFor = loadHeadersRules(dir);
    assert.deepEqual(headersFor("/"), [["x-content-type-options", "nosniff"]]);
    assert.deepEqual(headersFor("/static/a.png"), [["x-content-type-options", "nosniff"]]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
