/**
 * `npm test`: runs the stages of scripts/test/stages.ts, side by side where the machine has room,
 * and prints how long each took.
 *
 *   tsx scripts/test/run-tests.ts [all|quick|site|grown|fixtures|data] [--only a,b] [--keep-going] [--list]
 *   tsx scripts/test/run-tests.ts --timings [--write-doc]   the last run's table (into docs/performance.md)
 *
 * Each stage writes to artifacts/test-run/logs/<stage>.log; its output is printed whole when it ends
 * (stages that run side by side do not interleave). The first failure stops the run (the stages
 * still running are ended) unless --keep-going. The last line counts the tests: "Tests: N passed, N failed".
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stagesToStart } from "./schedule";
import { ALL_STAGES, STAGE_SETS, projectRoot, type RunContext, type Stage } from "./stages";
import { countTests, runTotals, type TestCount } from "./test-counts";
import { sampleMachine } from "./machine-cpu";
import { timingsTable, writeTimingsSection, type StageTiming, type TimingsRecord } from "./timings";

const runDir = path.join(projectRoot, "artifacts/test-run");
const logDir = path.join(runDir, "logs");
const timingsFile = path.join(runDir, "timings.json");

// Stages may together keep this many cores busy. A bit over the core count: most stages wait on a
// browser, a server or the disk part of the time (their measured `cpu` is an average). 1.5x was no
// faster (1313 s both ways, 2026-11-25) and loaded the machine more.
const capacity = Number(process.env.TEST_CPU_SLOTS) || os.availableParallelism() * 1.25;
const onGitHub = process.env.GITHUB_ACTIONS === "true";

interface Running {
  stage: Stage;
  child: ChildProcess;
  started: number;
  stdout: string;
  /** stdout and stderr as they came, also written to the stage's log file. */
  output: string;
  /** What bash's `times` printed: the shell's own, then its children's user and system time. */
  times: string;
}

/** Children's user + system time from bash's `times` ("0m0.01s 0m0.00s\n1m2.50s 0m4.10s"), in ms. */
function cpuMsOf(times: string): number | undefined {
  const line = times.trim().split("\n")[1];
  const parts = line ? [...line.matchAll(/(\d+)m([\d.]+)s/g)] : [];
  if (parts.length !== 2) return undefined;
  return Math.round(parts.reduce((sum, [, m, sec]) => sum + (Number(m) * 60 + Number(sec)) * 1000, 0));
}

function parseArgs(argv: string[]) {
  const args = { set: "all", only: [] as string[], keepGoing: false, list: false, timings: false, writeDoc: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--only") args.only = (argv[++i] ?? "").split(",").filter(Boolean);
    else if (arg === "--keep-going") args.keepGoing = true;
    else if (arg === "--list") args.list = true;
    else if (arg === "--timings") args.timings = true;
    else if (arg === "--write-doc") args.writeDoc = true;
    else if (arg in STAGE_SETS) args.set = arg;
    else throw new Error(`unknown argument ${arg} (sets: ${Object.keys(STAGE_SETS).join(", ")})`);
  }
  return args;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printLog(name: string, text: string, status: string): void {
  if (onGitHub) console.log(`::group::${name} (${status})`);
  else console.log(`\n──── ${name} (${status}) ────`);
  process.stdout.write(text.endsWith("\n") || text === "" ? text : `${text}\n`);
  if (onGitHub) console.log("::endgroup::");
}

const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
};

/** Ends a stage and everything it started (each stage is its own process group); kills what lingers. */
function endStage(running: Running): void {
  const { pid } = running.child;
  if (!pid) return;
  signalGroup(pid, "SIGTERM");
  setTimeout(() => signalGroup(pid, "SIGKILL"), 10_000).unref();
}

async function runStages(stages: Stage[], keepGoing: boolean, context: RunContext): Promise<TimingsRecord> {
  fs.rmSync(logDir, { recursive: true, force: true });
  fs.mkdirSync(logDir, { recursive: true });
  const names = new Set(stages.map((stage) => stage.name));
  const waiting = [...stages];
  const running = new Map<string, Running>();
  const passed = new Set<string>();
  const timings: StageTiming[] = [];
  const counts: Record<string, TestCount> = {};
  const runStart = Date.now();
  const machine = sampleMachine();
  let failed = false;

  return new Promise((resolve) => {
    const finish = () => {
      const wallMs = Date.now() - runStart;
      resolve({ date: new Date(runStart).toISOString(), wallMs, cores: os.availableParallelism(), capacity, stages: timings, counts, machine: machine.stop() });
    };

    const startReady = () => {
      if (failed && !keepGoing) {
        if (running.size === 0) finish();
        return;
      }
      const runningStages = [...running.values()].map((entry) => entry.stage);
      for (const stage of stagesToStart(waiting, runningStages, passed, names, capacity)) {
        waiting.splice(waiting.indexOf(stage), 1);
        start(stage);
      }
      if (running.size === 0) {
        // Nothing runs and nothing can start: what is left waits on a stage that failed.
        for (const stage of waiting) timings.push({ name: stage.name, startMs: 0, durationMs: 0, status: "not run" });
        finish();
      }
    };

    const start = (stage: Stage) => {
      const logFile = path.join(logDir, `${stage.name}.log`);
      const log = fs.openSync(logFile, "w");
      let env: NodeJS.ProcessEnv;
      try {
        env = { ...process.env, ...stage.env?.(context) };
      } catch (error) {
        fs.writeSync(log, `${error instanceof Error ? error.message : String(error)}\n`);
        fs.closeSync(log);
        timings.push({ name: stage.name, startMs: Date.now() - runStart, durationMs: 0, status: "failed" });
        failed = true;
        return;
      }
      const started = Date.now();
      console.log(`▶ ${stage.name} (at ${seconds(started - runStart)}; running: ${[...running.keys(), stage.name].join(", ")})`);
      // Through bash, whose `times` reports the CPU time of everything the stage ran (on fd 3).
      const child = spawn("bash", ["-c", '"$@"; code=$?; times >&3; exit $code', "stage", ...stage.command], {
        cwd: projectRoot,
        env,
        stdio: ["ignore", "pipe", "pipe", "pipe"],
        detached: true,
      });
      const entry: Running = { stage, child, started, stdout: "", output: "", times: "" };
      child.stdio[3]?.on("data", (chunk: Buffer) => (entry.times += chunk.toString()));
      running.set(stage.name, entry);
      child.stdout?.on("data", (chunk: Buffer) => {
        entry.stdout += chunk.toString();
        entry.output += chunk.toString();
        fs.writeSync(log, chunk);
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        entry.output += chunk.toString();
        fs.writeSync(log, chunk);
      });
      const done = (code: number | null, error?: Error) => {
        if (!running.has(stage.name)) return;
        running.delete(stage.name);
        const note = (text: string) => {
          entry.output += text;
          fs.writeSync(log, text);
        };
        if (error) note(`\n${error.message}\n`);
        let ok = code === 0 && !error;
        if (ok && stage.collect) {
          try {
            stage.collect(entry.stdout, context);
          } catch (collectError) {
            note(`\ncould not read the stage's result: ${String(collectError)}\n`);
            ok = false;
          }
        }
        const durationMs = Date.now() - started;
        const status = ok ? "passed" : failed && !keepGoing ? "stopped" : "failed";
        timings.push({ name: stage.name, startMs: started - runStart, durationMs, cpuMs: cpuMsOf(entry.times), status });
        fs.closeSync(log);
        const count = countTests(entry.output);
        if (count) counts[stage.name] = count;
        printLog(stage.name, entry.output, `${status}, ${seconds(durationMs)}`);
        console.log(`${ok ? "✔" : "✖"} ${stage.name} ${status} in ${seconds(durationMs)}`);
        if (ok) passed.add(stage.name);
        else if (status === "failed") {
          failed = true;
          if (!keepGoing) for (const other of running.values()) endStage(other);
        }
        startReady();
      };
      child.on("error", (error) => done(null, error));
      child.on("close", (code) => done(code));
    };

    const stopAll = () => {
      failed = true;
      for (const entry of running.values()) endStage(entry);
    };
    process.once("SIGINT", stopAll);
    process.once("SIGTERM", stopAll);
    startReady();
  });
}

/** Removes the grown build's throw-away folders (KEEP_GROWN=1 keeps them, e.g. for the bench tools). */
function cleanUp(context: RunContext): void {
  if (!context.grown) return;
  const { dataDir, siteDir } = context.grown;
  if (process.env.KEEP_GROWN === "1") {
    console.log(`kept the grown content in ${dataDir} and its build in ${siteDir}`);
    return;
  }
  for (const dir of [path.dirname(dataDir), siteDir]) fs.rmSync(dir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.timings) {
    const record = JSON.parse(fs.readFileSync(timingsFile, "utf8")) as TimingsRecord;
    console.log(timingsTable(record));
    if (args.writeDoc) {
      await writeTimingsSection(path.join(projectRoot, "docs/performance.md"), record);
      console.log("written into docs/performance.md");
    }
    return;
  }
  let stages = STAGE_SETS[args.set];
  if (args.only.length > 0) {
    const unknown = args.only.filter((name) => !ALL_STAGES.some((stage) => stage.name === name));
    if (unknown.length > 0) throw new Error(`unknown stage ${unknown.join(", ")}; stages: ${ALL_STAGES.map((s) => s.name).join(", ")}`);
    stages = ALL_STAGES.filter((stage) => args.only.includes(stage.name));
  }
  if (args.list) {
    for (const stage of stages)
      console.log(
        `${stage.name.padEnd(14)} ${stage.command.map((part, i) => (i === 0 ? path.basename(part) : path.relative(projectRoot, part) || part)).join(" ")}`,
      );
    return;
  }

  console.log(
    `npm test: ${stages.length} stages on ${os.availableParallelism()} cores (up to ${capacity} busy at once); logs in ${path.relative(projectRoot, logDir)}/`,
  );
  const context: RunContext = {};
  const record = await runStages(stages, args.keepGoing, context).finally(() => cleanUp(context));
  fs.writeFileSync(timingsFile, `${JSON.stringify(record, null, 2)}\n`);

  console.log(`\n${timingsTable(record)}`);
  const failedStages = record.stages.filter((stage) => stage.status === "failed");
  const notRun = record.stages.filter((stage) => stage.status !== "passed" && stage.status !== "failed");
  if (failedStages.length > 0) {
    console.log(`\nFailed: ${failedStages.map((stage) => `${stage.name} (artifacts/test-run/logs/${stage.name}.log)`).join(", ")}`);
    if (notRun.length > 0) console.log(`Stopped or not run: ${notRun.map((stage) => stage.name).join(", ")}`);
    process.exitCode = 1;
  }
  const total = runTotals(record.stages, record.counts);
  const stopped = total.stopped.length > 0 ? ` (not counted: the unfinished tests of ${total.stopped.join(", ")}, stopped after the failure)` : "";
  console.log(`\nTests: ${total.passed} passed, ${total.failed} failed${stopped}`);
}

main().catch((error: unknown) => {
  console.error(`npm test: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
