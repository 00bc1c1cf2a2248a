import { githubApiRoot } from "../cms/github-api-root";
import { cacheControl } from "./cache-policy";
import type { HeadersRule } from "./headers-rule";

/**
 * `_headers` rules for /admin/ (Decap CMS, written by gatsby/post-build/cms). The CMS is a different
 * kind of page from the public ones and gets its own, looser policy:
 * - script-src 'unsafe-eval': Decap validates its configuration with Ajv, which compiles validators
 *   with `new Function`. No 'unsafe-inline' script: the admin page loads files only.
 * - style-src 'unsafe-inline': Decap styles itself with CSS-in-JS (emotion injects <style> elements).
 * - connect-src: our own origin (the site, and in `npm run cms` the local backend proxied at
 *   /api/v1), blob: (Decap fetches the object URLs of the images it shows and uploads), the GitHub
 *   API (the origin of CMS_GITHUB_API_ROOT, config.yml's api_root) and GitHub's status page, which
 *   Decap's GitHub backend reads. The login needs nothing more: its popup (/api/auth on our origin,
 *   then GitHub) is a window.open navigation and its answer a postMessage, neither of which
 *   connect-src or any other directive of this page governs.
 * - img-src: blob: and data: for previews of uploads, GitHub avatars for the logged-in user.
 * - Cross-Origin-Opener-Policy same-origin-allow-popups: the GitHub login runs in a popup that must
 *   be able to hand the token back to this window (plain same-origin would sever the popup).
 * Nothing else: no frames, no plugins, no forms posting elsewhere, no <base>.
 */
export function adminContentSecurityPolicy(apiRoot: string = githubApiRoot()): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"]],
    ["connect-src", ["'self'", "blob:", new URL(apiRoot).origin, "https://www.githubstatus.com"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** Is this public/ file part of the CMS (its rules come from here, not from the page rules)? */
export const isAdminFile = (relativePath: string): boolean => relativePath.startsWith("admin/");

/**
 * The /admin rules, passed to buildHeadersRules as extra rules. `/*` carries neither a CSP nor COOP
 * (each public page gets them from its own rule), so these set theirs without the hosts joining two
 * values; buildHeadersRules stops the build if that ever changes. `/admin` without the slash is
 * redirected to `/admin/` by the hosts, like every folder page.
 * @param adminFiles the files under public/admin/, relative to public/
 */
export function adminHeadersRules(adminFiles: readonly string[]): HeadersRule[] {
  if (adminFiles.length === 0) return [];
  const policy: HeadersRule["headers"] = [
    ["Content-Security-Policy", adminContentSecurityPolicy()],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    // noindex here as well as in the page: it also covers config.yml and the scripts.
    ["X-Robots-Tag", "noindex, nofollow"],
  ];
  const versioned = adminFiles.filter((file) => /^admin\/decap-cms-[^/]+\//.test(file));
  const versionedDirs = [...new Set(versioned.map((file) => file.split("/").slice(0, 2).join("/")))];
  const own = adminFiles.filter((file) => !versioned.includes(file));
  return [
    { pattern: "/admin/*", headers: policy },
    // The page, config.yml and our scripts change with every build: always revalidated.
    { pattern: "/admin/", headers: [["Cache-Control", cacheControl.revalidate]] },
    ...own.map((file): HeadersRule => ({ pattern: `/${file}`, headers: [["Cache-Control", cacheControl.revalidate]] })),
    // The Decap bundle sits in a folder named after its version: a new version is a new address.
    ...versionedDirs.map((dir): HeadersRule => ({ pattern: `/${dir}/*`, headers: [["Cache-Control", cacheControl.immutable]] })),
  ];
}
