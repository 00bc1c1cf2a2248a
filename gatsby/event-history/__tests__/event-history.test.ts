/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fixtureGit as git } from "../__fixtures__/fixture-git";
import { eventChanges, readProgrammeHistory, trackedEvents } from "../event-history";

/**
 * The record of what was published, read from a real git repository made here: a programme committed
 * before ids existed, then with ids, then a time change, a venue change, a cancellation and an event
 * that never changes, each a commit of its own with its own time.
 */
type Day = { giorno: string; data: string; eventi: Record<string, string>[] };

const event = (id: string | undefined, ora: string, luogo: string, extra: Record<string, string> = {}) => ({
  ...(id ? { id } : {}),
  ora,
  titolo: `Evento ${id ?? ora}`,
  luogo,
  ...extra,
});

const programme = (friday: Record<string, string>[], saturday: Record<string, string>[]): Day[] => [
  { giorno: "Venerdì 12", data: "2025-09-12", eventi: friday },
  { giorno: "Sabato 13", data: "2025-09-13", eventi: saturday },
];

function commit(dir: string, days: Day[] | string, date: string, message: string) {
  fs.writeFileSync(path.join(dir, "data/programma.json"), typeof days === "string" ? days : `${JSON.stringify(days, null, 2)}\n`);
  git(dir, ["add", "-A"]);
  git(dir, ["commit", "-q", "-m", message], date);
}

describe("the record of what was published, from git", () => {
  let repo = "";
  let file = "";
  const T = (n: number) => `2025-09-0${n}T10:00:00Z`;

  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "connessioni-storia-"));
    fs.mkdirSync(path.join(repo, "data"));
    file = path.join(repo, "data/programma.json");
    git(repo, ["init", "-q", "-b", "main"]);
    // Before ids: nothing in it can be followed.
    commit(repo, programme([event(undefined, "21:00", "NUoVO")], []), T(1), "Before ids");
    const first = programme(
      [event("aaaa1111", "21:30", "NUoVO"), event("bbbb2222", "17:30", "Cinema Monviso")],
      [event("cccc3333", "10:30", "Teatro Toselli"), event("dddd4444", "18:00", "NUoVO")],
    );
    commit(repo, first, T(2), "Ids");
    commit(repo, "[ { broken", T(3), "A slip that never built");
    const moved = structuredClone(first);
    moved[0].eventi[0].ora = "22:15";
    commit(repo, moved, T(4), "Time change");
    moved[0].eventi[1].luogo = "Teatro Toselli";
    commit(repo, moved, T(5), "Venue change");
    moved[1].eventi[0].stato = "annullato";
    commit(repo, moved, T(6), "Cancellation");
    // A file elsewhere in the repository does not count.
    fs.writeFileSync(path.join(repo, "other.txt"), "x");
    git(repo, ["add", "-A"]);
    git(repo, ["commit", "-q", "-m", "Other file"], T(7));
  });

  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  const current = () => trackedEvents(JSON.parse(fs.readFileSync(file, "utf8")))!;
  const now = new Date("2025-09-10T08:00:00Z");

  it("reads the versions that have ids, in commit order, skipping one that is not JSON", () => {
    const history = readProgrammeHistory(file);
    expect(history.available).toBe(true);
    if (!history.available) return;
    expect(history.versions.map((v) => v.at)).toEqual([T(2), T(4), T(5), T(6)].map((t) => new Date(t).toISOString()));
  });

  it("dates each change of time, venue and status, and counts them in the sequence", () => {
    const record = eventChanges(readProgrammeHistory(file), current(), now);
    expect(record.storia).toBe(true);
    const at = (n: number) => new Date(T(n)).toISOString();
    expect(record.eventi).toEqual({
      aaaa1111: { sequenza: 1, pubblicato: at(2), modificato: at(4), cambi: [{ quando: at(4), campo: "ora", prima: "21:30", dopo: "22:15" }] },
      bbbb2222: {
        sequenza: 1,
        pubblicato: at(2),
        modificato: at(5),
        cambi: [{ quando: at(5), campo: "luogo", prima: "Cinema Monviso", dopo: "Teatro Toselli" }],
      },
      cccc3333: { sequenza: 1, pubblicato: at(2), modificato: at(6), cambi: [{ quando: at(6), campo: "stato", prima: "confermato", dopo: "annullato" }] },
      dddd4444: { sequenza: 0, pubblicato: at(2), modificato: at(2), cambi: [] },
    });
    // Nothing changed, nothing moves: the same record in a later build.
    expect(eventChanges(readProgrammeHistory(file), current(), new Date("2025-09-11T08:00:00Z")).eventi).toEqual(record.eventi);
  });

  it("dates edits not committed yet at the build, and a day move as one publish of two fields", () => {
    const edited = current();
    edited.set("dddd4444", { ...edited.get("dddd4444")!, data: "2025-09-12", ora: "19:00" });
    edited.set("eeee5555", { data: "2025-09-13", ora: "12:00", luogo: "NUoVO", stato: "confermato" });
    const record = eventChanges(readProgrammeHistory(file), edited, now);
    expect(record.eventi.dddd4444).toMatchObject({ sequenza: 1, modificato: now.toISOString() });
    expect(record.eventi.dddd4444.cambi.map((c) => [c.campo, c.prima, c.dopo])).toEqual([
      ["data", "2025-09-13", "2025-09-12"],
      ["ora", "18:00", "19:00"],
    ]);
    expect(record.eventi.eeee5555).toEqual({ sequenza: 0, pubblicato: now.toISOString(), modificato: now.toISOString(), cambi: [] });
  });

  it("follows the programme file of a data folder that is not the repository's root", () => {
    // `file` is data/programma.json inside the repository: the versions were found through its prefix.
    expect(readProgrammeHistory(file).available).toBe(true);
  });

  it("has no history in a shallow clone, and claims nothing", () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), "connessioni-storia-shallow-"));
    try {
      execFileSync("git", ["clone", "-q", "--depth", "1", `file://${repo}`, clone]);
      const history = readProgrammeHistory(path.join(clone, "data/programma.json"));
      expect(history).toEqual({ available: false, reason: expect.stringContaining("shallow") });
      expect(eventChanges(history, current(), now)).toEqual({ generato: now.toISOString(), storia: false, eventi: {} });
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });

  it("has no history in a plain copy of the files, or for a file never committed", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "connessioni-storia-copia-"));
    try {
      fs.copyFileSync(file, path.join(copy, "programma.json"));
      expect(readProgrammeHistory(path.join(copy, "programma.json"))).toEqual({ available: false, reason: expect.stringContaining("not in a git repository") });
      git(copy, ["init", "-q"]);
      expect(readProgrammeHistory(path.join(copy, "programma.json"))).toEqual({ available: false, reason: expect.stringContaining("never committed") });
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe("the facts read from a version", () => {
  it("drop the characters no format can hold, so an old version's stray one is neither shown nor a change", () => {
    const version = [{ data: "2025-09-12", eventi: [{ id: "a1", ora: "21:30", luogo: "Teatro\u000B Nuovo", stato: "annullato\u0007" }] }];
    const today = [{ data: "2025-09-12", eventi: [{ id: "a1", ora: "21:30", luogo: "Teatro Nuovo", stato: "annullato" }] }];
    expect(trackedEvents(version)!.get("a1")).toEqual(trackedEvents(today)!.get("a1"));
  });
});
