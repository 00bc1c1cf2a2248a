// docs/performance.md: how the figures are measured and the latest full benchmark table.
import { writeFile } from "node:fs/promises";
import { formatBuildTimes } from "./summary.mjs";

const kib = (bytes) => (bytes / 1024).toFixed(1);

export async function writePerformanceDoc(file, result, table) {
  const day = result.date.slice(0, 10);
  const jsLines = Object.entries(result.jsGz).map(
    ([route, size]) => `- \`${route}\`: ${kib(size.total)} KiB (${size.files.map((f) => `${f.file.replace(/^\//, "").replace(/-[0-9a-f]{16,}\.js$/, ".js")} ${kib(f.gz)}`).join(", ")}, inline ${kib(size.inline)})`,
  );
  const checks = result.checks.map((check) => `- ${check.ok ? "✅" : "❌"} ${check.name}: ${check.detail}`);
  const lcpLines = result.targets.map(
    (target) => `- \`${target.route}\` ${target.preset}: \`${target.summary.lcpElement?.selector ?? "?"}\``,
  );
  const text = `# Performance

Latest full benchmark: **${day}** (\`npm run bench\`, median of ${result.runs} runs per page and preset;
Lighthouse ${result.lighthouse}, ${result.chromium}, Node ${result.node}).

## How it is measured

\`npm run bench\` (scripts/bench/) builds the site if \`public/\` is missing or older than the sources, serves
it with \`scripts/serve.mjs\` on the loopback (gzip, \`_headers\`) and runs Lighthouse on \`/\`, \`/concerti\`,
\`/talks\` and \`/edizioni\` with the mobile preset (Lighthouse's default: simulated slow 4G, 4x CPU) and the
desktop preset. Beside them it measures a **floor page**: plain HTML with the home page's title and tagline,
no JavaScript, no images, no web font, served by the same server. "LCP/floor" divides a page's LCP by the
floor's LCP in the same preset. "JS gz" is computed from \`public/\`: the scripts in the page's HTML, the page
component's chunk group from \`webpack.stats.json\` (with the shared \`commons\` chunk) and the inline
scripts, gzip level 9; "JS KiB" is what Lighthouse saw transferred, response headers included. Build times come from a
throw-away copy of the project (node_modules linked): a cold build without \`.cache\`/\`public/\`, then a warm
rebuild after a one-line edit of one data file.

The machine is shared, so TBT and LCP move between runs; the medians are what counts. A quick look:
\`npm run bench -- --runs 1 --no-build-times\` (partial runs do not rewrite this file). All figures of the
last run, including failing Lighthouse audits and the LCP element, are in \`artifacts/bench/latest.json\`.

## Latest table (${day})

${table}

${formatBuildTimes(result.build)}

JavaScript per page (gzip, from \`public/\`):

${jsLines.join("\n")}

LCP element (median run):

${lcpLines.join("\n")}

## Targets

${checks.join("\n")}
`;
  await writeFile(file, text);
}
