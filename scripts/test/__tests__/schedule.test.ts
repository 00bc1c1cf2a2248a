/** @jest-environment node */
import { stagesToStart, type Schedulable } from "../schedule";

const stage = (name: string, cpu: number, after: string[] = []): Schedulable => ({ name, cpu, after });
const names = (stages: Schedulable[]) => stages.map((s) => s.name);

describe("stagesToStart", () => {
  const build = stage("build", 1.5);
  const browser = stage("browser", 2, ["build"]);
  const built = stage("built", 1, ["build"]);
  const unit = stage("unit", 1);
  const all = new Set(["build", "browser", "built", "unit"]);

  it("starts stages in the given order while the machine has room", () => {
    expect(names(stagesToStart([build, unit, browser], [], new Set(), all, 2.5))).toEqual(["build", "unit"]);
  });

  it("waits for prerequisites that are part of the run, and ignores those that are not", () => {
    expect(names(stagesToStart([browser, built], [], new Set(), all, 4))).toEqual([]);
    expect(names(stagesToStart([browser, built], [], new Set(["build"]), all, 4))).toEqual(["browser", "built"]);
    expect(names(stagesToStart([browser], [], new Set(), new Set(["browser"]), 4))).toEqual(["browser"]);
  });

  it("keeps a lighter stage further down behind a heavier ready one that does not fit yet", () => {
    expect(names(stagesToStart([browser, built], [stage("grown-build", 1.5)], new Set(["build"]), all, 2.5))).toEqual([]);
    expect(names(stagesToStart([browser, built], [stage("grown-build", 0.5)], new Set(["build"]), all, 2.5))).toEqual(["browser"]);
  });

  it("starts a stage heavier than the whole machine when nothing else runs, and nothing beside it", () => {
    expect(names(stagesToStart([stage("huge", 3), unit], [], new Set(), all, 2))).toEqual(["huge"]);
  });
});
