import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { cacheFromElsewhere, hasGatsbyCache } from "./internals/cache-location";
import { WEBPACK_CACHE, modeChangedSinceLastBuild } from "./internals/mode-record";
import { forgetRemovedTypeOwners } from "./internals/stale-type-owners";
import { buildStyles, stylesChangedSinceLastBuild, stylesFingerprint } from "./internals/styles-fingerprint";
import { internalsMode } from "./internals/switch";
import { isDevelop } from "./develop/is-develop";

/**
 * A checkout moved or copied together with .cache and public/ starts from a clean cache.
 * Gatsby has already read its cached state when this runs, so deleting .cache here would not
 * be enough; removing public/ makes Gatsby's own check right after this hook find an
 * "incomplete cache" (a cache without public/), and Gatsby then deletes the cache and resets its
 * state. onPreBootstrap records the folder for the next run (cache-location.ts).
 * A production build whose stylesheets changed since the last one starts clean the same way
 * (styles-fingerprint.ts), and so does one in the other GATSBY_INTERNALS mode than the last
 * (mode-record.ts), without webpack's cache too. First, node types owned by plugins no longer in the
 * config are set free (stale-type-owners.ts). All of them in gatsby/internals.
 */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter, store }) => {
  const freed = forgetRemovedTypeOwners(store);
  if (freed.length > 0) reporter.verbose(`Node types of plugins no longer configured: ${freed.join(", ")}`);
  const projectRoot = process.cwd();
  const { stale, recordedRoot } = await cacheFromElsewhere(projectRoot);
  if (stale) {
    reporter.info(
      recordedRoot
        ? `The project moved from ${recordedRoot} to ${projectRoot}: the cache holds the old paths, so this build starts clean.`
        : "The cache does not say which folder it was made in: this build starts clean.",
    );
  }
  // Production builds only: `gatsby develop` writes no pages to public/ (see styles-fingerprint.ts).
  let stylesChanged = false;
  let modeChanged = false;
  if (!isDevelop()) {
    buildStyles.fingerprint = await stylesFingerprint(projectRoot);
    stylesChanged = !stale && (await stylesChangedSinceLastBuild(projectRoot, buildStyles.fingerprint));
    if (stylesChanged) {
      reporter.info(
        "The stylesheets changed since the last build: Gatsby would keep the old CSS in pages whose data did not change, so this build starts clean.",
      );
    }
    const mode = internalsMode();
    modeChanged = (await hasGatsbyCache(projectRoot)) && (await modeChangedSinceLastBuild(projectRoot, mode));
    if (modeChanged) {
      reporter.info(`The last build was not ${mode} (GATSBY_INTERNALS): this build starts clean, webpack's cache included.`);
      await fs.rm(path.resolve(projectRoot, WEBPACK_CACHE), { recursive: true, force: true });
    }
  }
  if (stale || stylesChanged || modeChanged) await fs.rm(path.resolve(projectRoot, "public"), { recursive: true, force: true });
};
