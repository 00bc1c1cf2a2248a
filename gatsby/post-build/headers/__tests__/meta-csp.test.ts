/** @jest-environment node */
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { contentSecurityPolicy } from "../content-security-policy";
import { cspHash } from "../inline-scripts";
import { withMetaCsp, writeMetaCsp } from "../meta-csp";

const page = (script: string) =>
  `<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/><title>t</title><script>${script}</script></head><body></body></html>`;
const metaOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];

describe("withMetaCsp", () => {
  it("puts the page's own policy right after the charset, before any script", () => {
    const html = withMetaCsp(page("go()"));
    expect(metaOf(html)).toBe(contentSecurityPolicy([cspHash("go()")], { delivery: "meta" }).replace(/&/g, "&amp;"));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf("<script>"));
    expect(html.indexOf("<meta charSet")).toBeLessThan(html.indexOf('http-equiv="Content-Security-Policy"'));
  });

  it("replaces its own element when run again, so incremental builds stay right", () => {
    const once = withMetaCsp(page("go()"));
    expect(withMetaCsp(once)).toBe(once);
    const changed = withMetaCsp(once.replace("go()", "stop()"));
    expect(changed.match(/http-equiv/g)).toHaveLength(1);
    expect(metaOf(changed)).toContain(cspHash("stop()"));
  });
});

describe("writeMetaCsp", () => {
  let publicDir: string;
  const put = async (file: string, html: string) => {
    await mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
    await writeFile(path.join(publicDir, file), html);
  };
  beforeEach(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), "meta-csp-"));
    await put("index.html", page("home()"));
    await put("404.html", page("missing()"));
    await put("404/index.html", page("missing()"));
    await put("_gatsby/slices/x.html", "<div></div>");
  });
  afterEach(() => rm(publicDir, { recursive: true, force: true }));

  it("writes the policy into the 404 pages only, by default", async () => {
    expect(await writeMetaCsp(publicDir)).toEqual(["404.html", "404/index.html"]);
    expect(metaOf(await readFile(path.join(publicDir, "404.html"), "utf8"))).toContain(cspHash("missing()"));
    expect(metaOf(await readFile(path.join(publicDir, "index.html"), "utf8"))).toBeUndefined();
  });

  it("writes it into every page when asked (hosts without headers)", async () => {
    expect(await writeMetaCsp(publicDir, { everyPage: true })).toEqual(["404.html", "404/index.html", "index.html"]);
    expect(metaOf(await readFile(path.join(publicDir, "index.html"), "utf8"))).toContain(cspHash("home()"));
  });
});
