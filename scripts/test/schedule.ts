/** Which waiting stages may start now: the scheduling rule of scripts/test/run-tests.ts, on its own. */
export interface Schedulable {
  name: string;
  after?: string[];
  cpu: number;
}

/**
 * The waiting stages to start, in the order given (their priority): those whose prerequisites (among
 * the stages of this run) have passed, while the running ones and the started ones keep at most
 * `capacity` cores busy. A ready stage that does not fit stops the list there: a lighter stage further
 * down would otherwise keep a heavy one (a browser suite) waiting behind a stream of small ones. When
 * nothing runs, the first ready stage starts whatever it needs, so a stage heavier than the machine
 * still runs (alone).
 */
export function stagesToStart<S extends Schedulable>(
  waiting: readonly S[],
  running: readonly Schedulable[],
  passed: ReadonlySet<string>,
  inRun: ReadonlySet<string>,
  capacity: number,
): S[] {
  const ready = (stage: S) => (stage.after ?? []).every((name) => !inRun.has(name) || passed.has(name));
  let load = running.reduce((sum, stage) => sum + stage.cpu, 0);
  let count = running.length;
  const chosen: S[] = [];
  for (const stage of waiting) {
    if (!ready(stage)) continue;
    if (count > 0 && load + stage.cpu > capacity + 1e-9) break;
    chosen.push(stage);
    load += stage.cpu;
    count += 1;
  }
  return chosen;
}
