import fs from "node:fs/promises";
import path from "node:path";

// Where the project folder was when .cache was last used. Gatsby's cache holds absolute paths
// (components, static queries, image jobs), so a checkout moved or copied with its .cache fails
// its next build ("The result of this StaticQuery could not be fetched").
export const ROOT_RECORD = path.join(".cache", "connessioni-project-root.txt");
// What Gatsby itself takes as "there is a cache" (gatsby/dist/services/initialize.js).
const GATSBY_CACHE_PROBE = path.join(".cache", "caches-lmdb");

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** True when `projectRoot` has a Gatsby cache (a fresh checkout or `gatsby clean` has none). */
export const hasGatsbyCache = (projectRoot: string): Promise<boolean> => exists(path.join(projectRoot, GATSBY_CACHE_PROBE));

/**
 * True when `projectRoot` has a Gatsby cache that was not made in this folder: it was recorded
 * elsewhere, or not recorded at all (a cache older than the record, whose origin is unknown).
 */
export async function cacheFromElsewhere(projectRoot: string): Promise<{ stale: boolean; recordedRoot?: string }> {
  if (!(await hasGatsbyCache(projectRoot))) return { stale: false };
  const recordedRoot = await fs.readFile(path.join(projectRoot, ROOT_RECORD), "utf8").then(
    (text) => text.trim(),
    () => undefined,
  );
  return { stale: recordedRoot !== projectRoot, recordedRoot };
}

export async function recordProjectRoot(projectRoot: string): Promise<void> {
  await fs.mkdir(path.join(projectRoot, ".cache"), { recursive: true });
  await fs.writeFile(path.join(projectRoot, ROOT_RECORD), `${projectRoot}\n`, "utf8");
}
