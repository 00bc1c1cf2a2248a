#!/usr/bin/env node
// `npm run bench`: Lighthouse 12.8 in the system Chromium on the four pages, mobile and desktop,
// beside a plain-HTML floor page served by the same server; JS gzip per page from public/; cold
// and warm build times. Prints a table, writes artifacts/bench/latest.json and, after a full
// run, the table in docs/performance.md. A measuring script, not a test: nothing here asserts.
//
//   npm run bench                                  full run: 5 runs each, build times
//   npm run bench -- --runs 1 --no-build-times     quick look
//   npm run bench -- --pages /,/talks --presets mobile
import { mkdir, writeFile } from "node:fs/promises";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../serve.mjs";
import { FLOOR_ROUTE, homeTexts, makeBenchRoot } from "./lib/floor-page.mjs";
import { launchChrome, runLighthouse, CHROME_PATH } from "./lib/lighthouse-run.mjs";
import { pageJsSize } from "./lib/page-js.mjs";
import { measureBuildTimes } from "./lib/build-times.mjs";
import { HEADINGS, formatBuildTimes, markdownTable, summarise, tableRows, textTable } from "./lib/summary.mjs";
import { checkTargets } from "./lib/targets.mjs";
import { writePerformanceDoc } from "./lib/performance-doc.mjs";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const publicDir = path.join(projectDir, "public");
// In the site's URL form (src/utils/page-paths.ts): /talks would measure a 308 redirect first.
const ALL_PAGES = ["/", "/concerti/", "/talks/", "/edizioni/"];
const inSiteUrlForm = (route) => (route.endsWith("/") ? route : `${route}/`);
const ALL_PRESETS = ["mobile", "desktop"];

function parseArgs(argv) {
  const options = { runs: 5, pages: ALL_PAGES, presets: ALL_PRESETS, buildTimes: true, build: true };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = () => {
      if (inline !== undefined) return inline;
      i += 1;
      if (argv[i] === undefined) throw new Error(`${flag} needs a value`);
      return argv[i];
    };
    if (flag === "--runs") options.runs = Number(value());
    else if (flag === "--pages") options.pages = value().split(",").filter(Boolean).map(inSiteUrlForm);
    else if (flag === "--presets") options.presets = value().split(",").filter(Boolean);
    else if (flag === "--no-build-times") options.buildTimes = false;
    else if (flag === "--no-build") options.build = false;
    else throw new Error(`Unknown option ${argv[i]} (use --runs N, --pages, --presets, --no-build-times, --no-build)`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error("--runs must be a positive integer");
  for (const preset of options.presets) if (!ALL_PRESETS.includes(preset)) throw new Error(`Unknown preset ${preset}`);
  return options;
}

const log = (message) => console.error(`[bench] ${message}`);

/** Newest modification time under the paths a build reads (generated typings excluded). */
function newestSource() {
  let newest = 0;
  const visit = (entry) => {
    const info = statSync(entry, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of readdirSync(entry)) if (name !== "__tests__") visit(path.join(entry, name));
    } else if (!entry.endsWith("gatsby-types.d.ts")) {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  for (const name of ["src", "data", "gatsby", "static", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package.json"]) {
    visit(path.join(projectDir, name));
  }
  return newest;
}

function ensureBuild() {
  const built = statSync(path.join(publicDir, "index.html"), { throwIfNoEntry: false });
  if (built && built.mtimeMs >= newestSource()) return false;
  log(built ? "public/ is older than the sources: building" : "public/ is missing: building");
  // Builds in the shared work tree are serialised by this lock (see the helper rules).
  const result = spawnSync("flock", ["/tmp/gatsby-build.lock", "npx", "gatsby", "build"], {
    cwd: projectDir,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`gatsby build failed:\n${`${result.stdout}${result.stderr}`.slice(-4000)}`);
  return true;
}

async function measurePages(options, baseUrl) {
  const targets = [...options.pages.map((route) => ({ route })), { route: FLOOR_ROUTE, floor: true }];
  const runs = new Map();
  const key = (route, preset) => `${preset} ${route}`;
  // Rounds interleave pages and presets, so a slow moment of the machine hits all of them alike.
  for (let round = 1; round <= options.runs; round += 1) {
    const chrome = await launchChrome();
    try {
      for (const preset of options.presets) {
        for (const target of targets) {
          const started = Date.now();
          const run = await runLighthouse(baseUrl + target.route, { port: chrome.port, preset });
          if (!runs.has(key(target.route, preset))) runs.set(key(target.route, preset), []);
          runs.get(key(target.route, preset)).push(run);
          log(`round ${round}/${options.runs} ${preset} ${target.route}: LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        }
      }
    } finally {
      await chrome.kill();
    }
  }
  const pages = [];
  const floor = {};
  for (const preset of options.presets) {
    for (const target of targets) {
      const summary = summarise(runs.get(key(target.route, preset)));
      if (target.floor) floor[preset] = summary;
      else pages.push({ route: target.route, preset, summary });
    }
  }
  return { pages, floor };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const built = options.build ? ensureBuild() : false;
  if (!existsSync(path.join(publicDir, "index.html"))) throw new Error("public/index.html is missing");

  const jsGz = {};
  for (const route of options.pages) jsGz[route] = await pageJsSize(publicDir, route);

  const texts = homeTexts(publicDir);
  const sito = JSON.parse(readFileSync(path.join(projectDir, "data", "sito.json"), "utf8"));
  const benchRoot = await makeBenchRoot(publicDir, { title: texts.title, description: texts.description, heading: sito.nome, tagline: sito.tagline });
  const server = await startServer({ root: benchRoot.root, port: 0, host: "127.0.0.1" });
  let measured;
  try {
    log(`Lighthouse in ${CHROME_PATH}, ${options.runs} run(s) per page and preset, server ${server.url}`);
    measured = await measurePages(options, server.url);
  } finally {
    await server.close();
    await benchRoot.remove();
  }

  let build = null;
  if (options.buildTimes) {
    try {
      build = await measureBuildTimes(projectDir, log);
    } catch (error) {
      build = { error: error.message };
    }
  }

  const result = {
    date: startedAt.toISOString(),
    lighthouse: JSON.parse(readFileSync(path.join(projectDir, "node_modules", "lighthouse", "package.json"), "utf8")).version,
    chromium: spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).stdout.trim(),
    node: process.version,
    runs: options.runs,
    builtBeforeMeasuring: built,
    floor: measured.floor,
    targets: measured.pages.map((target) => ({ ...target, jsGz: jsGz[target.route]?.total })),
    jsGz,
    build,
  };
  result.checks = checkTargets(result);

  const rows = tableRows(result);
  const floorRows = Object.entries(result.floor).map(([preset, summary]) => [
    "floor page",
    preset,
    Object.values(summary.scores).join("/"),
    Math.round(summary.fcp),
    Math.round(summary.lcp),
    Math.round(summary.tbt),
    summary.cls.toFixed(3),
    (summary.jsBytes / 1024).toFixed(1),
    (summary.imageBytes / 1024).toFixed(1),
    (summary.totalBytes / 1024).toFixed(1),
    "1.00x",
    "–",
    "text",
  ]);
  console.log(`\nConnessioni benchmark, ${result.date} (median of ${options.runs}; Lighthouse ${result.lighthouse}, ${result.chromium})\n`);
  console.log(textTable(HEADINGS, [...rows, ...floorRows]));
  console.log(`\n${formatBuildTimes(build)}`);
  console.log("\nTargets:");
  for (const check of result.checks) console.log(`  ${check.ok ? "met    " : "NOT MET"}  ${check.name}: ${check.detail}`);

  const artifactsDir = path.join(projectDir, "artifacts", "bench");
  await mkdir(artifactsDir, { recursive: true });
  await writeFile(path.join(artifactsDir, "latest.json"), `${JSON.stringify(result, null, 2)}\n`);
  log(`figures written to ${path.relative(projectDir, path.join(artifactsDir, "latest.json"))}`);
  const full = options.runs >= 5 && options.buildTimes && options.pages.length === ALL_PAGES.length && options.presets.length === ALL_PRESETS.length;
  if (full) {
    await writePerformanceDoc(path.join(projectDir, "docs", "performance.md"), result, markdownTable(HEADINGS, [...rows, ...floorRows]));
    log("table written to docs/performance.md");
  } else {
    log("partial run: docs/performance.md left as it is");
  }
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
