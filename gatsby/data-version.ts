import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { resolveDataDir } from "./data-validation/data-dir";

/**
 * A digest of the data folder's files (names and contents; hidden folders such as a copy's .git left
 * out), a constant of the client bundle (gatsby/on-create-webpack-config.ts). It makes webpack's
 * compilation hash, which an open page compares with the site's to know it is outdated
 * (src/enhancements/offline/register-worker.ts, Gatsby's full load after a deploy), change with every
 * edit of data/: the same JavaScript no longer hides a data-only deploy from open pages. Only the one
 * small chunk that carries it changes name; the same data gives the same digest.
 */
export function dataVersion(dataDir = resolveDataDir(path.resolve(__dirname, ".."))): string {
  const digest = createHash("sha256");
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (entry.name.startsWith(".")) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.isFile())
        digest
          .update(`${path.relative(dataDir, file)}\0`)
          .update(fs.readFileSync(file))
          .update("\0");
    }
  };
  visit(dataDir);
  return digest.digest("hex").slice(0, 16);
}
