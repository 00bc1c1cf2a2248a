/**
 * A build of other data that starts from the project's last build, the way CI deploys a data edit:
 * Gatsby's incremental build over the previous build's .cache/ and public/ (.github/workflows/ci.yml
 * restores both for the same code). Gatsby's cache holds absolute paths (the image jobs' output folder,
 * webpack's modules, components), so a copy of it only works at the path it was made in: the build
 * runs at the project's own path, in a private mount namespace where the project's .cache/, public/ and
 * src/gatsby-types.d.ts are this build's own folders, bound over the originals. Nothing outside that
 * namespace sees them: the suites reading the project's public/ meanwhile read the project's build.
 * The image jobs and webpack's modules then come from the cache (a deploy rebuild: ~20 CPU-s instead
 * of ~88 for a clean build in a copy).
 *
 * Such a folder ("state folder") holds .cache/, public/, gatsby-types.d.ts and a marker naming the
 * project it belongs to. It needs `unshare` and the right to mount: root, or an unprivileged user
 * namespace. Where neither works, projectPathUnusable() says why and callers build in a copy of the site
 * (site-copy.ts), as before.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { cacheFromElsewhere } from "../../../gatsby/internals/cache-location";
import { modeChangedSinceLastBuild } from "../../../gatsby/internals/mode-record";
import { stylesChangedSinceLastBuild, stylesFingerprint } from "../../../gatsby/internals/styles-fingerprint";
import { internalsMode } from "../../../gatsby/internals/switch";

export const PROJECT_ROOT = path.resolve(__dirname, "../../..");
const MARKER = "built-at-project-path";
const TYPES = path.join("src", "gatsby-types.d.ts");
/** What a build writes inside the project: bound over the project's own while it runs. */
const BOUND = [".cache", "public"] as const;

export interface BuildResult {
  code: number | null;
  output: string;
}

let namespaceCommand: string[] | null | undefined;

/**
 * The `unshare` invocation that gives a private mount namespace with the right to bind-mount, or null:
 * root's own, else an unprivileged user namespace mapped to root (probed once by binding one temporary
 * folder over another).
 */
function unshareCommand(): string[] | null {
  if (namespaceCommand !== undefined) return namespaceCommand;
  namespaceCommand = null;
  if (process.env.CONNESSIONI_NO_PROJECT_PATH_BUILDS === "1") return null;
  const probe = mkdtempSync(path.join(os.tmpdir(), "connessioni-mount-probe-"));
  try {
    for (const dir of ["a", "b"]) writeFileSync(path.join(probe, `${dir}.txt`), dir);
    const candidates = [
      ["unshare", "--mount", "--propagation", "private"],
      ["unshare", "--user", "--map-root-user", "--mount", "--propagation", "private"],
    ];
    for (const candidate of candidates) {
      const result = spawnSync(candidate[0], [...candidate.slice(1), "sh", "-c", 'mount --bind "$1/b.txt" "$1/a.txt" && cat "$1/a.txt"', "sh", probe], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      if (result.status === 0 && result.stdout.trim() === "b") {
        namespaceCommand = candidate;
        break;
      }
    }
  } catch {
    namespaceCommand = null;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
  return namespaceCommand;
}

/**
 * Why builds at the project's path cannot run here, or undefined when they can: they need a private
 * mount namespace, and a finished build of the project to start from (its .cache/ and public/) that the
 * next build would keep. A cache made in another folder, other stylesheets or the other GATSBY_INTERNALS
 * mode make our onPreInit (gatsby/on-pre-init.ts) start clean by removing public/, which a bound folder
 * cannot be: a build of a checkout whose last build is stale (a copied worktree) takes a copy instead.
 */
export async function projectPathUnusable(): Promise<string | undefined> {
  if (!BOUND.every((dir) => existsSync(path.join(PROJECT_ROOT, dir))) || !existsSync(path.join(PROJECT_ROOT, TYPES))) return "the project has no build";
  if (unshareCommand() === null) return "no private mount namespace (unshare)";
  if ((await cacheFromElsewhere(PROJECT_ROOT)).stale) return "the project's cache was made in another folder";
  if (await stylesChangedSinceLastBuild(PROJECT_ROOT, await stylesFingerprint(PROJECT_ROOT))) return "the stylesheets changed since the project's build";
  if (await modeChangedSinceLastBuild(PROJECT_ROOT, internalsMode())) return "the project was built in the other GATSBY_INTERNALS mode";
  return undefined;
}

/** True when `dir` is a state folder (seedProjectPathSite) of this project. */
export function isProjectPathSite(dir: string): boolean {
  const marker = path.join(dir, MARKER);
  return existsSync(marker) && readFileSync(marker, "utf8").trim() === PROJECT_ROOT;
}

/**
 * Makes `dir` a state folder holding a copy of the project's last build (.cache/, public/ and the
 * GraphQL types the build writes into src/). What else is in `dir` (a data folder) stays. Call it only
 * while nothing rebuilds the project (the test runner's stages come after its build).
 */
export async function seedProjectPathSite(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  for (const name of BOUND) {
    await fs.rm(path.join(dir, name), { recursive: true, force: true });
    // Timestamps kept: webpack's cache trusts a file whose time has not changed.
    await fs.cp(path.join(PROJECT_ROOT, name), path.join(dir, name), { recursive: true, preserveTimestamps: true });
  }
  await fs.copyFile(path.join(PROJECT_ROOT, TYPES), path.join(dir, path.basename(TYPES)));
  await fs.writeFile(path.join(dir, MARKER), `${PROJECT_ROOT}\n`);
}

/**
 * Runs `gatsby build` at the project's path with the state folder `dir` bound over the project's
 * .cache/, public/ and src/gatsby-types.d.ts, reading `dataDir` (absolute). Resolves with the exit code
 * and the output; the build's files end up in `dir`.
 */
export function gatsbyBuildAtProjectPath(dir: string, dataDir: string, env: NodeJS.ProcessEnv): Promise<BuildResult> {
  const unshare = unshareCommand();
  if (!unshare) return Promise.reject(new Error("builds at the project's path need `unshare` and the right to mount (see projectPathUnusable)"));
  if (!path.isAbsolute(dataDir)) return Promise.reject(new Error(`the data folder must be absolute: ${dataDir}`));
  // $1: the state folder, $2: the project, $3: node. `exec`: the build is the namespace's only process.
  const script = [
    ...BOUND.map((name) => `mount --bind "$1/${name}" "$2/${name}"`),
    `mount --bind "$1/${path.basename(TYPES)}" "$2/${TYPES}"`,
    'cd "$2"',
    'exec "$3" "$2/node_modules/gatsby/cli.js" build',
  ].join(" && ");
  return runCollecting(unshare[0], [...unshare.slice(1), "sh", "-c", script, "sh", dir, PROJECT_ROOT, process.execPath], {
    cwd: PROJECT_ROOT,
    env: { ...env, CONNESSIONI_DATA_DIR: dataDir },
  });
}

/** Runs a command; resolves with its exit code and its output (stdout and stderr as they came). */
export function runCollecting(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}
