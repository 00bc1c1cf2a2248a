import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { cacheFromElsewhere, hasGatsbyCache } from "../../../gatsby/internals/cache-location";
import {
  gatsbyBuildAtProjectPath,
  isProjectPathSite,
  PROJECT_ROOT,
  projectPathUnusable,
  runCollecting,
  seedProjectPathSite,
  type BuildResult,
} from "./project-path-build";

// Everything a build needs is copied; what belongs to /work/main's own builds, tests and history is not,
// so the project's .cache/ and public/ are never touched. node_modules is shared through a symlink.
const NOT_COPIED = new Set(["node_modules", ".cache", "public", ".git", "data", "tests", "docs", "artifacts", "coverage", ".github", ".vscode"]);

async function copySiteInto(dir: string): Promise<void> {
  for (const entry of await fs.readdir(PROJECT_ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    // Timestamps kept: webpack's cache (fixtureSite) trusts a file whose time has not changed.
    await fs.cp(path.join(PROJECT_ROOT, entry), path.join(dir, entry), { recursive: true, preserveTimestamps: true });
  }
  await fs.symlink(path.join(PROJECT_ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
}

const WEBPACK_CACHE = path.join(".cache", "webpack");

/**
 * Starts a copy's webpack cache from the project's own (its last `gatsby build`), when the copy has
 * none. Webpack checks every entry against the files it was made from, so entries of other code are
 * simply rebuilt; the modules under node_modules, shared through the symlink, keep their paths and
 * are reused: ~18 s less webpack per cold copy build (bundles + HTML renderer 16 s instead of 34).
 */
async function seedWebpackCache(dir: string): Promise<void> {
  const from = path.join(PROJECT_ROOT, WEBPACK_CACHE);
  const to = path.join(dir, WEBPACK_CACHE);
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );
  if ((await exists(to)) || !(await exists(from))) return;
  await fs.cp(from, to, { recursive: true, preserveTimestamps: true });
}

/** A fresh copy of the site in a temporary directory, ready for `gatsby build`. */
export async function copySite(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-sito-"));
  await copySiteInto(dir);
  await seedWebpackCache(dir);
  return dir;
}

// The copy that fixture builds share, one after another, for this checkout.
const CHECKOUT = createHash("sha256").update(PROJECT_ROOT).digest("hex").slice(0, 12);
const SHARED_SITE = path.join(os.tmpdir(), `connessioni-fixture-site-${CHECKOUT}`);
const SHARED_LOCK = `${SHARED_SITE}.lock`;
// What survives from one fixture build to the next: what Gatsby itself keeps when it clears .cache
// (gatsby/dist/services/initialize.js): webpack's compilation cache and Parcel's, with its output,
// for gatsby-config.ts and gatsby-node.ts. Nothing else does, public/ included, so every build
// starts from its own data like a clean build, with the JavaScript compiled once instead of once per
// build (~40 s instead of ~110 s per build on two busy cores; "compile gatsby files" 5 s -> 1.8 s).
const KEPT_CACHE = new Set(["webpack", ".parcel-cache", "compiled"]);

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Takes the shared copy's lock; false while another live process holds it. */
async function lockSharedSite(): Promise<boolean> {
  try {
    await fs.mkdir(SHARED_LOCK);
  } catch {
    const holder = Number(await fs.readFile(path.join(SHARED_LOCK, "pid"), "utf8").catch(() => "0"));
    if (holder !== process.pid && holder > 0 && isRunning(holder)) return false;
  }
  await fs.writeFile(path.join(SHARED_LOCK, "pid"), String(process.pid));
  return true;
}

/**
 * A copy of the site for one fixture build, freshly copied from the project but keeping webpack's
 * cache from the previous fixture build: give it back with releaseSite(). While another process
 * (a second `npm test` of this checkout) uses it, a fresh copy instead.
 */
export async function fixtureSite(): Promise<string> {
  if (!(await lockSharedSite())) return copySite();
  await refreshSite(SHARED_SITE);
  return SHARED_SITE;
}

/** Empties `dir` but for the caches a build keeps (KEPT_CACHE), then copies the site into it. */
async function refreshSite(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  for (const entry of await fs.readdir(dir)) {
    if (entry === ".cache") {
      for (const cached of await fs.readdir(path.join(dir, entry))) {
        if (!KEPT_CACHE.has(cached)) await removeDir(path.join(dir, entry, cached));
      }
    } else {
      await removeDir(path.join(dir, entry));
    }
  }
  await copySiteInto(dir);
  await seedWebpackCache(dir);
}

/**
 * A copy of the site in a folder of its own for this checkout, named `name`, refreshed like the
 * fixture copy: for a build that outlives the process that made it (a stage of `npm test` whose
 * output the next stage reads), so that each run replaces the previous run's instead of adding one
 * more to the temporary folder. Not locked: one run at a time per checkout and name.
 */
export async function namedSite(name: string): Promise<string> {
  const dir = path.join(os.tmpdir(), `connessioni-${name}-${CHECKOUT}`);
  await refreshSite(dir);
  return dir;
}

/**
 * A folder for a build of other data that starts from the project's last build, as CI deploys a data
 * edit (project-path-build.ts: Gatsby's incremental build over a copy of the project's .cache/ and
 * public/, at the project's own path); where this machine cannot, `fallback` (a copy of the site,
 * colder). Named: in a folder of this checkout that the next such build replaces (like namedSite).
 */
export async function incrementalSite(fallback: () => Promise<string>, name?: string): Promise<string> {
  if (await projectPathUnusable()) return fallback();
  let dir: string;
  if (name) {
    dir = path.join(os.tmpdir(), `connessioni-${name}-${CHECKOUT}`);
    await removeDir(dir);
  } else {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-incrementale-"));
  }
  await seedProjectPathSite(dir);
  return dir;
}

/**
 * What `cp -a` of a built checkout gives in `copyDir` (.cache/ and public/ included, node_modules the
 * symlink it is, timestamps kept). The project itself is copied without its history, tests and docs
 * (copySiteInto) but with its .cache/, public/ and data/.
 */
export async function copyBuiltCheckout(siteDir: string, copyDir: string): Promise<void> {
  if (siteDir !== PROJECT_ROOT) {
    await fs.cp(siteDir, copyDir, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    return;
  }
  await copySiteInto(copyDir);
  for (const name of [".cache", "public", "data"]) {
    await fs.cp(path.join(PROJECT_ROOT, name), path.join(copyDir, name), { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  }
}

/**
 * A built checkout to copy: the project itself when its last build was made in its own folder (npm
 * test's build stage has just made one), else one that `build` makes in a fixture copy (a test file run
 * alone). `release` gives a fixture copy back.
 */
export async function builtCheckout(build: (siteDir: string) => Promise<BuildResult>): Promise<{ dir: string; release: () => Promise<void> }> {
  const cache = await cacheFromElsewhere(PROJECT_ROOT);
  if ((await hasGatsbyCache(PROJECT_ROOT)) && !cache.stale && existsSync(path.join(PROJECT_ROOT, "public", "index.html"))) {
    return { dir: PROJECT_ROOT, release: async () => {} };
  }
  const dir = await fixtureSite();
  const result = await build(dir);
  if (result.code !== 0) {
    await releaseSite(dir);
    throw new Error(`the checkout to copy did not build:\n${result.output.slice(-3000)}`);
  }
  return { dir, release: () => releaseSite(dir) };
}

/** Ends a fixture build's use of its copy: the shared one stays for the next build, a fresh one goes. */
export async function releaseSite(dir: string): Promise<void> {
  if (dir !== SHARED_SITE) return removeDir(dir);
  const holder = Number(readFileSync(path.join(SHARED_LOCK, "pid"), "utf8"));
  if (holder === process.pid) await removeDir(SHARED_LOCK);
}

export type { BuildResult };

/** The environment of a fixture build: production, no colours, no telemetry, the data folder `dataDir`. */
const buildEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  CONNESSIONI_DATA_DIR: dataDir,
  CI: "1",
  NO_COLOR: "1",
  FORCE_COLOR: "0",
  GATSBY_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
});

/**
 * Runs `gatsby build` in `siteDir` with the data folder `dataDir` (relative to `siteDir`, or absolute);
 * resolves with exit code and output. A state folder (project-path-build.ts) builds at the project's
 * own path from its copy of the project's last build.
 */
export function gatsbyBuild(siteDir: string, dataDir: string): Promise<BuildResult> {
  if (isProjectPathSite(siteDir)) {
    const absolute = path.resolve(siteDir, dataDir);
    return gatsbyBuildAtProjectPath(siteDir, absolute, buildEnv(absolute));
  }
  return runCollecting(process.execPath, [path.join(siteDir, "node_modules/gatsby/cli.js"), "build"], { cwd: siteDir, env: buildEnv(dataDir) });
}

export const removeDir = (dir: string) => fs.rm(dir, { recursive: true, force: true });
