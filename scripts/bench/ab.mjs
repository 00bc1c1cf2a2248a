// Interleaved A/B of two built sites with Lighthouse mobile: one run of A then one of B (the order
// flips every round) per page, so that the machine's drift falls on both sides alike.
// On a machine whose speed drifts, this says whether a change moved the figures; the bench's medians
// alone cannot. Usage: npm run bench:ab -- <urlA> <urlB> [--runs N] [--pages /,/concerti/]
// For example the commit before a change against the change itself:
//   git worktree add /tmp/before HEAD~1 && ln -s "$PWD/node_modules" /tmp/before/node_modules
//   (cd /tmp/before && npx gatsby build && node scripts/serve.mjs --port 9001) &
//   npm run build && npm run serve &     # http://localhost:9000
//   npm run bench:ab -- http://localhost:9001/ http://localhost:9000/
import { launchChrome, runLighthouse } from "./lib/lighthouse-run.mjs";
import { median } from "./lib/summary.mjs";

const args = process.argv.slice(2);
const [baseA, baseB] = args.filter((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option("--runs", "5"));
const pages = option("--pages", "/,/concerti/,/talks/,/edizioni/").split(",");
if (!baseA || !baseB) throw new Error("usage: ab.mjs <urlA> <urlB> [--runs N] [--pages ...]");

const chrome = await launchChrome();
try {
  console.log(`| page | side | perf (median, min-max) | TBT ms (median, min-max) | LCP ms (median) | benchmarkIndex |`);
  console.log(`| --- | --- | --- | --- | --- | --- |`);
  for (const page of pages) {
    const results = { A: [], B: [] };
    for (let round = 0; round < runs; round += 1) {
      const order = round % 2 ? ["B", "A"] : ["A", "B"];
      for (const side of order) {
        const url = new URL(page, side === "A" ? baseA : baseB).href;
        results[side].push(await runLighthouse(url, { port: chrome.port, preset: "mobile" }));
      }
    }
    for (const side of ["A", "B"]) {
      const perf = results[side].map((r) => r.scores.performance);
      const tbt = results[side].map((r) => r.tbt);
      console.log(
        `| ${page} | ${side} | ${median(perf)} (${Math.min(...perf)}-${Math.max(...perf)}) | ` +
          `${Math.round(median(tbt))} (${Math.round(Math.min(...tbt))}-${Math.round(Math.max(...tbt))}) | ` +
          `${Math.round(median(results[side].map((r) => r.lcp)))} | ${median(results[side].map((r) => r.benchmarkIndex))} |`,
      );
    }
  }
} finally {
  await chrome.kill();
}
