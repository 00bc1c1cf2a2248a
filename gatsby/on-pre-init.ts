import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { cacheFromElsewhere } from "./cache-location/cache-location";
import { forgetRemovedTypeOwners } from "./cache-location/stale-type-owners";

/**
 * A checkout moved or copied together with .cache and public/ starts from a clean cache.
 * Gatsby has already read its cached state when this runs, so deleting .cache here would not
 * be enough; removing public/ makes Gatsby's own check right after this hook find an
 * "incomplete cache" (a cache without public/), and Gatsby then deletes the cache and resets its
 * state. onPreBootstrap records the folder for the next run (cache-location.ts).
 * First, node types owned by plugins no longer in the config are set free (stale-type-owners.ts).
 */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter, store }) => {
  const freed = forgetRemovedTypeOwners(store);
  if (freed.length > 0) reporter.verbose(`Node types of plugins no longer configured: ${freed.join(", ")}`);
  const projectRoot = process.cwd();
  const { stale, recordedRoot } = await cacheFromElsewhere(projectRoot);
  if (!stale) return;
  reporter.info(
    recordedRoot
      ? `The project moved from ${recordedRoot} to ${projectRoot}: the cache holds the old paths, so this build starts clean.`
      : "The cache does not say which folder it was made in: this build starts clean.",
  );
  await fs.rm(path.resolve(projectRoot, "public"), { recursive: true, force: true });
};
