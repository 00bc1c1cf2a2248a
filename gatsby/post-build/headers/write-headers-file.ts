import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { listFiles } from "../list-files";
import { currentBuildFilter } from "./current-build";
import { adminHeadersRules, isAdminFile } from "./admin-rules";
import { extraHeadersRules } from "./extra-headers-rules";
import { buildHeadersRules, serializeHeadersRules } from "./headers-rules";
import { inspectInlineScripts } from "./inline-scripts";

// Cloudflare Pages ignores rules past the 100th and lines over 2,000 characters; Netlify has no
// such limits, so a file within them works on both.
export const headersFileLimits = { maxRules: 100, maxLineLength: 2000 } as const;

// Host configuration files, never served as content.
const hostFiles = new Set(["_headers", "_redirects"]);

export interface HeadersFileResult {
  file: string;
  rules: number;
  /** Markup the Content-Security-Policy would block: the page would not work. Empty when fine. */
  blocked: string[];
  /** Limits of Cloudflare Pages the file exceeds (it would drop rules or lines). Empty when fine. */
  overLimits: string[];
  /** JavaScript and CSS of earlier builds still in public/, left out of the file. */
  stale: string[];
}

/**
 * Writes `<publicDir>/_headers` for the files the build produced. Run it after every other step
 * that adds files to public/, since it lists them all.
 */
export async function writeHeadersFile(publicDir: string): Promise<HeadersFileResult> {
  const isCurrent = await currentBuildFilter(publicDir);
  const everyFile = (await listFiles(publicDir)).filter((file) => !hostFiles.has(file));
  // /admin/ (Decap CMS) has rules of its own (admin-rules.ts), added as extra rules.
  const adminFiles = everyFile.filter(isAdminFile);
  const files = everyFile.filter((file) => isCurrent(file) && !isAdminFile(file));
  const stale = everyFile.filter((file) => !isCurrent(file) && !isAdminFile(file));
  const blocked: string[] = [];
  const overLimits: string[] = [];
  const hashesByHtml = new Map<string, string[]>();
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    const report = inspectInlineScripts(await readFile(path.join(publicDir, file), "utf8"));
    hashesByHtml.set(file, report.hashes);
    for (const markup of report.blocked) blocked.push(`${file}: ${markup} cannot run under the Content-Security-Policy`);
  }

  const rules = buildHeadersRules(files, hashesByHtml, [...extraHeadersRules, ...adminHeadersRules(adminFiles)]);
  const text = serializeHeadersRules(rules);
  if (rules.length > headersFileLimits.maxRules) {
    overLimits.push(`${rules.length} rules, over Cloudflare Pages' limit of ${headersFileLimits.maxRules}`);
  }
  text.split("\n").forEach((line, index) => {
    if (line.length > headersFileLimits.maxLineLength) {
      overLimits.push(`_headers line ${index + 1} is ${line.length} characters, over ${headersFileLimits.maxLineLength}`);
    }
  });
  const file = path.join(publicDir, "_headers");
  await writeFile(file, text);
  return { file, rules: rules.length, blocked, overLimits, stale };
}
