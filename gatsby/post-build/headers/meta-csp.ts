import { readFile, writeFile } from "node:fs/promises";
import { isAdminFile } from "./admin-rules";
import path from "node:path";
import { listFiles } from "../list-files";
import { contentSecurityPolicy } from "./content-security-policy";
import { inspectInlineScripts } from "./inline-scripts";

// The element this module writes, and finds again on an incremental build's untouched pages.
const existingMeta = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;
const charsetMeta = /<meta charSet="utf-8"\/>|<meta charset="utf-8"\/?>/i;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The page with its Content-Security-Policy also in a `<meta http-equiv>` element: the hashes of
 * its own inline scripts. Placed right after the charset declaration, before any script or style,
 * since a meta policy only governs what follows it. Running it again replaces the element.
 */
export function withMetaCsp(html: string): string {
  const withoutOld = html.replace(existingMeta, "");
  const policy = contentSecurityPolicy(inspectInlineScripts(withoutOld).hashes, { delivery: "meta" });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const charset = charsetMeta.exec(withoutOld);
  if (charset) return withoutOld.replace(charset[0], `${charset[0]}${meta}`);
  if (/<head>/.test(withoutOld)) return withoutOld.replace("<head>", `<head>${meta}`);
  throw new Error("No <head> to put the Content-Security-Policy <meta> in");
}

/** 404.html and 404/index.html: what every host serves at an unknown address. */
export const isNotFoundPage = (relativePath: string): boolean => relativePath === "404.html" || relativePath.startsWith("404/");

/**
 * Writes the `<meta>` policy into the 404 pages, or into every page with `everyPage` (for hosts
 * that send no headers, such as GitHub Pages: see docs/deploy.md). The 404 pages need it everywhere:
 * hosts serve them for any unknown path, which no `_headers` rule but `/*` matches, and `/*` must
 * carry no policy (see headers-rules.ts). Returns the pages written.
 */
export async function writeMetaCsp(publicDir: string, { everyPage = false }: { everyPage?: boolean } = {}): Promise<string[]> {
  const pages = (await listFiles(publicDir)).filter(
    // admin/ (Decap CMS) has a looser policy of its own: the public pages' one would stop it.
    (file) => file.endsWith(".html") && !file.startsWith("_gatsby/") && !isAdminFile(file) && (everyPage || isNotFoundPage(file)),
  );
  for (const file of pages) {
    const target = path.join(publicDir, file);
    const html = await readFile(target, "utf8");
    const updated = withMetaCsp(html);
    if (updated !== html) await writeFile(target, updated);
  }
  return pages;
}
