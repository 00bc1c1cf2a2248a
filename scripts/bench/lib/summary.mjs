// Medians over runs and the printed / Markdown table.

export function median(values) {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const METRICS = ["fcp", "lcp", "tbt", "cls", "speedIndex", "jsBytes", "imageBytes", "fontBytes", "totalBytes", "requests"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Per-metric medians of several runs; the LCP element and failures come from the median-LCP run. */
export function summarise(runs) {
  const summary = { runs: runs.length, scores: {} };
  for (const category of CATEGORIES) summary.scores[category] = median(runs.map((run) => run.scores[category]));
  for (const metric of METRICS) summary[metric] = median(runs.map((run) => run[metric]));
  const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
  const typical = byLcp[Math.floor((byLcp.length - 1) / 2)];
  summary.lcpElement = typical?.lcpElement ?? null;
  summary.lcpElements = [...new Set(runs.map((run) => run.lcpElement?.selector ?? "?"))];
  summary.failures = typical?.failures ?? {};
  summary.warnings = [...new Set(runs.flatMap((run) => run.warnings))];
  summary.benchmarkIndex = median(runs.map((run) => run.benchmarkIndex));
  return summary;
}

const kib = (bytes) => (bytes === null || bytes === undefined ? "–" : (bytes / 1024).toFixed(1));
const ms = (value) => (value === null || value === undefined ? "–" : String(Math.round(value)));

/** Short name of the LCP element: tag and its most telling class or text. */
function lcpLabel(element) {
  if (!element) return "–";
  const last = element.selector.split(">").pop().trim();
  const tag = /^<(\w+)/.exec(element.snippet)?.[1] ?? last.split(/[.#]/)[0];
  const cls = /\.([a-z0-9-]+?)-module--([a-zA-Z0-9]+)/.exec(element.selector.split(">").slice(-2).join(" "));
  return cls ? `${tag} (${cls[1]} ${cls[2]})` : tag || last;
}

export function tableRows(result) {
  const rows = [];
  for (const target of result.targets) {
    const floorLcp = result.floor?.[target.preset]?.lcp ?? null;
    rows.push([
      target.route,
      target.preset,
      CATEGORIES.map((category) => target.summary.scores[category] ?? "–").join("/"),
      ms(target.summary.fcp),
      ms(target.summary.lcp),
      ms(target.summary.tbt),
      target.summary.cls === null ? "–" : target.summary.cls.toFixed(3),
      kib(target.summary.jsBytes),
      kib(target.summary.imageBytes),
      kib(target.summary.totalBytes),
      floorLcp && target.summary.lcp ? `${(target.summary.lcp / floorLcp).toFixed(2)}x` : "–",
      target.jsGz === undefined ? "–" : kib(target.jsGz),
      target.afterPaintJsGz === undefined ? "–" : kib(target.afterPaintJsGz),
      lcpLabel(target.summary.lcpElement),
    ]);
  }
  return rows;
}

export const HEADINGS = [
  "Page",
  "Preset",
  "Perf/A11y/BP/SEO",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "CLS",
  "JS KiB",
  "Img KiB",
  "Total KiB",
  "LCP/floor",
  "JS gz KiB (public/)",
  "After-paint JS+CSS gz KiB",
  "LCP element",
];

export function textTable(headings, rows) {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join("  ");
  return [line(headings), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

export function markdownTable(headings, rows) {
  const line = (cells) => `| ${cells.map((cell) => String(cell).replace(/\|/g, "\\|")).join(" | ")} |`;
  return [line(headings), line(headings.map(() => "---")), ...rows.map(line)].join("\n");
}

export function formatBuildTimes(build) {
  if (!build) return "Build times: not measured in this run.";
  if (build.error) return `Build times: failed (${build.error.split("\n")[0]}).`;
  return `Cold build ${build.coldSeconds.toFixed(1)} s, warm rebuild after editing ${build.editedFile} ${build.warmSeconds.toFixed(1)} s (${build.ratio.toFixed(2)}x cold).`;
}
