// Cold and warm build times, measured in a throw-away copy of the project so /work/main's .cache
// and public/ (shared with other builds) stay untouched: a cold build with no .cache or public/
// (what `gatsby clean && gatsby build` does), then a warm rebuild after editing one data file.
import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

// Generated or machine-local folders; node_modules is linked, not copied.
const SKIPPED = new Set(["node_modules", ".cache", "public", ".git", "artifacts"]);

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "true" } });
    let output = "";
    const keep = (chunk) => {
      output = (output + chunk).slice(-20000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output.slice(-3000)}`))));
  });
}

async function timedBuild(cwd) {
  const start = process.hrtime.bigint();
  await run("npx", ["gatsby", "build"], cwd);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/**
 * A one-file data edit a content editor would make: one more sentence in the first concert's
 * description. The copy is thrown away afterwards.
 */
async function editOneDataFile(projectDir) {
  const file = path.join(projectDir, "data", "concerti.json");
  const concerts = JSON.parse(await readFile(file, "utf8"));
  concerts[0].descrizione = `${concerts[0].descrizione} Aggiornato.`;
  await writeFile(file, `${JSON.stringify(concerts, null, 2)}\n`);
  return path.relative(projectDir, file);
}

/** { coldSeconds, warmSeconds, ratio, editedFile } */
export async function measureBuildTimes(projectDir, log = () => {}) {
  const copy = await mkdtemp(path.join(os.tmpdir(), "connessioni-bench-site-"));
  try {
    await cp(projectDir, copy, {
      recursive: true,
      filter: (source) => !(path.dirname(source) === projectDir && SKIPPED.has(path.basename(source))),
    });
    await symlink(path.join(projectDir, "node_modules"), path.join(copy, "node_modules"));
    log(`cold build in ${copy}`);
    const coldSeconds = await timedBuild(copy);
    const editedFile = await editOneDataFile(copy);
    log(`warm rebuild after editing ${editedFile}`);
    const warmSeconds = await timedBuild(copy);
    return { coldSeconds, warmSeconds, ratio: warmSeconds / coldSeconds, editedFile };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
