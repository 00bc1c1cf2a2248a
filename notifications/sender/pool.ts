/**
 * At most `limit` tasks at once, shared by every page of a run, started in the order given: a message
 * that hangs holds one slot until its deadline, while the others, on its page and the next, go on.
 */
export interface TaskPool {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Resolves once every task handed to the pool so far has started. */
  started(): Promise<void>;
}

export function taskPool(limit: number): TaskPool {
  let running = 0;
  const waiting: (() => void)[] = [];
  let onStarted: (() => void)[] = [];
  const next = () => {
    while (running < limit && waiting.length > 0) {
      running++;
      waiting.shift()!();
    }
    if (waiting.length === 0) {
      const callbacks = onStarted;
      onStarted = [];
      for (const callback of callbacks) callback();
    }
  };
  return {
    run: <T>(task: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running--;
              next();
            });
        });
        next();
      }),
    started: () => (waiting.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => onStarted.push(resolve))),
  };
}
