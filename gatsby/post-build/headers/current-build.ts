import { readFile } from "node:fs/promises";
import path from "node:path";

// webpack's [contenthash] in Gatsby's file names: 20 hex digits; 8 in the on-demand chunks' (gatsby/internals/chunk-file-names).
const contentHash = /(?<![0-9a-f])(?:[0-9a-f]{20}|[0-9a-f]{8})(?![0-9a-f])/g;
const hashedRootAsset = /^[\w.-]*?[.-]([0-9a-f]{20}|[0-9a-f]{8})\.(?:m?js|css)(?:\.map|\.LICENSE\.txt)?$/;

/**
 * Gatsby never deletes the JavaScript and CSS of earlier builds from public/, so a local public/
 * fills up with stale `app-<hash>.js`, `styles.<hash>.css` … that no page loads. This returns a
 * filter keeping the files of the current build: root assets whose content hash webpack's stats
 * list, or the current webpack runtime names (async chunks are known to the runtime only).
 * Without webpack.stats.json (not a Gatsby build) every file counts as current.
 */
export async function currentBuildFilter(publicDir: string): Promise<(relativePath: string) => boolean> {
  let stats: string;
  try {
    stats = await readFile(path.join(publicDir, "webpack.stats.json"), "utf8");
  } catch {
    return () => true;
  }
  const current = new Set(stats.match(contentHash) ?? []);
  const runtime = /"(webpack-runtime-[0-9a-f]{20}\.js)"/.exec(stats)?.[1];
  if (runtime) {
    const code = await readFile(path.join(publicDir, runtime), "utf8");
    for (const hash of code.match(contentHash) ?? []) current.add(hash);
  }
  return (relativePath) => {
    const match = hashedRootAsset.exec(relativePath);
    return match === null || current.has(match[1]);
  };
}
