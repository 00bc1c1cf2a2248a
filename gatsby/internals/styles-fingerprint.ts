import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { listFiles } from "../post-build/list-files";
import { hasGatsbyCache } from "./cache-location";

// Gatsby 5 re-renders a page's HTML in a warm build only when the page's data or its server-side
// template code changed. The CSS it inlines in each page's <head> is neither: a change to a
// stylesheet alone keeps the same CSS Module class names, so the template code stays the same and
// the pages keep the previous build's CSS (seen here: a footer rule removed from the SCSS stayed in
// every page). So a build whose stylesheets differ from the last build's starts from a clean cache.
export const STYLES_RECORD = path.join(".cache", "connessioni-styles.txt");
// Our stylesheets, and the lockfile that pins the CSS imported from packages (the web font's).
const STYLE_FILE = /\.s?css$/;
const STYLE_DIR = "src";
const LOCKFILE = "package-lock.json";

/** A hash of every stylesheet's path and text, and of the lockfile. */
export async function stylesFingerprint(projectRoot: string): Promise<string> {
  const stylesheets = (await listFiles(path.join(projectRoot, STYLE_DIR), STYLE_DIR)).filter((file) => STYLE_FILE.test(file));
  const hash = createHash("sha256");
  for (const file of [...stylesheets, LOCKFILE].sort()) {
    const text = await fs.readFile(path.join(projectRoot, file)).catch(() => Buffer.alloc(0));
    hash.update(`${file}\0`).update(text).update("\0");
  }
  return hash.digest("hex");
}

/**
 * True when `projectRoot` has a Gatsby cache whose last build had other stylesheets than
 * `fingerprint`, or whose stylesheets nobody recorded (a cache older than the record).
 */
export async function stylesChangedSinceLastBuild(projectRoot: string, fingerprint: string): Promise<boolean> {
  if (!(await hasGatsbyCache(projectRoot))) return false;
  const recorded = await fs.readFile(path.join(projectRoot, STYLES_RECORD), "utf8").then(
    (text) => text.trim(),
    () => undefined,
  );
  return recorded !== fingerprint;
}

/** Once a build has written every page: the stylesheets its pages carry. */
export async function recordStyles(projectRoot: string, fingerprint: string): Promise<void> {
  await fs.mkdir(path.join(projectRoot, ".cache"), { recursive: true });
  await fs.writeFile(path.join(projectRoot, STYLES_RECORD), `${fingerprint}\n`, "utf8");
}

/** The fingerprint taken as this build started (onPreInit), recorded when it ends (onPostBuild). */
export const buildStyles: { fingerprint?: string } = {};
