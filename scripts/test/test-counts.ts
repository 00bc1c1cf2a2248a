/** How many tests a stage's output says passed and failed (Jest's summary, node --test's totals). */
export interface TestCount {
  passed: number;
  failed: number;
}

const numberBefore = (line: string, word: string): number => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);

export function countTests(output: string): TestCount | null {
  // Jest: "Tests:       2 failed, 3 skipped, 449 passed, 454 total" (the last summary, if several).
  const jest = output.split("\n").filter((line) => /^Tests:\s+.*\d+ total/.test(line)).pop();
  if (jest) return { passed: numberBefore(jest, "passed"), failed: numberBefore(jest, "failed") };
  // node --test: "ℹ pass 20" / "ℹ fail 0" (spec reporter) or "# pass 20" / "# fail 0" (TAP).
  const pass = /^(?:ℹ|#) pass (\d+)$/m.exec(output);
  const fail = /^(?:ℹ|#) fail (\d+)$/m.exec(output);
  if (pass && fail) return { passed: Number(pass[1]), failed: Number(fail[1]) };
  return null;
}
