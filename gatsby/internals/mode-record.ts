import fs from "node:fs/promises";
import path from "node:path";
import type { InternalsMode } from "./switch";

// The mode of the last build. Gatsby re-renders a page only when its data or template changed, and
// the post-paint loader rewrites pages in place, so a warm build in the other mode would keep the
// last mode's pages; webpack's persistent cache (.cache/webpack, which Gatsby keeps when it clears
// its cache) is keyed by the config files, not by this variable. A change of mode starts clean.
export const MODE_RECORD = path.join(".cache", "connessioni-internals-mode.txt");
export const WEBPACK_CACHE = path.join(".cache", "webpack");

/** True when the last build of `projectRoot` recorded another mode than `mode` (no record: tuned, the only mode before the switch). */
export async function modeChangedSinceLastBuild(projectRoot: string, mode: InternalsMode): Promise<boolean> {
  const recorded = await fs.readFile(path.join(projectRoot, MODE_RECORD), "utf8").then(
    (text) => text.trim(),
    () => "tuned",
  );
  return recorded !== mode;
}

export async function recordMode(projectRoot: string, mode: InternalsMode): Promise<void> {
  await fs.mkdir(path.join(projectRoot, ".cache"), { recursive: true });
  await fs.writeFile(path.join(projectRoot, MODE_RECORD), `${mode}\n`, "utf8");
}
