// Reads a Netlify / Cloudflare Pages `_headers` file and answers "which headers does this path get?"
// the way those hosts do, so the local server, the browser tests and the generator's own checks see
// exactly what a visitor of the deployed site would see. Written here rather than taken from a package:
// the hosts' own parsers ship inside their CLIs (hundreds of dependencies) and we need ~100 lines.
//
// The format, as both hosts document it:
//   # comment
//   /path/pattern            <- a rule starts with a path (or an absolute https:// URL) at column 0
//     Header-Name: value     <- indented header lines belong to the rule above
//     ! Header-Name          <- Cloudflare only: drop a header that an earlier matching rule set
// Patterns: `*` (splat) matches any run of characters, slashes included; `:name` matches one path
// segment (no slash). Patterns are anchored: `/concerti` does not match `/concerti/` (on Cloudflare Pages;
// Netlify ignores case and a trailing slash, so the generator writes one rule per such path).
// Every rule whose pattern matches applies, in file order. When several matching rules set the same
// header, the values are joined with ", " (Cloudflare builds the response with Headers.append; Netlify
// merges the same way). That is why a catch-all `/*` Cache-Control would leak into every other rule.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Cloudflare Pages' documented limits; Netlify is laxer, so staying under them suits both hosts. */
export const HEADERS_LIMITS = Object.freeze({ maxRules: 100, maxLineLength: 2000 });

/**
 * @typedef {object} HeadersRule
 * @property {string} pattern      the path pattern as written
 * @property {string | null} host  host of an absolute-URL rule, null for path rules
 * @property {RegExp} regExp       the anchored pattern
 * @property {Array<[string, string]>} set   headers in file order, names as written
 * @property {string[]} detach     lower-case names removed by `! Name`
 * @property {number} line         1-based line of the pattern, for messages
 */

const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** Turns a `_headers` path pattern into an anchored regular expression. */
export function patternToRegExp(pattern) {
  let source = "";
  // Split into literal text, `*` splats and `:placeholders` (a letter, then letters, digits, `_`).
  for (const token of pattern.match(/\*|:[A-Za-z]\w*|[^*:]+|:/g) ?? []) {
    if (token === "*") source += ".*";
    else if (token.length > 1 && token.startsWith(":")) source += "[^/]+";
    else source += escapeRegExp(token);
  }
  return new RegExp(`^${source}$`);
}

/**
 * Parses the text of a `_headers` file. Throws on lines a host would reject or misread (a header
 * before any path, a header line without a colon), naming the line, so a generator bug fails loudly.
 * @param {string} text
 * @returns {HeadersRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeadersRule[]} */
  const rules = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((rawLine, index) => {
    const lineNumber = index + 1;
    const line = rawLine.trim();
    if (line === "" || line.startsWith("#")) return;
    const indented = /^\s/.test(rawLine);

    if (!indented && (line.startsWith("/") || line.startsWith("https://"))) {
      let pathPattern = line;
      let host = null;
      if (line.startsWith("https://")) {
        const afterScheme = line.slice("https://".length);
        const slash = afterScheme.indexOf("/");
        host = slash === -1 ? afterScheme : afterScheme.slice(0, slash);
        pathPattern = slash === -1 ? "/" : afterScheme.slice(slash);
      }
      rules.push({ pattern: line, host, regExp: patternToRegExp(pathPattern), set: [], detach: [], line: lineNumber });
      return;
    }

    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers line ${lineNumber}: header "${line}" comes before any path`);
    if (line.startsWith("!")) {
      const name = line.slice(1).trim();
      if (!name) throw new Error(`_headers line ${lineNumber}: "!" without a header name`);
      rule.detach.push(name.toLowerCase());
      return;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`_headers line ${lineNumber}: expected "Name: value", got "${line}"`);
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      throw new Error(`_headers line ${lineNumber}: "${name}" is not a valid header name`);
    }
    rule.set.push([name, value]);
  });
  return rules;
}

/**
 * The headers the hosts send for `pathname` (query and fragment ignored), as lower-case
 * [name, value] pairs in first-set order. Absolute-URL rules apply only when `host` matches.
 * @param {HeadersRule[]} rules
 * @param {string} pathname
 * @param {string | null} [host]
 * @returns {Array<[string, string]>}
 */
export function headersForPath(rules, pathname, host = null) {
  const cleanPath = pathname.replace(/[?#].*$/, "") || "/";
  /** @type {Map<string, string>} */
  const merged = new Map();
  for (const rule of rules) {
    if (rule.host !== null && rule.host.toLowerCase() !== String(host ?? "").toLowerCase()) continue;
    if (!rule.regExp.test(cleanPath)) continue;
    for (const name of rule.detach) merged.delete(name);
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const previous = merged.get(key);
      merged.set(key, previous === undefined ? value : `${previous}, ${value}`);
    }
  }
  return [...merged.entries()];
}

/**
 * Problems a host would have with this file: too many rules or over-long lines (Cloudflare
 * drops them). Returns human-readable messages; empty when the file is fine.
 * @param {string} text
 * @returns {string[]}
 */
export function checkHeadersLimits(text) {
  const problems = [];
  const rules = parseHeadersFile(text);
  if (rules.length > HEADERS_LIMITS.maxRules) {
    problems.push(`${rules.length} rules, over the limit of ${HEADERS_LIMITS.maxRules}`);
  }
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.length > HEADERS_LIMITS.maxLineLength) {
      problems.push(`line ${index + 1} has ${line.length} characters, over ${HEADERS_LIMITS.maxLineLength}`);
    }
  });
  return problems;
}

/**
 * Loads `<publicDir>/_headers` once and returns the lookup used by the local server:
 * `(pathname) => Array<[name, value]>`, always `[]` when the build has no `_headers` file.
 * Synchronous on purpose, so callers may use it with or without `await`.
 * @param {string} publicDir
 * @returns {(pathname: string, host?: string | null) => Array<[string, string]>}
 */
export function loadHeadersRules(publicDir) {
  const file = path.join(publicDir, "_headers");
  if (!existsSync(file)) return () => [];
  const rules = parseHeadersFile(readFileSync(file, "utf8"));
  return (pathname, host = null) => headersForPath(rules, pathname, host);
}
