/**
 * Grows data/ (scripts/grow-content.ts) and builds it in a throw-away copy of the site, so the
 * project's .cache/ and public/ stay untouched. Used by `npm run test:grown` and `npm run bench`.
 * As a command, `tsx scripts/build-grown.ts [--images shared] [--snapshot]`, it prints one line of JSON with the folders (kept).
 *
 * `--snapshot` (the test runner's grown build): the suites read a copy of the built public/, so that the
 * grown deploy rebuild (tests/browser/support/deploy-build.ts --rebuild-in) can rebuild the site's own
 * folder while they run, reusing its caches: the image jobs and webpack's modules of the same folder.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { copySite, gatsbyBuild, incrementalSite, removeDir } from "../tests/data-build/support/site-copy";
import { growContent, type GrowOptions, type GrowResult } from "./grow-content";
import { CLIENT_MODULES_RECORD } from "../gatsby/internals/client-modules-record";

export interface GrownSite {
  dataDir: string;
  siteDir: string;
  publicDir: string;
  counts: GrowResult["counts"];
  remove: () => Promise<void>;
}

const projectRoot = path.resolve(__dirname, "..");

/** The grown data and its production build; throws with the build's output when it fails. */
export async function buildGrownSite(log: (line: string) => void = () => {}, images: GrowOptions["images"] = "files", snapshot = false): Promise<GrownSite> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-grown-"));
  const dataDir = path.join(work, "data");
  // Where the machine allows it, over a copy of the project's last build, as CI builds a data edit
  // (incrementalSite): its image jobs and webpack's modules come from that build's cache. Else a copy.
  const siteDir = await incrementalSite(copySite);
  const remove = async () => {
    await Promise.all([removeDir(work), removeDir(siteDir)]);
  };
  try {
    const { counts } = await growContent(path.resolve(projectRoot, process.env.CONNESSIONI_DATA_DIR ?? "data"), dataDir, { images });
    log(
      `grown content: ${counts.talks} talks, ${counts.concerts} concerts, ${counts.events} events over ${counts.days} days, ${counts.editions} editions, ${counts.archives} archived, images ${images}; building in ${siteDir}`,
    );
    const build = await gatsbyBuild(siteDir, dataDir);
    if (build.code !== 0) throw new Error(`the grown content does not build:\n${build.output.slice(-6000)}`);
    // Gatsby's step timings (where the build's time goes), without its warnings' repetitions.
    log(
      build.output
        .split("\n")
        .filter((line) => /^(success|info) /.test(line))
        .join("\n"),
    );
    let publicDir = path.join(siteDir, "public");
    if (snapshot) {
      const copy = path.join(work, "public");
      await fs.cp(publicDir, copy, { recursive: true, preserveTimestamps: true });
      // Beside it, as beside a checkout's public/: the record of the client bundle's modules (gatsby/internals' checks).
      await fs.mkdir(path.join(work, path.dirname(CLIENT_MODULES_RECORD)), { recursive: true });
      await fs.copyFile(path.join(siteDir, CLIENT_MODULES_RECORD), path.join(work, CLIENT_MODULES_RECORD));
      publicDir = copy;
    }
    return { dataDir, siteDir, publicDir, counts, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

if (require.main === module) {
  // `--images shared`: the test runner's grown build (see GrowOptions.images); the bench keeps distinct files.
  const images = process.argv.includes("--images") && process.argv[process.argv.indexOf("--images") + 1] === "shared" ? "shared" : "files";
  buildGrownSite((line) => console.error(line), images, process.argv.includes("--snapshot"))
    .then(({ dataDir, siteDir, publicDir, counts }) => console.log(JSON.stringify({ dataDir, siteDir, publicDir, counts })))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    });
}
