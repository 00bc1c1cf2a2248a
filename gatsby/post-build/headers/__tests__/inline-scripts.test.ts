/** @jest-environment node */
import { cspHash, inspectInlineScripts } from "../inline-scripts";

const page = (body: string) => `<!DOCTYPE html><html lang="it"><head><title>t</title></head><body>${body}</body></html>`;

describe("cspHash", () => {
  it("matches the example of the CSP specification", () => {
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe("inspectInlineScripts", () => {
  it("hashes classic and module inline scripts, once each, sorted", () => {
    const { hashes } = inspectInlineScripts(page(`<script>a()</script><script type="module">b()</script><script type="text/javascript">a()</script>`));
    expect(hashes).toEqual([cspHash("a()"), cspHash("b()")].sort());
  });

  it("skips external scripts, data blocks and empty scripts, which CSP never hashes", () => {
    const { hashes } = inspectInlineScripts(
      page(
        `<script src="/app.js"></script><script type="application/ld+json">{"@type":"Event"}</script>` +
          `<script type="text/template">x</script><script></script>`,
      ),
    );
    expect(hashes).toEqual([]);
  });

  it("hashes the raw text the browser sees: no entity decoding, CRLF as LF", () => {
    const { hashes } = inspectInlineScripts(page(`<script>if (a &amp;&amp; b < c) {}\r\nx()</script>`));
    expect(hashes).toEqual([cspHash("if (a &amp;&amp; b < c) {}\nx()")]);
  });

  it("finds scripts in head and body, but not inside noscript (inert when scripting is on)", () => {
    const html = `<html><head><script>h()</script></head><body><noscript><script>n()</script></noscript><script>b()</script></body></html>`;
    expect(inspectInlineScripts(html).hashes).toEqual([cspHash("h()"), cspHash("b()")].sort());
  });

  it("reports inline handlers and javascript: URLs, which a hash-only policy blocks", () => {
    const { blocked } = inspectInlineScripts(page(`<button onclick="go()">x</button><a href=" javascript:go()">y</a><a href="/ok">z</a>`));
    expect(blocked).toEqual([`<button onclick="…">`, `<a href="javascript:…">`]);
  });
});
