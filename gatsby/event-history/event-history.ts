import { spawnSync } from "node:child_process";
import path from "node:path";
import { changesOf, type EventFacts } from "../../src/events/event-facts";
import type { EventChanges, EventRecord } from "../../src/events/event-record";
import { harmlessText } from "../../src/utils/text-safety";

/**
 * The record of what was published (issue 36, item 5), from the git history of the programme file the
 * build reads. Every publish from the CMS is a commit, so the file's versions in commit order are what
 * the site said, one publish after another; the volunteers do nothing more. Read with the `git` command
 * (no dependency): one `git log` for the commits, one `git cat-file --batch` for all their versions.
 *
 * - Only the first-parent line counts (`--first-parent`): what a branch held before it was merged was
 *   never published; its merge is the publish.
 * - The record starts at the first version whose events have ids: before ids an event's identity was
 *   its day, time and venue, so an older version cannot say which event moved. Events without an id
 *   in a version are left out of it.
 * - A version that is not valid JSON, or not a list of days, never built, so it was never published:
 *   it is skipped.
 * - The programme the build reads is the last version: when it differs from the last commit (edits
 *   not committed yet), its changes are dated at the build.
 * Without history (git missing, no repository, the file never committed, a shallow clone whose older
 * commits are absent) the record says so (`storia: false`) and claims nothing.
 */

/** The facts the record follows (src/events/event-facts.ts says which count as a change). */
export type TrackedFacts = Pick<EventFacts, "data" | "ora" | "luogo" | "stato">;

export interface ProgrammeVersion {
  /** The commit's time, ISO 8601 in UTC. */
  at: string;
  commit: string;
  events: Map<string, TrackedFacts>;
}

export type ProgrammeHistory = { available: true; versions: ProgrammeVersion[] } | { available: false; reason: string };

/** A parsed version of the file, read defensively: any version may be broken. */
interface DayLike {
  data?: unknown;
  eventi?: unknown;
}
type EventLike = Partial<Record<keyof EventFacts, unknown>>;

/** The tracked facts of every event with an id in a programme (the parsed file, or the build's data). */
export function trackedEvents(programme: unknown): Map<string, TrackedFacts> | null {
  if (!Array.isArray(programme)) return null;
  const events = new Map<string, TrackedFacts>();
  for (const day of programme as DayLike[]) {
    if (typeof day !== "object" || day === null || !Array.isArray(day.eventi)) return null;
    for (const event of day.eventi as EventLike[]) {
      if (typeof event?.id !== "string") continue;
      /* eslint-disable @typescript-eslint/no-base-to-string -- an old version's fields are read as they were written, whatever their type */
      events.set(event.id, {
        // Cleaned as the data nodes are (gatsby/data-nodes): an old version's stray character can
        // neither reach the changes page and its feed nor count as a change against today's text.
        data: harmlessText(String(day.data ?? "")),
        ora: harmlessText(String(event.ora ?? "")),
        luogo: harmlessText(String(event.luogo ?? "")),
        stato: typeof event.stato === "string" ? harmlessText(event.stato) : null,
      });
      /* eslint-enable @typescript-eslint/no-base-to-string */
    }
  }
  return events;
}

function git(dir: string, args: string[], input?: Buffer) {
  return spawnSync("git", ["-C", dir, ...args], { input, maxBuffer: 1 << 30, env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" } });
}

/** Splits `git cat-file --batch` output into the objects' contents (null for a missing one). */
function batchContents(output: Buffer, count: number): (string | null)[] {
  const contents: (string | null)[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const eol = output.indexOf(10, at);
    if (eol < 0) break;
    const header = output.subarray(at, eol).toString("utf8");
    at = eol + 1;
    const match = /^\S+ \S+ (\d+)$/.exec(header);
    if (!match) {
      contents.push(null); // "<name> missing"
      continue;
    }
    const size = Number(match[1]);
    contents.push(output.subarray(at, at + size).toString("utf8"));
    at += size + 1; // the content is followed by a newline
  }
  return contents;
}

/** Every committed version of `file` (an absolute path), oldest first, or why there is no history. */
export function readProgrammeHistory(file: string): ProgrammeHistory {
  const dir = path.dirname(file);
  const shallow = git(dir, ["rev-parse", "--is-shallow-repository"]);
  if (shallow.error) return { available: false, reason: `git could not run (${shallow.error.message})` };
  // Not a repository, or one git refuses to read (another user's checkout: "dubious ownership").
  if (shallow.status !== 0)
    return { available: false, reason: `${dir} is not in a git repository git can read (${shallow.stderr.toString().trim().split("\n")[0]})` };
  if (shallow.stdout.toString().trim() === "true") return { available: false, reason: "the repository is a shallow clone (its older commits are absent)" };

  if (git(dir, ["rev-parse", "--verify", "-q", "HEAD"]).status !== 0) return { available: false, reason: `${path.basename(file)} was never committed` };
  const log = git(dir, ["log", "--first-parent", "--reverse", "--format=%H %cI", "--", path.basename(file)]);
  if (log.status !== 0) return { available: false, reason: `git log failed: ${log.stderr.toString().trim()}` };
  const commits = log.stdout
    .toString()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [commit, time] = line.split(" ");
      return { commit, at: new Date(time).toISOString() };
    });
  if (commits.length === 0) return { available: false, reason: `${path.basename(file)} was never committed` };

  const prefix = git(dir, ["rev-parse", "--show-prefix"]).stdout.toString().trim();
  const names = commits.map(({ commit }) => `${commit}:${prefix}${path.basename(file)}`);
  const batch = git(dir, ["cat-file", "--batch"], Buffer.from(names.join("\n") + "\n"));
  if (batch.status !== 0) return { available: false, reason: `git cat-file failed: ${batch.stderr.toString().trim()}` };
  const contents = batchContents(batch.stdout, names.length);

  const versions: ProgrammeVersion[] = [];
  commits.forEach(({ commit, at }, index) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(contents[index] ?? "");
    } catch {
      return;
    }
    const events = trackedEvents(parsed);
    // Versions before ids existed (or with none) start nothing: see the header.
    if (events && (events.size > 0 || versions.length > 0)) versions.push({ at, commit, events });
  });
  return { available: true, versions };
}

/**
 * The record of every event of `current` (the programme the build reads) through `versions`, with the
 * current programme as the last version (dated `now` where it differs from the last commit). A venue's
 * former name (`venueNames`, src/events/venue-names.ts) in an older version is the same venue.
 */
export function eventRecords(
  versions: readonly ProgrammeVersion[],
  current: Map<string, TrackedFacts>,
  now: Date,
  venueNames: ReadonlyMap<string, string> = new Map(),
): Record<string, EventRecord> {
  const records: Record<string, EventRecord> = {};
  const timeline = [...versions, { at: now.toISOString(), commit: "", events: current }];
  for (const id of current.keys()) {
    let last: TrackedFacts | undefined;
    let record: EventRecord | undefined;
    for (const version of timeline) {
      const facts = version.events.get(id);
      if (!facts) continue; // absent from this version (removed, then back): compared with its last one
      if (!last || !record) {
        record = { sequenza: 0, pubblicato: version.at, modificato: version.at, cambi: [] };
      } else {
        const changes = changesOf(last, facts, venueNames).map((change) => ({ quando: version.at, ...change }));
        if (changes.length > 0) {
          record.sequenza += 1;
          record.modificato = version.at;
          record.cambi.push(...changes);
        }
      }
      last = facts;
    }
    if (record) records[id] = record;
  }
  return records;
}

/** The whole record for the build: every current event's, or an empty one that says there is no history. */
export function eventChanges(
  history: ProgrammeHistory,
  current: Map<string, TrackedFacts>,
  now: Date,
  venueNames: ReadonlyMap<string, string> = new Map(),
): EventChanges {
  const generato = now.toISOString();
  if (!history.available) return { generato, storia: false, eventi: {} };
  return { generato, storia: true, eventi: eventRecords(history.versions, current, now, venueNames) };
}
