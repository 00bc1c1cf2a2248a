/** @jest-environment node */
import { cacheControl } from "../cache-policy";
import type { HeadersRule } from "../headers-rule";
import { buildHeadersRules, netlifyPathKey, netlifyPatternMatches, patternMatches, routesOfHtmlFile, serializeHeadersRules } from "../headers-rules";
import { pagePaths } from "../../../../src/utils/page-paths";

// The files of a real Gatsby build, trimmed.
const files = [
  "243-9bd711a556ec0c4e2b64.js",
  "243-9bd711a556ec0c4e2b64.js.map",
  "404.html",
  "404/index.html",
  "_gatsby/slices/_gatsby-scripts-1.html",
  "app-e9e837144062294cadf1.js",
  "calendario/connessioni-2025.ics",
  "calendario/venerdi-12-talk.ics",
  "chunk-map.json",
  "concerti/index.html",
  "favicon-32x32.png",
  "icons/icon-192x192.png",
  "icons/icon-512x512.png",
  "index.html",
  "manifest.webmanifest",
  "page-data/app-data.json",
  "page-data/concerti/page-data.json",
  "robots.txt",
  "static/a292a29f6ec61f760565a2333cfd68fb/06429/poster.webp",
  "styles.4f9a4b1c2d3e4f5a6b7c.css",
];
const hashes = new Map<string, string[]>([
  ["index.html", ["'sha256-home'", "'sha256-shared'"]],
  ["concerti/index.html", ["'sha256-concerti'", "'sha256-shared'"]],
  ["404.html", ["'sha256-404html'", "'sha256-shared'"]],
  ["404/index.html", ["'sha256-404dir'", "'sha256-shared'"]],
]);
const rules = buildHeadersRules(files, hashes);

// The generator writes exact paths, `:slug` placeholders and splats (`/static/*`, `/component---*`), read as each host reads them.
function headersAt(pathname: string, from: readonly HeadersRule[] = rules, host: Host = "cloudflare"): Array<[string, string]> {
  const matched = from.filter((rule) => (host === "cloudflare" ? matches : netlifyMatches)(rule, pathname));
  const merged = new Map<string, string>();
  for (const rule of matched) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      merged.set(key, merged.has(key) ? `${merged.get(key)}, ${value}` : value);
    }
  }
  return [...merged.entries()];
}
const header = (pathname: string, name: string, from: readonly HeadersRule[] = rules) => headersAt(pathname, from).find(([key]) => key === name)?.[1];
const concerti = pagePaths.concerti; // "/concerti/": the form the site links to
const concertiWithoutSlash = concerti.slice(0, -1);

describe("routesOfHtmlFile", () => {
  it("lists every path a host serves a page at", () => {
    expect(routesOfHtmlFile("index.html")).toEqual(["/", "/index.html"]);
    expect(routesOfHtmlFile("concerti/index.html")).toEqual([concerti, concertiWithoutSlash, `${concerti}index.html`]);
    expect(routesOfHtmlFile("404.html")).toEqual(["/404.html", "/404"]);
  });
});

describe("buildHeadersRules", () => {
  it("writes only patterns both hosts read the same way", () => {
    for (const { pattern } of rules) expect(pattern).toMatch(/^\/(?:[^*:]*|(?:[^*:]*\/)?\*)$/);
  });

  it("gives every file and page route exactly one Cache-Control, as either host matches paths", () => {
    const paths = [...files.filter((file) => !file.endsWith(".html")).map((file) => `/${file}`), "/", concerti, `${concerti}index.html`, "/404/", "/404.html"];
    for (const host of ["cloudflare", "netlify"] as const) {
      for (const pathname of [...paths, ...(host === "netlify" ? [concertiWithoutSlash, "/404"] : [])]) {
        const setters = rules.filter(
          (rule) => (host === "cloudflare" ? matches : netlifyMatches)(rule, pathname) && rule.headers.some(([name]) => name === "Cache-Control"),
        );
        expect([host, pathname, setters.length]).toEqual([host, pathname, 1]);
      }
    }
  });

  it("writes one rule per path Netlify tells apart (case and trailing slash ignored), in the slash form", () => {
    const keys = rules.filter((rule) => !rule.pattern.includes("*")).map((rule) => netlifyPathKey(rule.pattern));
    expect(new Set(keys).size).toBe(keys.length);
    const patterns = rules.map((rule) => rule.pattern);
    expect(patterns).toContain(concerti);
    expect(patterns).not.toContain(concertiWithoutSlash);
    expect(patterns).not.toContain("/404");
  });

  it("caches by file type", () => {
    expect(header("/", "cache-control")).toBe(cacheControl.revalidate);
    expect(header(concerti, "cache-control")).toBe(cacheControl.revalidate);
    expect(header("/page-data/app-data.json", "cache-control")).toBe(cacheControl.revalidate);
    expect(header("/calendario/venerdi-12-talk.ics", "cache-control")).toBe(cacheControl.revalidate);
    expect(header("/manifest.webmanifest", "cache-control")).toBe(cacheControl.revalidate);
    expect(header("/robots.txt", "cache-control")).toBe(cacheControl.revalidate);
    expect(header("/app-e9e837144062294cadf1.js", "cache-control")).toBe(cacheControl.immutable);
    expect(header("/styles.4f9a4b1c2d3e4f5a6b7c.css", "cache-control")).toBe(cacheControl.immutable);
    expect(header("/static/a292a29f6ec61f760565a2333cfd68fb/06429/poster.webp", "cache-control")).toBe(cacheControl.immutable);
    expect(header("/icons/icon-192x192.png", "cache-control")).toBe(cacheControl.day);
    expect(header("/favicon-32x32.png", "cache-control")).toBe(cacheControl.day);
  });

  it("folds uniform directories into one rule and never splats the root or a page directory", () => {
    const patterns = rules.map((rule) => rule.pattern);
    expect(patterns).toEqual(expect.arrayContaining(["/static/*", "/page-data/*", "/calendario/*", "/icons/*", "/_gatsby/*"]));
    expect(patterns.filter((pattern) => pattern.endsWith("/*"))).not.toContain(`${concerti}*`);
    expect(patterns.filter((pattern) => pattern === "/*")).toHaveLength(1);
    const site = rules.find((rule) => rule.pattern === "/*");
    expect(site?.headers.map(([name]) => name)).not.toContain("Cache-Control");
    // Right after the pages, before the cache rules: a host that dropped trailing rules would keep it.
    const index = rules.findIndex((rule) => rule.pattern === "/*");
    const hasCsp = (rule: HeadersRule) => rule.headers.some(([name]) => name === "Content-Security-Policy");
    expect(rules.slice(0, index).every(hasCsp)).toBe(true);
    expect(rules.slice(index).some(hasCsp)).toBe(false);
  });

  it("gives each page route exactly one policy: its own hashes, none from /*", () => {
    const served: Array<[string, Host]> = [
      [concerti, "cloudflare"],
      [`${concerti}index.html`, "cloudflare"],
      [concerti, "netlify"],
      [concertiWithoutSlash, "netlify"],
    ];
    for (const [route, host] of served) {
      const csp = headersAt(route, rules, host).find(([key]) => key === "content-security-policy")?.[1] ?? "";
      expect(csp).not.toContain(", ");
      expect(csp).toContain("'sha256-concerti'");
      expect(csp).toContain("'sha256-shared'");
      expect(csp).not.toContain("'sha256-home'");
      expect(csp).not.toContain("'unsafe-eval'");
    }
    expect(header("/", "content-security-policy")).toContain("'sha256-home'");
  });

  it("gives unknown routes (served 404.html, with its <meta> policy) the security headers only", () => {
    const unknown = Object.fromEntries(headersAt("/non-esiste"));
    expect(unknown["content-security-policy"]).toBeUndefined();
    expect(unknown["x-frame-options"]).toBe("DENY");
    expect(unknown["cache-control"]).toBeUndefined();
  });

  it("lets /404/ allow both 404 files, since Netlify reads it as /404 too, where Cloudflare serves 404.html", () => {
    const own = header("/404/", "content-security-policy") ?? "";
    expect(own).toContain("'sha256-404html'");
    expect(own).toContain("'sha256-404dir'");
  });

  it("sends each security header once per path", () => {
    for (const pathname of ["/", concerti, "/app-e9e837144062294cadf1.js", "/non-esiste"]) {
      const all = Object.fromEntries(headersAt(pathname));
      expect(all["x-frame-options"]).toBe("DENY");
      expect(all["x-content-type-options"]).toBe("nosniff");
      expect(all["strict-transport-security"]).toMatch(/^max-age=\d+$/);
      expect(all["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(all["permissions-policy"]).toContain("camera=()");
    }
  });

  it("fails loudly when a page has no hashes", () => {
    expect(() => buildHeadersRules(["index.html"], new Map())).toThrow(/index\.html/);
  });
});

describe("buildHeadersRules with rules of other features", () => {
  const adminFiles = [...files, "admin/index.html", "admin/config.yml"];
  const adminHashes = new Map([...hashes, ["admin/index.html", ["'sha256-admin'"]]]);
  const adminPolicy = "default-src 'self'; script-src 'self' 'unsafe-eval'";
  const admin: HeadersRule = { pattern: "/admin/*", headers: [["Content-Security-Policy", adminPolicy]] };
  const withAdmin = buildHeadersRules(adminFiles, adminHashes, [admin]);

  it("writes the extra rule after the site-wide one, before the cache rules", () => {
    const patterns = withAdmin.map((rule) => rule.pattern);
    expect(patterns.indexOf("/admin/*")).toBe(patterns.indexOf("/*") + 1);
  });

  it("leaves the pages an extra policy covers out of the strict one, so they get exactly one", () => {
    for (const route of ["/admin/", "/admin/index.html"]) {
      expect(header(route, "content-security-policy", withAdmin)).toBe(adminPolicy);
      expect(header(route, "cache-control", withAdmin)).toBe(cacheControl.revalidate);
    }
    // "/admin" is no match for "/admin/*": it keeps the strict policy (and is only a redirect).
    expect(header(concerti, "content-security-policy", withAdmin)).toContain("'sha256-concerti'");
    expect(header(concerti, "content-security-policy", withAdmin)).not.toContain("unsafe-eval");
  });

  it("stops the build when an extra rule sets a header a generated rule also sends on its paths", () => {
    const framed: HeadersRule = { pattern: "/admin/*", headers: [["X-Frame-Options", "SAMEORIGIN"]] };
    expect(() => buildHeadersRules(adminFiles, adminHashes, [framed])).toThrow(/\/admin\/\* sets X-Frame-Options.*\/\*/);
    const cached: HeadersRule = { pattern: "/admin/*", headers: [["cache-control", "no-store"]] };
    expect(() => buildHeadersRules(adminFiles, adminHashes, [cached])).toThrow(/Cache-Control|cache-control/);
    const onPages: HeadersRule = { pattern: "/*", headers: [["Content-Security-Policy", adminPolicy]] };
    const pageRule = buildHeadersRules(files, hashes, [onPages]).find((rule) => rule.pattern === concerti);
    expect(pageRule?.headers.map(([name]) => name)).not.toContain("Content-Security-Policy");
  });
});

describe("buildHeadersRules with an extra rule for one file", () => {
  const feed: HeadersRule = { pattern: "/robots.txt", headers: [["Access-Control-Allow-Origin", "*"]] };
  const withFeed = buildHeadersRules(files, hashes, [feed]);

  it("writes one rule per path, the file's Cache-Control in it: Cloudflare Pages applies only the last of two rules for one path", () => {
    const robots = withFeed.filter((rule) => rule.pattern === "/robots.txt");
    expect(robots).toEqual([
      {
        pattern: "/robots.txt",
        headers: [
          ["Access-Control-Allow-Origin", "*"],
          ["Cache-Control", cacheControl.revalidate],
        ],
      },
    ]);
    expect(new Set(withFeed.map((rule) => rule.pattern)).size).toBe(withFeed.length);
  });
});

describe("buildHeadersRules with sibling pages", () => {
  // A folder of pages with one inline script each (the shared one, as in a real build) and a folder
  // where one page has a script of its own.
  const pageFiles = ["404.html", "index.html", "a/index.html", "a/uno/index.html", "a/due/index.html", "a/tre/index.html"];
  const mixedFiles = ["b/index.html", "b/uno/index.html", "b/due/index.html", "b/tre/index.html"];
  const siblingFiles = [...pageFiles, ...mixedFiles, "app-e9e837144062294cadf1.js"];
  const siblingHashes = new Map<string, string[]>([
    ...[...pageFiles, ...mixedFiles].map((file): [string, string[]] => [file, ["'sha256-shared'"]]),
    ["b/due/index.html", ["'sha256-shared'", "'sha256-own'"]],
  ]);
  const folded = buildHeadersRules(siblingFiles, siblingHashes);
  const patterns = folded.map((rule) => rule.pattern);

  it("folds siblings with the same headers into one placeholder rule per shape", () => {
    expect(patterns).toEqual(expect.arrayContaining(["/a/:slug/", "/a/:slug/index.html"]));
    expect(patterns.filter((pattern) => pattern.startsWith("/a/") && !pattern.includes(":"))).toEqual(["/a/"]);
    for (const host of ["cloudflare", "netlify"] as const) {
      for (const pathname of ["/a/uno/", "/a/tre/index.html", ...(host === "netlify" ? ["/a/due"] : [])]) {
        const headers = Object.fromEntries(headersAt(pathname, folded, host));
        expect([host, pathname, headers["content-security-policy"]]).toEqual([host, pathname, expect.stringContaining("'sha256-shared'")]);
        expect(headers["content-security-policy"]).not.toContain(", ");
        expect(headers["cache-control"]).toBe(cacheControl.revalidate);
      }
    }
  });

  it("keeps the folder's own page as its own rule, sending one policy on either host", () => {
    expect(patterns).toContain("/a/");
    for (const host of ["cloudflare", "netlify"] as const) {
      const policies = headersAt("/a/", folded, host).filter(([name]) => name === "content-security-policy");
      expect(policies).toHaveLength(1);
      expect(policies[0][1]).not.toContain(", ");
    }
    // Netlify reads /a/:slug/ as /a/index.html too: that page's rule is left to the fold, so one policy.
    expect(headersAt("/a/index.html", folded, "netlify").find(([name]) => name === "content-security-policy")?.[1]).not.toContain(", ");
  });

  it("keeps every page of a folder whose pages differ on its own rule: a placeholder would join their policies", () => {
    expect(patterns).toEqual(expect.arrayContaining(["/b/", "/b/uno/", "/b/due/", "/b/due/index.html", "/b/tre/"]));
    expect(patterns.some((pattern) => pattern.startsWith("/b/:"))).toBe(false);
    expect(headersAt("/b/due/", folded).find(([name]) => name === "content-security-policy")?.[1]).toContain("'sha256-own'");
  });

  it("never folds pages at the root, nor when a file sits beside the pages or 404.html's scripts would be blocked", () => {
    expect(patterns.some((pattern) => pattern.startsWith("/:"))).toBe(false);
    const withFile = buildHeadersRules([...siblingFiles, "a/mappa.png"], siblingHashes).map((rule) => rule.pattern);
    expect(withFile).not.toContain("/a/:slug/");
    const strict404 = new Map([...siblingHashes, ["404.html", ["'sha256-shared'", "'sha256-404'"]]]);
    expect(buildHeadersRules(siblingFiles, strict404).map((rule) => rule.pattern)).not.toContain("/a/:slug/");
  });
});

describe("patternMatches", () => {
  it("reads exact paths, splats and placeholders as the hosts do", () => {
    expect(patternMatches(concerti, concerti)).toBe(true);
    expect(patternMatches(concerti, concertiWithoutSlash)).toBe(false);
    expect(patternMatches("/admin/*", "/admin/")).toBe(true);
    expect(patternMatches("/admin/*", "/admin/a/b.js")).toBe(true);
    expect(patternMatches("/admin/*", "/admin")).toBe(false);
    expect(patternMatches("/calendario/:file", "/calendario/a.ics")).toBe(true);
    expect(patternMatches("/calendario/:file", "/calendario/a/b.ics")).toBe(false);
    expect(patternMatches("/styles.abc.css", "/stylesXabcXcss")).toBe(false);
  });
});

describe("serializeHeadersRules", () => {
  it("writes path lines at column 0 and indented header lines", () => {
    const sample: HeadersRule[] = [
      { pattern: "/a", headers: [["X-A", "1"]] },
      { pattern: "/*", headers: [["X-B", "2"]] },
    ];
    const text = serializeHeadersRules(sample);
    expect(text).toMatch(/^# /);
    expect(text.endsWith("/a\n  X-A: 1\n\n/*\n  X-B: 2\n")).toBe(true);
  });
});

type Host = "cloudflare" | "netlify";

/** As Cloudflare reads a pattern (the full reader is scripts/lib/headers-file.mjs). */
const matches = (rule: HeadersRule, pathname: string): boolean => patternMatches(rule.pattern, pathname);

/** As Netlify's parser reads a pattern: case-insensitive, an optional trailing slash. */
const netlifyMatches = (rule: HeadersRule, pathname: string): boolean => netlifyPatternMatches(rule.pattern, pathname);

describe("buildHeadersRules with hashed root assets", () => {
  const assets = ["component---src-pages-index-tsx-0123456789abcdef0123.js", "component---src-pages-index-tsx-0123456789abcdef0123.js.map"];
  const withAssets = [...files, ...assets, "component---src-pages-index-tsx.0123456789abcdef0123.css"];

  it("gives a family of hashed files one rule, /component---*, immutable on either host", () => {
    const folded = buildHeadersRules(withAssets, hashes);
    const patterns = folded.map((rule) => rule.pattern);
    expect(patterns).toContain("/component---*");
    expect(patterns.filter((pattern) => pattern.startsWith("/component---"))).toEqual(["/component---*"]);
    for (const host of ["cloudflare", "netlify"] as const) {
      for (const asset of assets)
        expect(headersAt(`/${asset}`, folded, host).filter(([name]) => name === "cache-control")).toEqual([["cache-control", cacheControl.immutable]]);
    }
    expect(header(concerti, "cache-control", folded)).toBe(cacheControl.revalidate);
  });

  it("lists the files one by one when the family's splat would reach anything else of the build", () => {
    const clash = buildHeadersRules([...withAssets, "component---notes.txt"], hashes).map((rule) => rule.pattern);
    expect(clash).not.toContain("/component---*");
    expect(clash).toEqual(expect.arrayContaining(assets.map((asset) => `/${asset}`)));
    const pageHashes = new Map([...hashes, ["component---x/index.html", ["'sha256-shared'"]]]);
    expect(buildHeadersRules([...withAssets, "component---x/index.html"], pageHashes).map((rule) => rule.pattern)).not.toContain("/component---*");
  });
});
