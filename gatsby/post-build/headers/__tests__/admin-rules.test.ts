/** @jest-environment node */
import { adminContentSecurityPolicy, adminHeadersRules } from "../admin-rules";
import { buildHeadersRules, serializeHeadersRules } from "../headers-rules";

const adminFiles = ["admin/index.html", "admin/config.yml", "admin/cms-setup.js", "admin/cms-narrow.css", "admin/decap-cms-3.16.3/decap-cms.js"];
const rules = buildHeadersRules(
  ["index.html", "404.html"],
  new Map([
    ["index.html", []],
    ["404.html", []],
  ]),
  adminHeadersRules(adminFiles),
);

/**
 * What Cloudflare Pages (and scripts/lib/headers-file.mjs, an ES module Jest cannot load) send for a
 * path: every matching rule in file order, repeated headers joined by ", ".
 * Patterns here are exact paths and trailing splats only.
 */
function served(pathname: string): Map<string, string> {
  const merged = new Map<string, string>();
  for (const rule of rules) {
    const matches = rule.pattern.endsWith("*") ? pathname.startsWith(rule.pattern.slice(0, -1)) : pathname === rule.pattern;
    if (!matches) continue;
    for (const [name, value] of rule.headers) {
      const previous = merged.get(name.toLowerCase());
      merged.set(name.toLowerCase(), previous === undefined ? value : `${previous}, ${value}`);
    }
  }
  return merged;
}

describe("admin headers rules", () => {
  it("give /admin its own policy and opener policy, each the only one of its name", () => {
    for (const pathname of ["/admin/", "/admin/config.yml", "/admin/cms-narrow.css", "/admin/decap-cms-3.16.3/decap-cms.js"]) {
      const headers = served(pathname);
      expect(headers.get("content-security-policy")).toBe(adminContentSecurityPolicy());
      expect(headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
      expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
  });

  it("leave every public page its strict policy, with no eval", () => {
    const home = served("/");
    expect(home.get("content-security-policy")).not.toContain("unsafe-eval");
    expect(home.get("x-robots-tag")).toBeUndefined();
    expect(home.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("allow eval and inline styles for Decap, and talk only to our origin and GitHub", () => {
    const policy = adminContentSecurityPolicy();
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toMatch(/connect-src 'self' blob: https:\/\/api\.github\.com https:\/\/www\.githubstatus\.com;/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("let Decap talk to the GitHub API of CMS_GITHUB_API_ROOT instead, and to no other", () => {
    const policy = adminContentSecurityPolicy("http://127.0.0.1:4010");
    expect(policy).toMatch(/connect-src 'self' blob: http:\/\/127\.0\.0\.1:4010 https:\/\/www\.githubstatus\.com;/);
    expect(policy).not.toContain("api.github.com");
  });

  it("give each admin file exactly one Cache-Control: revalidated, but immutable for the versioned bundle", () => {
    expect(served("/admin/config.yml").get("cache-control")).toBe("public, max-age=0, must-revalidate");
    // Our phone stylesheet has no version in its name: revalidated, so a fix reaches phones at once.
    expect(served("/admin/cms-narrow.css").get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(served("/admin/").get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(served("/admin/decap-cms-3.16.3/decap-cms.js").get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("need no `! Name` detach line, which Netlify ignores", () => {
    expect(serializeHeadersRules(rules)).not.toMatch(/^\s*!/m);
  });

  it("write nothing when the build has no /admin/", () => {
    expect(adminHeadersRules([])).toEqual([]);
  });
});
