/** @jest-environment node */
import { ALL_STAGES, STAGE_SETS } from "../stages";

describe("the stage sets", () => {
  it("are made of stages of the whole run, each once", () => {
    const all = new Set(ALL_STAGES);
    for (const [set, stages] of Object.entries(STAGE_SETS)) {
      for (const stage of stages) expect({ set, stage: stage.name, inAll: all.has(stage) }).toEqual({ set, stage: stage.name, inAll: true });
      expect(new Set(stages).size).toBe(stages.length);
    }
  });

  it("cover every stage of the whole run between the four CI jobs", () => {
    const jobs = ["quick", "site", "grown", "fixtures"].flatMap((set) => STAGE_SETS[set].map((stage) => stage.name));
    expect(jobs.sort()).toEqual(ALL_STAGES.map((stage) => stage.name).sort());
  });

  // The data-only lane deploys what this set checked: its stages must not lean on a stage it skips.
  it("gives the data-only lane the data check, the build, the built-site and HTML checks, self-contained", () => {
    const data = STAGE_SETS.data.map((stage) => stage.name);
    expect(data.sort()).toEqual(["build", "built", "check-data", "html"]);
    for (const stage of STAGE_SETS.data) for (const before of stage.after ?? []) expect(data).toContain(before);
  });
});
