/**
 * The Content-Security-Policy of a built page. Everything the site loads comes from its own origin
 * (self-hosted fonts, local images, Gatsby's chunks and page data); outbound links are plain
 * navigations, which CSP does not restrict.
 *
 * script-src: 'self' for Gatsby's chunk files plus one hash per inline script of the page (after the
 * build, the post-paint loader, which carries Gatsby's page path and chunk map, and on a page with
 * notices the script that hides those over or hidden before the first paint,
 * src/components/notices/notice-gate-code.ts). No 'unsafe-inline', no 'unsafe-eval': the
 * production bundle has no eval (Gatsby's build-javascript stage uses devtool "source-map", which
 * writes separate .map files; only `gatsby develop` uses eval source maps).
 * `delivery: "meta"` gives the same policy for a `<meta http-equiv>` element (no frame-ancestors).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], { delivery = "header" }: { delivery?: "header" | "meta" } = {}): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...[...new Set(scriptHashes)].sort()]],
    // 'unsafe-inline' for styles only, and knowingly: Gatsby inlines the site CSS as a <style> element,
    // gatsby-plugin-image writes style="…" attributes (opacity, aspect ratio, placeholder colour) and
    // its own <style>, and hashes cannot allow style attributes without 'unsafe-hashes' plus a hash for
    // every attribute value, which the image component changes at runtime. Styles cannot run code.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // data: for one image only: the empty favicon that stands in until the post-paint loader gives
    // the icon link its address (so no favicon request competes with the first paint). An image
    // cannot run code. Fonts, page data (connect) and the manifest fall back to default-src 'self';
    // every byte here travels in each page's first round trip, so no directive repeats the default.
    ["img-src", ["'self'", "data:"]],
    // The offline copy's service worker (/sw.js, registered by the enhancements chunk). Without this
    // directive worker-src falls back to script-src, which would allow the same; written out so a
    // later change of script-src cannot silently block the worker, nor allow any other.
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'none'"]],
    // Browsers ignore frame-ancestors in a <meta> policy (and say so in the console); there,
    // X-Frame-Options: DENY is the host's job, or is lost with the headers (GitHub Pages).
    ...(delivery === "header" ? [["frame-ancestors", ["'none'"]] as [string, string[]]] : []),
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}
