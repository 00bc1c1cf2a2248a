import { cacheClassFor, cacheControl } from "./cache-policy";
import { contentSecurityPolicy } from "./content-security-policy";
import { extraHeadersRules } from "./extra-headers-rules";
import type { HeadersRule } from "./headers-rule";
import { documentHeaders, securityHeaders } from "./security-headers";

// Gatsby's build-internal HTML (the stitched "scripts" slice) lives under _gatsby/; it is never a page.
const isPage = (relativePath: string): boolean => relativePath.endsWith(".html") && !relativePath.startsWith("_gatsby/");

/**
 * The request paths at which a host may serve a built HTML file. Gatsby writes `concerti/index.html`
 * for /concerti/ (trailingSlash "always"); Cloudflare Pages serves it there and redirects /concerti
 * and /concerti/index.html to it (308), Netlify serves it at /concerti/ and, depending on its pretty
 * URLs setting, at the other two. A redirect carries the rule's headers too, so all three get one.
 * `x.html` is served at /x.html and, on Cloudflare, at /x.
 */
export function routesOfHtmlFile(relativePath: string): string[] {
  if (relativePath === "index.html") return ["/", "/index.html"];
  if (relativePath.endsWith("/index.html")) {
    const dir = relativePath.slice(0, -"/index.html".length);
    return [`/${dir}/`, `/${dir}`, `/${relativePath}`];
  }
  return [`/${relativePath}`, `/${relativePath.slice(0, -".html".length)}`];
}

/**
 * Netlify matches a rule's path case-insensitively and with an optional trailing slash (its parser
 * turns `/concerti/` into /^\/concerti\/?$/iu), so `/concerti` and `/concerti/` are one path there:
 * two rules would both apply and join their values. The generator writes one rule per such key.
 */
export const netlifyPathKey = (route: string): string => (route === "/" ? "/" : route.toLowerCase().replace(/\/$/, ""));

/** Whether a `_headers` pattern matches a path, as Cloudflare Pages reads patterns (`*` splat, `:name` segment). */
export function patternMatches(pattern: string, pathname: string): boolean {
  const source = (pattern.match(/\*|:[A-Za-z]\w*|[^*:]+|:/g) ?? [])
    .map((token) => {
      if (token === "*") return ".*";
      if (token.length > 1 && token.startsWith(":")) return "[^/]+";
      return token.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`).test(pathname);
}

/** Whether a `_headers` pattern matches a path as Netlify reads it (@netlify/headers-parser: case-insensitive, optional trailing slash). */
export function netlifyPatternMatches(pattern: string, pathname: string): boolean {
  const parts = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "[^/]+";
      if (part === "*") return "?.*";
      return part
        .split("*")
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*");
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "iu").test(pathname);
}

const sameHeaders = (a: HeadersRule, b: HeadersRule): boolean => JSON.stringify(a.headers) === JSON.stringify(b.headers);

/**
 * Folds sibling pages whose rules send the same headers (/luoghi/<slug>/, /edizioni/<anno>/ …) into
 * one placeholder rule per shape, `/luoghi/:slug/` and `/luoghi/:slug/index.html`, so that the file
 * stays under Cloudflare's 100 rules however many venues or editions the site has. A fold is made only
 * when it changes what no other path gets, on either host:
 * - every path of the build the placeholder matches, as Cloudflare or Netlify reads it, is a member
 *   or a page route with the same headers. Netlify also reads `/luoghi/:slug/` as `/luoghi/index.html`:
 *   that route's rule, when equal, is left to the fold (on Cloudflare /luoghi/index.html only
 *   redirects to /luoghi/, which keeps its own rule); a file beside the pages stops the fold;
 * - the 404 page's inline scripts are allowed by the folded policy: an unknown /luoghi/<x>/ gets
 *   404.html under it. Folders at the root never fold (`/:slug/` would match /admin/ and every file).
 * Rules that differ from their siblings keep their own.
 */
function foldSiblingPages(
  pageRules: readonly HeadersRule[],
  buildPaths: readonly string[],
  notFoundPolicyAllows: (rule: HeadersRule) => boolean,
): HeadersRule[] {
  const shapeOf = (route: string): string | undefined => {
    const match = /^(\/(?:[^/:*]+\/)+)[^/:*]+(\/|\/index\.html)$/.exec(route);
    return match ? `${match[1]}:slug${match[2]}` : undefined;
  };
  const groups = new Map<string, HeadersRule[]>();
  for (const rule of pageRules) {
    const shape = shapeOf(rule.pattern);
    if (shape) groups.set(shape, [...(groups.get(shape) ?? []), rule]);
  }
  let rules = [...pageRules];
  for (const [shape, members] of groups) {
    const [first] = members;
    if (members.length < 2 || !members.every((rule) => sameHeaders(rule, first)) || !notFoundPolicyAllows(first)) continue;
    const reached = buildPaths.filter((pathname) => patternMatches(shape, pathname) || netlifyPatternMatches(shape, pathname));
    const ruleAt = (pathname: string) => rules.find((rule) => netlifyPathKey(rule.pattern) === netlifyPathKey(pathname));
    if (!reached.every((pathname) => ruleAt(pathname) !== undefined && sameHeaders(ruleAt(pathname)!, first))) continue;
    const folded = new Set(reached.map((pathname) => ruleAt(pathname)!));
    rules = rules.flatMap((rule) => (rule === first ? [{ pattern: shape, headers: first.headers }] : folded.has(rule) ? [] : [rule]));
  }
  return rules;
}

interface DirectoryNode {
  files: string[]; // relative paths
  dirs: Map<string, DirectoryNode>;
}

function buildTree(relativePaths: readonly string[]): DirectoryNode {
  const root: DirectoryNode = { files: [], dirs: new Map() };
  for (const file of relativePaths) {
    const parts = file.split("/");
    let node = root;
    for (const part of parts.slice(0, -1)) {
      let next = node.dirs.get(part);
      if (!next) {
        next = { files: [], dirs: new Map() };
        node.dirs.set(part, next);
      }
      node = next;
    }
    node.files.push(file);
  }
  return root;
}

const allFiles = (node: DirectoryNode): string[] => [...node.files, ...[...node.dirs.values()].flatMap(allFiles)];

/**
 * The family of a hashed root asset, the leading word of its name and the separators after it:
 * `async-` for the on-demand chunks (async-245-<hash>.js, its .map and async-245.<hash>.css:
 * gatsby/internals/chunk-file-names), `app-`, `framework-` …; on a plain build `component---`,
 * `enhancements-`. Numbered chunks (`843-<hash>.js`) have none.
 */
export const hashedAssetFamily = (file: string): string | undefined => /^[A-Za-z]+[-.]+/.exec(file)?.[0];

/**
 * The root files listed one by one grow with every page, chunk and source map (each page's component
 * chunk, its map and its CSS: three rules a page). Files of one hashed family share one rule,
 * `/async-*`, when that splat reaches nothing else of the build, as Cloudflare (a splat within
 * a segment, slashes included) or Netlify (case-insensitive, an optional trailing slash) reads it:
 * every file and page route it matches is a member, immutable. Otherwise the members keep their own
 * rules. The splat also matches names the build does not have, which hosts answer with 404.html: such
 * a name is a hashed file of another build, and both hosts publish a deploy atomically.
 */
function foldHashedRootAssets(rootRules: readonly HeadersRule[], buildPaths: readonly string[]): HeadersRule[] {
  const immutable = (rule: HeadersRule) => rule.headers.length === 1 && rule.headers[0][1] === cacheControl.immutable;
  const families = new Map<string, HeadersRule[]>();
  for (const rule of rootRules.filter(immutable)) {
    const family = hashedAssetFamily(rule.pattern.slice(1));
    if (family) families.set(family, [...(families.get(family) ?? []), rule]);
  }
  let rules = [...rootRules];
  for (const [family, members] of families) {
    if (members.length < 2) continue;
    const pattern = `/${family}*`;
    const memberPaths = new Set(members.map((rule) => rule.pattern));
    const reached = buildPaths.filter((pathname) => patternMatches(pattern, pathname) || netlifyPatternMatches(pattern, pathname));
    if (!reached.every((pathname) => memberPaths.has(pathname))) continue;
    rules = rules.flatMap((rule) => (rule === members[0] ? [{ pattern, headers: members[0].headers }] : members.includes(rule) ? [] : [rule]));
  }
  return rules;
}

/**
 * One Cache-Control rule per non-HTML file, folded into a `/dir/*` rule where a whole directory
 * shares one class (static/, page-data/, calendario/ …) to stay far below Cloudflare's 100 rules.
 * Root files are listed one by one (a root splat would also match every page), but for the hashed
 * assets' families (foldHashedRootAssets).
 */
function cacheRules(node: DirectoryNode, dirPath: string, buildPaths: readonly string[]): HeadersRule[] {
  const files = allFiles(node);
  if (dirPath !== "" && !files.some(isPage)) {
    const classes = new Set(files.map(cacheClassFor));
    if (classes.size === 1) {
      const [only] = classes;
      return [{ pattern: `/${dirPath}/*`, headers: [["Cache-Control", cacheControl[only]]] }];
    }
  }
  const own = node.files
    .filter((file) => !isPage(file))
    .sort()
    .map((file): HeadersRule => ({ pattern: `/${file}`, headers: [["Cache-Control", cacheControl[cacheClassFor(file)]]] }));
  const nested = [...node.dirs.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([name, child]) => cacheRules(child, dirPath === "" ? name : `${dirPath}/${name}`, buildPaths));
  return [...(dirPath === "" ? foldHashedRootAssets(own, buildPaths) : own), ...nested];
}

const setsHeader = (rule: HeadersRule, name: string): boolean => rule.headers.some(([own]) => own.toLowerCase() === name.toLowerCase());

/**
 * Stops the build when an extra rule sets a header that a generated rule also sends on one of its
 * paths: both hosts would join the two values (two policies, or "DENY, SAMEORIGIN"), and Netlify
 * cannot detach a header. Checked on every path of the build plus the pattern itself.
 */
function assertNoJoinedHeaders(extraRules: readonly HeadersRule[], generated: readonly HeadersRule[], paths: readonly string[]): void {
  for (const extra of extraRules) {
    const probe = extra.pattern.replace(/\*/g, "").replace(/:[A-Za-z]\w*/g, "x");
    for (const pathname of [probe, ...paths].filter((candidate) => patternMatches(extra.pattern, candidate))) {
      for (const [name] of extra.headers) {
        const other = generated.find((rule) => setsHeader(rule, name) && patternMatches(rule.pattern, pathname));
        if (other) {
          throw new Error(
            `_headers: the rule ${extra.pattern} sets ${name}, which the rule ${other.pattern} also sends at ${pathname}; ` +
              "the hosts would join both values. Move that header out of the generated rule or pick another name.",
          );
        }
      }
    }
  }
}

/**
 * All rules of the `_headers` file, in the order they are written:
 * 1. one rule per page route (one per Netlify path key): Cache-Control and the page's own Content-Security-Policy (the hashes
 *    of its inline scripts); sibling pages with the same headers share a placeholder rule (foldSiblingPages). The policy sits on each page route and never on `/*`: hosts join
 *    every matching rule and the browser enforces every policy it gets, so a site-wide policy
 *    could never be loosened for one part of the site (an `/admin/` CMS, see extra-headers-rules).
 *    Unknown paths get 404.html, whose own `<meta>` policy (post-build/headers/meta-csp) covers them;
 * 2. `/*`: the security headers every response gets, and nothing else;
 * 3. the extra rules of other features (extra-headers-rules.ts), whose pages keep out of step 1's
 *    policy when they set their own;
 * 4. one Cache-Control rule per other file or uniform directory. Last, so that if a host ever
 *    dropped rules past its limit, it would lose a cache hint, never a security header.
 * @param relativePaths every file under public/ except _headers itself, "/"-separated
 * @param scriptHashesByHtml the inline-script hashes of every page (.html outside _gatsby/)
 * @param extraRules rules added by other features; the default is extra-headers-rules.ts
 */
export function buildHeadersRules(
  relativePaths: readonly string[],
  scriptHashesByHtml: ReadonlyMap<string, readonly string[]>,
  extraRules: readonly HeadersRule[] = extraHeadersRules,
): HeadersRule[] {
  // One rule per Netlify path key (see netlifyPathKey), written in the trailing-slash form where a
  // folder page has one: Cloudflare serves /concerti/ and only redirects /concerti. Its policy allows
  // every file served under that key (/404/ covers 404/index.html and 404.html, served at /404).
  const routeByKey = new Map<string, string>();
  const filesByRoute = new Map<string, string[]>();
  const pages = relativePaths.filter(isPage);
  for (const file of pages) {
    for (const candidate of routesOfHtmlFile(file)) {
      const key = netlifyPathKey(candidate);
      const known = routeByKey.get(key);
      const route = known === undefined || (!known.endsWith("/") && candidate.endsWith("/")) ? candidate : known;
      const files = [...(known === undefined ? [] : (filesByRoute.get(known) ?? [])), file];
      if (known !== undefined) filesByRoute.delete(known);
      routeByKey.set(key, route);
      filesByRoute.set(route, [...new Set(files)]);
    }
  }
  const hashesOf = (files: readonly string[]): string[] =>
    files.flatMap((file) => {
      const hashes = scriptHashesByHtml.get(file);
      if (!hashes) throw new Error(`No inline-script hashes for ${file}`);
      return hashes;
    });
  // A page that an extra rule gives its own policy (or COOP) leaves the generated one out.
  const setOwn = (route: string, name: string) => extraRules.some((rule) => setsHeader(rule, name) && patternMatches(rule.pattern, route));

  const ownRules = [...filesByRoute.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, files]): HeadersRule => ({
      pattern: route,
      headers: [
        ["Cache-Control", cacheControl.revalidate],
        ...(setOwn(route, "Content-Security-Policy") ? [] : [["Content-Security-Policy", contentSecurityPolicy(hashesOf(files))] as const]),
        ...documentHeaders.filter(([name]) => !setOwn(route, name)),
      ],
    }));
  const notFoundHashes = scriptHashesByHtml.get("404.html") ?? [];
  const buildPaths = [...pages.flatMap(routesOfHtmlFile), ...relativePaths.filter((file) => !isPage(file)).map((file) => `/${file}`)];
  const pageRules = foldSiblingPages(ownRules, buildPaths, (rule) =>
    rule.headers.every(([name, value]) => name !== "Content-Security-Policy" || notFoundHashes.every((hash) => value.includes(hash))),
  );
  const siteRule: HeadersRule = { pattern: "/*", headers: [...securityHeaders] };
  const generated = [...pageRules, siteRule, ...cacheRules(buildTree(relativePaths), "", buildPaths)];
  assertNoJoinedHeaders(extraRules, generated, [...filesByRoute.keys(), ...relativePaths.map((file) => `/${file}`)]);
  return oneRulePerPattern([...pageRules, siteRule, ...extraRules, ...generated.slice(pageRules.length + 1)]);
}

/**
 * Rules with the same pattern (an extra rule for one file, and that file's Cache-Control rule) joined
 * into the first: Cloudflare Pages' engine applies only the last of several rules written for the same
 * path (wrangler pages dev 4.86: a `/schedule.json` rule's Content-Type was lost to the Cache-Control
 * rule after it), where Netlify applies them all. One rule per pattern reads the same on both.
 */
function oneRulePerPattern(rules: readonly HeadersRule[]): HeadersRule[] {
  const byPattern = new Map<string, HeadersRule>();
  for (const rule of rules) {
    const first = byPattern.get(rule.pattern);
    if (first) first.headers.push(...rule.headers);
    else byPattern.set(rule.pattern, { pattern: rule.pattern, headers: [...rule.headers] });
  }
  return [...byPattern.values()];
}

const preamble = `# Response headers for Netlify and Cloudflare Pages, generated after every build by
# gatsby/post-build/headers: change the generator, not this file.
# Both hosts apply every rule whose path matches and join the values of a header that several rules
# set with ", ". Hence each header comes from one rule per path: Cache-Control from the page's or
# file's rule, the security headers from /* only, and the Content-Security-Policy from each page's
# rule, never from /* (a part of the site could not get a looser policy: the browser enforces
# every policy it receives). Unknown paths get 404.html, which carries its policy in a <meta>.
`;

/** The text of the `_headers` file. */
export function serializeHeadersRules(rules: readonly HeadersRule[]): string {
  const blocks = rules.map((rule) => [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"));
  return `${preamble}\n${blocks.join("\n\n")}\n`;
}
