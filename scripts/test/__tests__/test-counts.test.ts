/** @jest-environment node */
import { countTests, runTotals } from "../test-counts";

describe("countTests", () => {
  it("reads Jest's last summary line, failed and skipped included", () => {
    const output = ["PASS unit a.test.ts", "Tests:       2 failed, 3 skipped, 449 passed, 454 total", "Time: 3 s"].join("\n");
    expect(countTests(output)).toEqual({ passed: 449, failed: 2 });
    expect(countTests("Tests:       12 passed, 12 total\n")).toEqual({ passed: 12, failed: 0 });
  });

  it("reads node --test's totals, from the spec and the TAP reporters", () => {
    expect(countTests("ℹ tests 30\nℹ pass 29\nℹ fail 1\n")).toEqual({ passed: 29, failed: 1 });
    expect(countTests("# tests 30\n# pass 30\n# fail 0\n")).toEqual({ passed: 30, failed: 0 });
  });

  it("says nothing for output that counts no tests (a build, a type check)", () => {
    expect(countTests("success Building production JavaScript and CSS bundles - 20.1s\n")).toBeNull();
  });
});

describe("runTotals", () => {
  it("adds the test runners' counts and one per other stage", () => {
    const stages = [
      { name: "build", status: "passed" },
      { name: "unit", status: "passed" },
      { name: "browser", status: "failed" },
    ];
    expect(runTotals(stages, { unit: { passed: 10, failed: 0 }, browser: { passed: 5, failed: 1 } })).toEqual({ passed: 16, failed: 1, stopped: [] });
    expect(runTotals([{ name: "typecheck", status: "failed" }], {})).toEqual({ passed: 0, failed: 1, stopped: [] });
  });

  it("leaves out the unfinished tests of stages stopped after another stage failed, and names them", () => {
    const stages = [
      { name: "cms", status: "failed" },
      { name: "grown-browser", status: "stopped" },
      { name: "data-build", status: "not run" },
    ];
    const counts = { cms: { passed: 30, failed: 1 }, "grown-browser": { passed: 120, failed: 63 } };
    expect(runTotals(stages, counts)).toEqual({ passed: 30, failed: 1, stopped: ["grown-browser"] });
  });
});
