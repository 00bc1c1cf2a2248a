/** @jest-environment node */
import { contentSecurityPolicy } from "../content-security-policy";

const directives = (policy: string) =>
  new Map(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"]));

  it("allows scripts only from the site and the given hashes, sorted and without duplicates", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
  });

  it("never allows inline code, eval or wildcards for scripts", () => {
    const all = [...(policy.get("script-src") ?? []), ...(policy.get("default-src") ?? [])];
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(all.some((source) => source.includes("*") || source === "https:" || source === "data:")).toBe(false);
  });

  it("locks down plugins, base URLs, forms and framing", () => {
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    // The offline copy's service worker, from the site itself only.
    expect(policy.get("worker-src")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    // Fonts, page data and the manifest: this origin only, through default-src.
    for (const directive of ["font-src", "connect-src", "manifest-src", "media-src", "frame-src"]) {
      expect(policy.get(directive)).toBeUndefined();
    }
  });

  it("allows images from this origin, plus data: for the favicon placeholder of the post-paint loader", () => {
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
  });

  it("keeps 'unsafe-inline' for styles only", () => {
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("contains no comma, which would split it into two policies when hosts merge headers", () => {
    expect(contentSecurityPolicy(["'sha256-a'"])).not.toContain(",");
  });
});

describe("contentSecurityPolicy for a <meta> element", () => {
  it("is the header policy without frame-ancestors, which browsers ignore in <meta>", () => {
    const header = contentSecurityPolicy(["'sha256-a'"]);
    const meta = contentSecurityPolicy(["'sha256-a'"], { delivery: "meta" });
    expect(directives(meta).get("frame-ancestors")).toBeUndefined();
    expect(meta).toBe(header.replace("; frame-ancestors 'none'", ""));
  });
});
