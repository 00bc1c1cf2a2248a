// What the server (applying public/_headers the way Netlify and Cloudflare Pages do) sends for every
// file of the build: one Cache-Control fitting the file type, the security headers, and the Italian
// 404 page with status 404 for unknown addresses.
import { baseUrl, describeBrowser, newContext, unknownPath, useBrowser } from "../support/harness";
import { sitePagePaths } from "../../../src/utils/page-paths";
import fs from "node:fs";
import path from "node:path";
import { currentBuildFilter } from "../../../gatsby/post-build/headers/current-build";
import { builtFiles, publicDir } from "./delivery-support";

const immutable = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=0, must-revalidate";

// What a file's name says about it, decided here independently of the generator.
// CSS is `[name].[contenthash].css`: styles, app and each page component (client-side navigation); the on-demand
// chunks' hashes are 8 hex digits (gatsby/internals/chunk-file-names).
const hashedRootAsset = /^[\w.-]+-(?:[0-9a-f]{20}|[0-9a-f]{8})\.js(\.map|\.LICENSE\.txt)?$|^[\w-]+\.(?:[0-9a-f]{20}|[0-9a-f]{8})\.css(\.map)?$/;
// A folder named after an exact version (the CMS bundle: admin/decap-cms-3.16.3/) is a new address
// for every new version, like a content hash.
const versionedFolder = /(^|\/)[\w-]+-\d+\.\d+\.\d+\//;
const media = /\.(avif|gif|ico|jpe?g|png|svg|webp|woff2?)$/;

/** The request path a host serves a built file at with 200: `dir/index.html` at /dir/, `x.html` at /x. */
const urlPathOf = (file: string): string =>
  file.endsWith("index.html") ? `/${file.slice(0, -"index.html".length)}` : file.endsWith(".html") ? `/${file.slice(0, -".html".length)}` : `/${file}`;

async function head(path: string): Promise<{ status: number; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, { method: "HEAD", redirect: "manual" });
  return { status: response.status, headers: response.headers };
}

const maxAge = (cacheControl: string): number => Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? NaN);

// Plain HTTP; only the 404 page test needs the browser, but all of it needs the served build.
describeBrowser("headers as served", () => {
  const files = builtFiles();

  test("the build has the files these checks are about", () => {
    expect(files).toEqual(expect.arrayContaining(["index.html", "404.html", "page-data/app-data.json", expect.stringMatching(/^static\//)]));
    expect(files.filter((file) => hashedRootAsset.test(file)).length).toBeGreaterThan(3);
    expect(files.filter((file) => !file.includes("/") && hashedRootAsset.test(file) && file.endsWith(".css")).length).toBeGreaterThan(1);
  });

  test("every file gets exactly one Cache-Control, fitting its type", async () => {
    // Gatsby leaves the JS/CSS of earlier builds in public/; _headers covers the current build only.
    const isCurrent = await currentBuildFilter(publicDir);
    const wrong: string[] = [];
    // 404.html is served at /404, which Netlify cannot tell from /404/ (404/index.html): the one rule
    // for both sits on /404/. Unknown addresses, where 404.html is what matters, carry no Cache-Control.
    for (const file of files.filter(isCurrent).filter((name) => name !== "404.html")) {
      const path = urlPathOf(file);
      const { status, headers } = await head(path);
      const cacheControl = headers.get("cache-control") ?? "";
      const problem = (text: string) => wrong.push(`${path} (${status}): ${text} — got "${cacheControl}"`);
      if (status !== 200) {
        problem("not served");
        continue;
      }
      if ((cacheControl.match(/max-age=/g) ?? []).length !== 1) {
        problem("needs exactly one Cache-Control");
        continue;
      }
      if (file.endsWith(".html") || file.startsWith("page-data/") || file.endsWith(".ics")) {
        if (cacheControl !== revalidate) problem(`should be "${revalidate}"`);
      } else if (file.startsWith("static/") || versionedFolder.test(file) || (!file.includes("/") && hashedRootAsset.test(file))) {
        if (cacheControl !== immutable) problem(`content-hashed: should be "${immutable}"`);
      } else if (cacheControl.includes("immutable") || maxAge(cacheControl) > (media.test(file) ? 86_400 : 0)) {
        problem(media.test(file) ? "unhashed media: at most a day, never immutable" : "unhashed: must revalidate");
      }
    }
    expect(wrong).toEqual([]);
  });

  test("the production JavaScript calls no eval, so the policy needs no 'unsafe-eval'", () => {
    const scripts = files.filter((file) => !file.includes("/") && file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(3);
    const offenders = scripts.filter((file) => /\beval\(|new Function\(|setTimeout\(\s*["'`]/.test(fs.readFileSync(path.join(publicDir, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  test("calendar files are served as text/calendar", async () => {
    const calendars = files.filter((file) => file.endsWith(".ics"));
    expect(calendars.length).toBeGreaterThan(0);
    for (const file of calendars) {
      const { headers } = await head(`/${file}`);
      expect(headers.get("content-type")).toMatch(/^text\/calendar/);
    }
  });

  const strictDirectives = ["default-src 'self'", "object-src 'none'", "form-action 'none'", "base-uri 'none'"];

  test.each([...sitePagePaths, "/404", "/404/", unknownPath, "/page-data/app-data.json", "/static/x/y.png"])(
    "%s carries the security headers, each once",
    async (path) => {
      const { headers } = await head(path);
      expect(headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}$/);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("x-frame-options")).toBe("DENY");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const permissions = headers.get("permissions-policy") ?? "";
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "interest-cohort"]) {
        expect(permissions).toContain(`${feature}=()`);
      }
    },
  );

  test.each([...sitePagePaths, "/404/"])("%s carries exactly one Content-Security-Policy, strict, with script hashes", async (path) => {
    const { status, headers } = await head(path);
    expect(status).toBe(200);
    const csp = headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain(", "); // one policy: no second rule's policy joined to it
    for (const directive of [...strictDirectives, "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).not.toMatch(/script-src[^;,]*'unsafe-inline'/);
  });

  test("an unknown address gets no policy header (no rule but /* reaches it): its 404 page carries the policy in a <meta>", async () => {
    const response = await fetch(`${baseUrl}${unknownPath}`);
    expect(response.headers.get("content-security-policy")).toBeNull();
    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
    for (const directive of strictDirectives) expect(meta).toContain(directive);
    expect(meta).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(meta).not.toMatch(/'unsafe-eval'|frame-ancestors/);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf("<script"));
  });

  const env = useBrowser();

  test("an unknown address gets status 404 and the Italian 404 page, in the browser too", async () => {
    const { status, headers } = await head(unknownPath);
    expect(status).toBe(404);
    expect(headers.get("cache-control") ?? "").not.toContain("immutable");

    const context = await newContext(env.browser);
    const page = await context.newPage();
    const response = await page.goto("/non/esiste/davvero");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toMatch(/Pagina non trovata/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");
    await expect(page.getByRole("link", { name: "Torna alla home" }).getAttribute("href")).resolves.toBe("/");
    await context.close();
  });
});
