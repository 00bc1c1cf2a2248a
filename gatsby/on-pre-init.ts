import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { cacheFromElsewhere } from "./cache-location/cache-location";
import { forgetRemovedTypeOwners } from "./cache-location/stale-type-owners";
import { buildStyles, stylesChangedSinceLastBuild, stylesFingerprint } from "./cache-location/styles-fingerprint";
import { isDevelop } from "./develop/is-develop";

/**
 * A checkout moved or copied together with .cache and public/ starts from a clean cache.
 * Gatsby has already read its cached state when this runs, so deleting .cache here would not
 * be enough; removing public/ makes Gatsby's own check right after this hook find an
 * "incomplete cache" (a cache without public/), and Gatsby then deletes the cache and resets its
 * state. onPreBootstrap records the folder for the next run (cache-location.ts).
 * A production build whose stylesheets changed since the last one starts clean the same way
 * (styles-fingerprint.ts). First, node types owned by plugins no longer in the config are set free
 * (stale-type-owners.ts).
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
  if (!isDevelop()) {
    buildStyles.fingerprint = await stylesFingerprint(projectRoot);
    stylesChanged = !stale && (await stylesChangedSinceLastBuild(projectRoot, buildStyles.fingerprint));
    if (stylesChanged) {
      reporter.info("The stylesheets changed since the last build: Gatsby would keep the old CSS in pages whose data did not change, so this build starts clean.");
    }
  }
  if (stale || stylesChanged) await fs.rm(path.resolve(projectRoot, "public"), { recursive: true, force: true });
};
