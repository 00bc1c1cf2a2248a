import fs from "node:fs/promises";
import path from "node:path";

/**
 * Removes from a folder of public/ that the build's own post-build step fills (calendars, share
 * images) the files this build did not write. CI builds over the previous build's public/ (restored
 * with .cache for the same code, .github/workflows/ci.yml) and Gatsby cleans only its own pages: without
 * this, a removed event's calendar or a removed edition's share image would stay published, out of date.
 * `written`: the site paths written this build ("/calendario/x.ics"); returns the site paths removed.
 */
export async function removeStaleOutputs(publicDir: string, folder: string, written: string[]): Promise<string[]> {
  const kept = new Set(written.map((sitePath) => path.posix.normalize(sitePath)));
  const entries = await fs.readdir(path.join(publicDir, folder), { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    const sitePath = path.posix.join("/", folder, entry.name);
    if (!entry.isFile() || kept.has(sitePath)) continue;
    await fs.rm(path.join(publicDir, folder, entry.name), { force: true });
    removed.push(sitePath);
  }
  return removed.sort();
}
