import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { fixtureGit } from "../../../gatsby/event-history/__fixtures__/fixture-git";

/**
 * A copy of a data folder with the programme's published history, so that a rebuild of a changed copy
 * is what a publish gives in production: the build reads programma.json's commits (gatsby/event-history),
 * and a change committed on top raises the moved event's SEQUENCE, its record and the push messages'
 * news (issue 44) exactly as a volunteer's commit on main would.
 *
 * Each commit of the source's programma.json (first parent, oldest first, with its commit time) is
 * replayed into a repository at the copy's root, then the source's file as it is now if it differs.
 * Returns false, with nothing replayed, where the source has no history to read (a grown or fixture
 * copy outside git): its rebuild then has none either, as before.
 */
export function replayProgrammeHistory(sourceDataDir: string, dataDir: string): boolean {
  const read = (args: string[]) => {
    try {
      return execFileSync("git", ["-C", sourceDataDir, ...args], { stdio: ["ignore", "pipe", "ignore"], maxBuffer: 1 << 30 }).toString();
    } catch {
      return null;
    }
  };
  const prefix = read(["rev-parse", "--show-prefix"])?.trim();
  const log = read(["log", "--first-parent", "--reverse", "--format=%H %cI", "--", "programma.json"]);
  if (prefix === undefined || !log?.trim()) return false;

  const file = path.join(dataDir, "programma.json");
  const current = readFileSync(file);
  fixtureGit(dataDir, ["init", "-q", "-b", "main"]);
  for (const line of log.trim().split("\n")) {
    const [commit, date] = line.split(" ");
    const version = read(["show", `${commit}:${prefix}programma.json`]);
    if (version === null) continue;
    writeFileSync(file, version);
    fixtureGit(dataDir, ["add", "programma.json"]);
    fixtureGit(dataDir, ["commit", "-q", "--allow-empty", "-m", `replay ${commit.slice(0, 8)}`], date);
  }
  writeFileSync(file, current);
  fixtureGit(dataDir, ["add", "programma.json"]);
  if (fixtureGit(dataDir, ["status", "--porcelain", "--", "programma.json"]).trim()) {
    fixtureGit(dataDir, ["commit", "-q", "-m", "the programme as it is now"], new Date(Date.now() - 60_000).toISOString());
  }
  return true;
}

/** Commits the copy's programma.json as a publish at `date` (a no-op for a copy without history). */
export async function commitPublish(dataDir: string, message: string, date = new Date()): Promise<void> {
  if (!(await fs.stat(path.join(dataDir, ".git")).catch(() => null))) return;
  fixtureGit(dataDir, ["add", "programma.json"]);
  fixtureGit(dataDir, ["commit", "-q", "--allow-empty", "-m", message], date.toISOString());
}
