/**
 * A built site served by scripts/serve.mjs (the hosts' rules, tests/hosting) from a folder a test may
 * change while pages are open: a copy made of hard links, whose files are replaced one by one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(__dirname, "../../..");

/**
 * Copies a folder as hard links (instant, no space), so that files can then be replaced one by one;
 * as plain copies where the temporary folder is on another file system (a CI container's /tmp).
 */
export function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) linkTree(source, path.join(to, entry.name));
    else {
      try {
        fs.linkSync(source, path.join(to, entry.name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        fs.copyFileSync(source, path.join(to, entry.name));
      }
    }
  }
}

/** Writes a new file in place of a hard link (writing through the link would change the build too). */
export function replaceFile(dir: string, file: string, text: string): void {
  fs.unlinkSync(path.join(dir, file));
  fs.writeFileSync(path.join(dir, file), text);
}

/** Serves `root` (a folder or a symbolic link to one) on a free port of 127.0.0.1. */
export async function serve(root: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(repoRoot, "scripts/serve.mjs"), "--root", root, "--port", "0", "--host", "127.0.0.1"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/[\d.:]+)\//.exec(output);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
  return { url, child };
}

/** Stops a server started by serve(), once it has exited (its folder can then be removed). */
export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill();
  });
}
