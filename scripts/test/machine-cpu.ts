/**
 * The whole machine's CPU time from /proc/stat (Linux; undefined elsewhere): what every process used,
 * Chromium's detached renderers included, which bash's `times` per stage cannot see. The runner samples
 * it to show where the two cores were idle during a run.
 */
import fs from "node:fs";

/** Busy CPU time of all cores since boot, in ms (user, nice, system, irq, softirq, steal). */
export function machineBusyMs(): number | undefined {
  try {
    const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0];
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    // USER_HZ is 100 on every Linux the project runs on (getconf CLK_TCK).
    return (user + nice + system + irq + softirq + (steal || 0)) * 10;
  } catch {
    return undefined;
  }
}

/** Samples the machine's busy cores every `everyMs`; stop() gives the total and the busy cores per sample. */
export function sampleMachine(everyMs = 30_000): { stop: () => { cpuMs: number; busyCores: number[]; everyMs: number } | undefined } {
  const start = machineBusyMs();
  if (start === undefined) return { stop: () => undefined };
  const busyCores: number[] = [];
  let last = start;
  let lastAt = Date.now();
  const timer = setInterval(() => {
    const now = machineBusyMs() ?? last;
    const at = Date.now();
    busyCores.push(Number(((now - last) / (at - lastAt)).toFixed(2)));
    last = now;
    lastAt = at;
  }, everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return { cpuMs: (machineBusyMs() ?? last) - start, busyCores, everyMs };
    },
  };
}
