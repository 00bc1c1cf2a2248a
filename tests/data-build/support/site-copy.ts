import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const PROJECT_ROOT = path.resolve(__dirname, "../../..");

// Everything a build needs is copied; what belongs to /work/main's own builds, tests and history is not,
// so the project's .cache/ and public/ are never touched. node_modules is shared through a symlink.
const NOT_COPIED = new Set([
  "node_modules",
  ".cache",
  "public",
  ".git",
  "data",
  "tests",
  "docs",
  "artifacts",
  "coverage",
  ".github",
  ".vscode",
]);

/** A fresh copy of the site in a temporary directory, ready for `gatsby build`. */
export async function copySite(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-sito-"));
  for (const entry of await fs.readdir(PROJECT_ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    await fs.cp(path.join(PROJECT_ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  await fs.symlink(path.join(PROJECT_ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

export interface BuildResult {
  code: number | null;
  output: string;
}

/** Runs `gatsby build` in `siteDir` with the data folder `dataDir`; resolves with exit code and output. */
export function gatsbyBuild(siteDir: string, dataDir: string): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(siteDir, "node_modules/gatsby/cli.js"), "build"], {
      cwd: siteDir,
      env: {
        ...process.env,
        CONNESSIONI_DATA_DIR: dataDir,
        CI: "1",
        NO_COLOR: "1",
        FORCE_COLOR: "0",
        GATSBY_TELEMETRY_DISABLED: "1",
        NODE_ENV: "production",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

export const removeDir = (dir: string) => fs.rm(dir, { recursive: true, force: true });
