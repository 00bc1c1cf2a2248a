#!/usr/bin/env node
// `npm run bench`: Lighthouse 13 in the system Chromium on the four pages, mobile and desktop,
// beside a plain-HTML floor page served by the same server; JS and HTML gzip per page from public/;
// cold and warm build times. Then the same on the grown content (scripts/grow-content.ts: 2.5x the
// talks and concerts, ten editions), built in a throw-away copy. Prints the tables, writes
// artifacts/bench/latest.json and, after a full run, both tables in docs/performance.md.
// A measuring script, not a test: nothing here asserts.
//
//   npm run bench                                  full run: 5 runs each, build times, both content sets
//   npm run bench -- --runs 1 --no-build-times     quick look
//   npm run bench -- --pages /,/talks --presets mobile --content grown
import { mkdir, rm, writeFile } from "node:fs/promises";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { gzipSync, constants as zlibConstants } from "node:zlib";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../serve.mjs";
import { FLOOR_ROUTE, homeTexts, makeBenchRoot } from "./lib/floor-page.mjs";
import { launchChrome, runLighthouse, CHROME_PATH } from "./lib/lighthouse-run.mjs";
import { afterPaintJsSize, htmlFileFor, pageJsSize } from "./lib/page-js.mjs";
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
const ALL_CONTENTS = ["today", "grown"];

function parseArgs(argv) {
  const options = { runs: 5, pages: ALL_PAGES, presets: ALL_PRESETS, contents: ALL_CONTENTS, buildTimes: true, build: true };
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
    else if (flag === "--content") options.contents = value().split(",").filter(Boolean);
    else if (flag === "--no-build-times") options.buildTimes = false;
    else if (flag === "--no-build") options.build = false;
    else throw new Error(`Unknown option ${argv[i]} (use --runs N, --pages, --presets, --content today,grown, --no-build-times, --no-build)`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error("--runs must be a positive integer");
  for (const preset of options.presets) if (!ALL_PRESETS.includes(preset)) throw new Error(`Unknown preset ${preset}`);
  for (const content of options.contents) if (!ALL_CONTENTS.includes(content)) throw new Error(`Unknown content ${content} (today, grown)`);
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
          log(
            `round ${round}/${options.runs} ${preset} ${target.route}: LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
          );
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

/** The grown content, built in a throw-away copy of the site by scripts/build-grown.ts. */
function buildGrown() {
  log("growing the content and building it in a throw-away copy (a few minutes)");
  const result = spawnSync(process.execPath, [path.join(projectDir, "node_modules/tsx/dist/cli.mjs"), "scripts/build-grown.ts"], {
    cwd: projectDir,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`the grown content did not build:\n${`${result.stdout}${result.stderr}`.slice(-4000)}`);
  const grown = JSON.parse(result.stdout.trim().split("\n").pop());
  log(`grown content: ${describeCounts(grown.counts)}`);
  return grown;
}

const describeCounts = (counts) =>
  `${counts.talks} talks, ${counts.concerts} concerts, ${counts.events} programme events over ${counts.days} days, ${counts.editions} editions`;

/** Gzipped HTML per page (level 9, as the server sends it; response headers not included). */
function htmlGzOf(root, routes) {
  return Object.fromEntries(
    routes.map((route) => [route, gzipSync(readFileSync(htmlFileFor(root, route)), { level: zlibConstants.Z_BEST_COMPRESSION }).length]),
  );
}

/**
 * The newest archived edition's page (/edizioni/<anno>/), when the build has any and every page is
 * measured: one stands for all, as they are one template over the same kind of data (ten on the
 * grown content, each a full copy of its programme; none on today's).
 */
function newestArchivePage(root, options) {
  if (options.pages.length !== ALL_PAGES.length) return [];
  const dir = path.join(root, "edizioni");
  const years = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /^\d{4}$/.test(name))
        .sort()
    : [];
  return years.slice(-1).map((anno) => `/edizioni/${anno}/`);
}

/** Lighthouse on one build (public/ or the grown copy), beside a floor page made from its own texts. */
async function measureBuild(allOptions, root, dataDir) {
  if (!existsSync(path.join(root, "index.html"))) throw new Error(`${root}/index.html is missing`);
  const options = { ...allOptions, pages: [...allOptions.pages, ...newestArchivePage(root, allOptions)] };
  const jsGz = {};
  for (const route of options.pages) jsGz[route] = await pageJsSize(root, route);
  const afterPaintJs = await afterPaintJsSize(root);
  const htmlGz = htmlGzOf(root, options.pages);
  const texts = homeTexts(root);
  const sito = JSON.parse(readFileSync(path.join(dataDir, "sito.json"), "utf8"));
  const benchRoot = await makeBenchRoot(root, { title: texts.title, description: texts.description, heading: sito.nome, tagline: sito.tagline });
  const server = await startServer({ root: benchRoot.root, port: 0, host: "127.0.0.1" });
  try {
    log(`Lighthouse in ${CHROME_PATH}, ${options.runs} run(s) per page and preset, server ${server.url}`);
    const measured = await measurePages(options, server.url);
    return {
      floor: measured.floor,
      targets: measured.pages.map((target) => ({
        ...target,
        jsGz: jsGz[target.route]?.total,
        afterPaintJsGz: afterPaintJs.total,
        htmlGz: htmlGz[target.route],
      })),
      jsGz,
      afterPaintJs,
      htmlGz,
    };
  } finally {
    await server.close();
    await benchRoot.remove();
  }
}

/** Prints one content set's table; returns it as Markdown. */
function printTable(title, measured) {
  const rows = tableRows(measured);
  const floorRows = Object.entries(measured.floor).map(([preset, summary]) => [
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
  console.log(`\n${title}\n`);
  console.log(textTable(HEADINGS, [...rows, ...floorRows]));
  console.log(
    `HTML gzip: ${Object.entries(measured.htmlGz)
      .map(([route, bytes]) => `${route} ${bytes} B`)
      .join(", ")}`,
  );
  return markdownTable(HEADINGS, [...rows, ...floorRows]);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  let built = false;
  let today = null;
  if (options.contents.includes("today")) {
    built = options.build ? ensureBuild() : false;
    today = await measureBuild(options, publicDir, path.join(projectDir, "data"));
  }
  let grown = null;
  if (options.contents.includes("grown")) {
    const site = buildGrown();
    try {
      grown = { counts: site.counts, ...(await measureBuild(options, site.publicDir, site.dataDir)) };
    } finally {
      await rm(path.dirname(site.dataDir), { recursive: true, force: true });
      await rm(site.siteDir, { recursive: true, force: true });
    }
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
    // Today's content first; a grown-only run (--content grown) puts the grown figures here.
    content: today ? "today" : "grown",
    ...(today ?? grown),
    build,
    grown: today && grown ? { ...grown, checks: checkTargets(grown, "grown content: ") } : null,
  };
  result.checks = checkTargets(result, today ? "" : "grown content: ");

  const header = `Connessioni benchmark, ${result.date} (median of ${options.runs}; Lighthouse ${result.lighthouse}, ${result.chromium})`;
  const table = printTable(`${header}\n${today ? "Today's content (data/)" : `Grown content (${describeCounts(grown.counts)})`}`, result);
  const grownTable = result.grown ? printTable(`Grown content (${describeCounts(result.grown.counts)})`, result.grown) : null;
  console.log(`\n${formatBuildTimes(build)}`);
  console.log("\nTargets:");
  for (const check of [...result.checks, ...(result.grown?.checks ?? [])]) console.log(`  ${check.ok ? "met    " : "NOT MET"}  ${check.name}: ${check.detail}`);

  const artifactsDir = path.join(projectDir, "artifacts", "bench");
  await mkdir(artifactsDir, { recursive: true });
  await writeFile(path.join(artifactsDir, "latest.json"), `${JSON.stringify(result, null, 2)}\n`);
  log(`figures written to ${path.relative(projectDir, path.join(artifactsDir, "latest.json"))}`);
  const full =
    options.runs >= 5 &&
    options.buildTimes &&
    options.pages.length === ALL_PAGES.length &&
    options.presets.length === ALL_PRESETS.length &&
    options.contents.length === ALL_CONTENTS.length;
  if (full) {
    await writePerformanceDoc(path.join(projectDir, "docs", "performance.md"), result, table, grownTable);
    log("tables written to docs/performance.md");
  } else {
    log("partial run: docs/performance.md left as it is");
  }
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
