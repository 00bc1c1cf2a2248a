/**
 * @jest-environment node
 */
// timings.ts writes the docs through an ES module that Jest does not load; the table is what is tested here.
jest.mock("../../lib/doc-section.mjs", () => ({ writeMarkedSection: jest.fn() }));

import { machineBusyMs, sampleMachine } from "../machine-cpu";
import { timingsTable, type TimingsRecord } from "../timings";

const record = (machine?: TimingsRecord["machine"]): TimingsRecord => ({
  date: "2026-01-01T00:00:00.000Z",
  wallMs: 100_000,
  cores: 2,
  capacity: 2.5,
  stages: [
    { name: "b", startMs: 10_000, durationMs: 90_000, cpuMs: 45_000, status: "passed" },
    { name: "a", startMs: 0, durationMs: 10_000, cpuMs: 9_000, status: "passed" },
  ],
  counts: { b: { passed: 3, failed: 0 } },
  machine,
});

it("lists the stages in the order they started, with the run's totals", () => {
  const lines = timingsTable(record()).split("\n");
  expect(lines[2]).toBe("| a | 0.0 | 10.0 | 10.0 | 9.0 | 0.90 |  | passed |");
  expect(lines[3]).toBe("| b | 10.0 | 100.0 | 90.0 | 45.0 | 0.50 | 3 | passed |");
  expect(lines[4]).toContain("| **whole run** | 0.0 | 100.0 | **100.0** | 54.0 | 0.54 |");
  expect(lines).toHaveLength(5);
});

it("adds the whole machine's CPU and its busy cores over time when the run sampled them", () => {
  const table = timingsTable(record({ cpuMs: 180_000, busyCores: [1.95, 1.2], everyMs: 30_000 }));
  expect(table).toContain("Whole machine (/proc/stat, every process, Chromium's included): 180.0 CPU-s, 1.80 cores busy on average");
  expect(table).toContain("busy cores every 30 s: 1.9 1.2.");
});

it("reads the machine's busy time where /proc/stat exists, and a sample never goes backwards", () => {
  const busy = machineBusyMs();
  if (busy === undefined) return;
  expect(busy).toBeGreaterThan(0);
  const sample = sampleMachine(1000).stop();
  expect(sample?.cpuMs).toBeGreaterThanOrEqual(0);
});
