/** The timing table of a test run: printed by `npm test`, kept in docs/performance.md. */
import { writeMarkedSection } from "../lib/doc-section.mjs";
import type { TestCount } from "./test-counts";

export interface StageTiming {
  name: string;
  startMs: number;
  durationMs: number;
  /**
   * CPU time of the stage and what it started (user + system, bash's `times`). Processes that detach
   * from their parent (Chromium's zygote and renderers) are not counted: browser stages read low.
   */
  cpuMs?: number;
  status: "passed" | "failed" | "stopped" | "not run";
}

export interface TimingsRecord {
  date: string;
  wallMs: number;
  cores: number;
  capacity: number;
  stages: StageTiming[];
  counts: Record<string, TestCount>;
  /** The whole machine's CPU (scripts/test/machine-cpu.ts): its total, and its busy cores every `everyMs`. */
  machine?: { cpuMs: number; busyCores: number[]; everyMs: number };
}

const s = (ms: number) => (ms / 1000).toFixed(1);

/** A Markdown table: one row per stage in the order they started, then the whole run. */
export function timingsTable(record: TimingsRecord): string {
  const rows = [...record.stages]
    .sort((a, b) => a.startMs - b.startMs)
    .map((stage) => {
      const count = record.counts[stage.name];
      // A stopped stage's "failed" are the tests it had not finished when the runner ended it.
      const failed = count?.failed ? (stage.status === "stopped" ? " (the rest unfinished)" : ` (${count.failed} failed)`) : "";
      const tests = count ? `${count.passed}${failed}` : "";
      const cores = stage.cpuMs !== undefined && stage.durationMs > 0 ? (stage.cpuMs / stage.durationMs).toFixed(2) : "";
      return `| ${stage.name} | ${s(stage.startMs)} | ${s(stage.startMs + stage.durationMs)} | ${s(stage.durationMs)} | ${stage.cpuMs !== undefined ? s(stage.cpuMs) : ""} | ${cores} | ${tests} | ${stage.status} |`;
    });
  const busy = record.stages.reduce((sum, stage) => sum + stage.durationMs, 0);
  const cpu = record.stages.reduce((sum, stage) => sum + (stage.cpuMs ?? 0), 0);
  return [
    "| stage | start (s) | end (s) | duration (s) | CPU (s) | cores busy | tests | result |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows,
    `| **whole run** | 0.0 | ${s(record.wallMs)} | **${s(record.wallMs)}** | ${s(cpu)} | ${(cpu / record.wallMs).toFixed(2)} | | sum of the stages' durations: ${s(busy)} s |`,
    ...machineLines(record),
  ].join("\n");
}

/** The machine's own figures under the table: every process's CPU, and the busy cores over time. */
function machineLines({ machine, wallMs }: TimingsRecord): string[] {
  if (!machine) return [];
  return [
    "",
    `Whole machine (/proc/stat, every process, Chromium's included): ${s(machine.cpuMs)} CPU-s, ${(machine.cpuMs / wallMs).toFixed(2)} cores busy on average; ` +
      `busy cores every ${machine.everyMs / 1000} s: ${machine.busyCores.map((cores) => cores.toFixed(1)).join(" ")}.`,
  ];
}

export async function writeTimingsSection(file: string, record: TimingsRecord): Promise<void> {
  const day = record.date.slice(0, 10);
  const minutes = (record.wallMs / 60000).toFixed(1);
  await writeMarkedSection(
    file,
    "test-timings",
    "`npm run test:timings -- --write-doc`",
    `## Test suite timings (${day})

\`npm test\` (scripts/test/run-tests.ts) on ${record.cores} cores, stages side by side up to ${record.capacity} cores' worth:
**${minutes} min** from the first stage to the last. \`npm run test:timings\` prints the table of the latest run.

${timingsTable(record)}`,
  );
}
