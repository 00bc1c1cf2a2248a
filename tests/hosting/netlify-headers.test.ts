// Netlify's own parser of `_headers` (@netlify/headers-parser, what Netlify's build runs) reads the
// generated file with no error and finds the same rules, with the same headers, that our reader
// (scripts/lib/headers-file.mjs, used by serve.mjs) and Cloudflare Pages find.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { isAdminFile } from "../../gatsby/post-build/headers/admin-rules";
import { cacheClassFor, cacheControl } from "../../gatsby/post-build/headers/cache-policy";
import { currentBuildFilter } from "../../gatsby/post-build/headers/current-build";
import { scheduleFeedPaths, sitePagePaths } from "../../src/utils/page-paths";
import { builtFiles, pagesUrl, publicDir, rawGet } from "./support/hosts";
import { nestedPagePaths } from "./support/compared-paths";

interface NetlifyRule {
  for: string;
  values: Record<string, string>;
  forRegExp: RegExp;
}
interface OurRule {
  pattern: string;
  set: Array<[string, string]>;
}

const headersFile = path.join(publicDir, "_headers");
const parsed = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, "support", "parse-headers.mjs"), headersFile], { encoding: "utf8" }));
const netlify: { errors: string[]; headers: NetlifyRule[] } = {
  errors: parsed.netlify.errors,
  headers: parsed.netlify.headers.map((rule: { for: string; values: Record<string, string>; source: string; flags: string }) => ({
    for: rule.for,
    values: rule.values,
    forRegExp: new RegExp(rule.source, rule.flags),
  })),
};
const ours: OurRule[] = parsed.ours;

test("reads public/_headers with no errors", () => {
  expect(netlify.errors).toEqual([]);
});

test("finds the same rules, in the same order, with the same headers", () => {
  expect(ours.length).toBeGreaterThan(sitePagePaths.length);
  expect(netlify.headers.map((rule) => rule.for)).toEqual(ours.map((rule) => rule.pattern));
  for (const [index, rule] of ours.entries()) {
    expect([rule.pattern, netlify.headers[index].values]).toEqual([rule.pattern, Object.fromEntries(rule.set)]);
  }
});

// Netlify applies every rule whose regular expression matches, joining repeated headers.
const netlifyHeaders = (pathname: string) => {
  const joined = new Map<string, string[]>();
  for (const rule of netlify.headers.filter((r) => r.forRegExp.test(pathname))) {
    for (const [name, value] of Object.entries(rule.values)) joined.set(name.toLowerCase(), [...(joined.get(name.toLowerCase()) ?? []), value]);
  }
  return joined;
};

test("Netlify's matching gives each page the policy Cloudflare Pages sends, and one Cache-Control per file", async () => {
  // The venues' and archived editions' pages too, which may share a placeholder rule (`/luoghi/:slug/`).
  for (const page of [...sitePagePaths, ...nestedPagePaths]) {
    const policies = netlifyHeaders(page).get("content-security-policy") ?? [];
    const { headers } = await rawGet(pagesUrl, page);
    expect([page, policies]).toEqual([page, [headers.get("content-security-policy")]]);
  }
  // A local public/ keeps earlier builds' chunks, which no page loads and no rule covers.
  const isCurrent = await currentBuildFilter(publicDir);
  const files = builtFiles().filter((file) => !file.endsWith(".html") && isCurrent(file));
  const notOne = files.filter((file) => (netlifyHeaders(`/${file}`).get("cache-control") ?? []).length !== 1);
  expect(notOne).toEqual([]);
  // And the file's own class (the CMS's files have rules of their own, admin-rules.ts): a family's rule
  // (`/async-*`, `/component---*` on a plain build) reaches its hashed files only.
  const wrongClass = files.filter((file) => !isAdminFile(file) && netlifyHeaders(`/${file}`).get("cache-control")?.[0] !== cacheControl[cacheClassFor(file)]);
  expect(wrongClass).toEqual([]);
});

test("Netlify gives the schedule feeds for apps one Access-Control-Allow-Origin: *, the JSON its type with the charset, both revalidated", () => {
  const one = (pathname: string, name: string) => netlifyHeaders(pathname).get(name) ?? [];
  for (const feed of [scheduleFeedPaths.xml, scheduleFeedPaths.json]) {
    expect([feed, one(feed, "access-control-allow-origin"), one(feed, "cache-control")]).toEqual([feed, ["*"], ["public, max-age=0, must-revalidate"]]);
  }
  // No Content-Type rule for the XML: Netlify's own type for .xml is application/xml.
  expect([one(scheduleFeedPaths.json, "content-type"), one(scheduleFeedPaths.xml, "content-type")]).toEqual([["application/json; charset=utf-8"], []]);
});
