/** How many tests a stage's output says passed and failed (Jest's summary, node --test's totals). */
export interface TestCount {
  passed: number;
  failed: number;
}

const numberBefore = (line: string, word: string): number => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);

export function countTests(output: string): TestCount | null {
  // Jest: "Tests:       2 failed, 3 skipped, 449 passed, 454 total" (the last summary, if several).
  const jest = output
    .split("\n")
    .filter((line) => /^Tests:\s+.*\d+ total/.test(line))
    .pop();
  if (jest) return { passed: numberBefore(jest, "passed"), failed: numberBefore(jest, "failed") };
  // node --test: "ℹ pass 20" / "ℹ fail 0" (spec reporter) or "# pass 20" / "# fail 0" (TAP).
  const pass = /^(?:ℹ|#) pass (\d+)$/m.exec(output);
  const fail = /^(?:ℹ|#) fail (\d+)$/m.exec(output);
  if (pass && fail) return { passed: Number(pass[1]), failed: Number(fail[1]) };
  return null;
}

export interface RunTotals extends TestCount {
  /** Stages ended by the runner after another stage failed: their unfinished tests are not counted. */
  stopped: string[];
}

/**
 * The run's test count. A stage the runner stopped (SIGTERM after the first failure) reports its
 * unfinished tests as failed; counting them would turn one real failure into dozens, so they are
 * left out and named instead. Stages that are not test runners (build, type check) count as one test.
 */
export function runTotals(stages: { name: string; status: string }[], counts: Record<string, TestCount>): RunTotals {
  const totals: RunTotals = { passed: 0, failed: 0, stopped: [] };
  for (const stage of stages) {
    if (stage.status === "stopped") {
      totals.stopped.push(stage.name);
      continue;
    }
    const count = counts[stage.name];
    if (count) {
      totals.passed += count.passed;
      totals.failed += count.failed;
    } else if (stage.status === "passed") totals.passed += 1;
    else if (stage.status === "failed") totals.failed += 1;
  }
  return totals;
}
