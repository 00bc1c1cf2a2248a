import { cacheClassFor, cacheControl, type CacheClass } from "./cache-policy";
import { contentSecurityPolicy } from "./content-security-policy";
import { securityHeaders } from "./security-headers";

// Gatsby's build-internal HTML (the stitched "scripts" slice) lives under _gatsby/; it is never a page.
const isPage = (relativePath: string): boolean => relativePath.endsWith(".html") && !relativePath.startsWith("_gatsby/");

export interface HeadersRule {
  pattern: string;
  /** Headers that earlier matching rules set and this one removes (`! Name`, Cloudflare Pages only). */
  detach?: readonly string[];
  headers: Array<readonly [string, string]>;
}

/**
 * The request paths at which a host may serve a built HTML file. Gatsby writes `concerti/index.html`
 * for /concerti (trailingSlash "never"); Netlify serves it at /concerti, Cloudflare Pages redirects
 * /concerti to /concerti/, and both serve the file by its full name too. `x.html` is served at
 * /x.html and, on Cloudflare, at /x.
 */
export function routesOfHtmlFile(relativePath: string): string[] {
  if (relativePath === "index.html") return ["/", "/index.html"];
  if (relativePath.endsWith("/index.html")) {
    const dir = relativePath.slice(0, -"/index.html".length);
    return [`/${dir}`, `/${dir}/`, `/${relativePath}`];
  }
  return [`/${relativePath}`, `/${relativePath.slice(0, -".html".length)}`];
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
 * One Cache-Control rule per non-HTML file, folded into a `/dir/*` rule where a whole directory
 * shares one class (static/, page-data/, calendario/ …) to stay far below Cloudflare's 100 rules.
 * Root files are always listed one by one: a root splat would also match every page.
 */
function cacheRules(node: DirectoryNode, dirPath: string): HeadersRule[] {
  const files = allFiles(node);
  if (dirPath !== "" && !files.some(isPage)) {
    const classes = new Set(files.map(cacheClassFor));
    if (classes.size === 1) {
      const [only] = classes as Set<CacheClass>;
      return [{ pattern: `/${dirPath}/*`, headers: [["Cache-Control", cacheControl[only]]] }];
    }
  }
  const own = node.files
    .filter((file) => !isPage(file))
    .sort()
    .map((file): HeadersRule => ({ pattern: `/${file}`, headers: [["Cache-Control", cacheControl[cacheClassFor(file)]]] }));
  const nested = [...node.dirs.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([name, child]) => cacheRules(child, dirPath === "" ? name : `${dirPath}/${name}`));
  return [...own, ...nested];
}

/**
 * All rules of the `_headers` file, in the order they are written:
 * 1. one rule per page route: Cache-Control and the page's own CSP (hashes of its inline scripts),
 *    unless that policy is the site-wide one: the browser would only enforce the same policy
 *    twice, and each page would carry it twice in its first round trip (after the post-paint
 *    loader every page has the same single inline script, so this is the usual case);
 * 2. `/*`: the security headers, and a CSP allowing the inline scripts of every built page.
 *    It is what unknown routes get with 404.html. On known pages with their own policy the browser
 *    enforces both CSPs ("page policy, site policy": hosts join in file order), and since the site
 *    policy allows a superset, the page policy is what counts;
 * 3. one Cache-Control rule per other file or uniform directory. Last, so that if a host ever
 *    dropped rules past its limit, it would lose a cache hint, never a security header.
 * @param relativePaths every file under public/ except _headers itself, "/"-separated
 * @param scriptHashesByHtml the inline-script hashes of every page (.html outside _gatsby/)
 */
export function buildHeadersRules(
  relativePaths: readonly string[],
  scriptHashesByHtml: ReadonlyMap<string, readonly string[]>,
): HeadersRule[] {
  const filesByRoute = new Map<string, string[]>();
  const pages = relativePaths.filter(isPage);
  for (const file of pages) {
    for (const route of routesOfHtmlFile(file)) filesByRoute.set(route, [...(filesByRoute.get(route) ?? []), file]);
  }
  const hashesOf = (files: readonly string[]): string[] =>
    files.flatMap((file) => {
      const hashes = scriptHashesByHtml.get(file);
      if (!hashes) throw new Error(`No inline-script hashes for ${file}`);
      return hashes;
    });

  const sitePolicy = contentSecurityPolicy(hashesOf(pages));
  const pageRules = [...filesByRoute.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, files]): HeadersRule => {
      const pagePolicy = contentSecurityPolicy(hashesOf(files));
      return {
        pattern: route,
        headers: [
          ["Cache-Control", cacheControl.revalidate],
          ...(pagePolicy === sitePolicy ? [] : [["Content-Security-Policy", pagePolicy] as [string, string]]),
        ],
      };
    });

  const siteRule: HeadersRule = {
    pattern: "/*",
    headers: [...securityHeaders, ["Content-Security-Policy", sitePolicy]],
  };
  return [...pageRules, siteRule, ...cacheRules(buildTree(relativePaths), "")];
}

const preamble = `# Response headers for Netlify and Cloudflare Pages, generated after every build by
# gatsby/post-build/headers: change the generator, not this file.
# Both hosts apply every rule whose path matches and join the values of a header that several rules
# set with ", ". Hence Cache-Control is set by exactly one rule for each file, the security headers
# only by the catch-all /*, and a page's own Content-Security-Policy (only where it differs from the
# site-wide one) comes first, followed by the site-wide one of /* (the policy of unknown routes, which
# get 404.html): the browser enforces both.
`;

/** The text of the `_headers` file. */
export function serializeHeadersRules(rules: readonly HeadersRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.pattern, ...(rule.detach ?? []).map((name) => `  ! ${name}`), ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `${preamble}\n${blocks.join("\n\n")}\n`;
}
