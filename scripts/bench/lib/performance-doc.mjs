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
floor's LCP in the same preset. "JS gz" is computed from \`public/\`: the scripts the page's post-paint loader
starts (and any \`<script src>\`), the loader with the data it carries, the page component's chunk group from \`webpack.stats.json\` (with the shared \`commons\` chunk) and the inline
scripts, gzip level 9; "JS KiB" is what Lighthouse saw transferred, response headers included. Build times come from a
throw-away copy of the project (node_modules linked): a cold build without \`.cache\`/\`public/\`, then a warm
rebuild after a one-line edit of one data file.

The machine is shared, so TBT and LCP move between runs; the medians are what counts. A quick look:
\`npm run bench -- --runs 1 --no-build-times\` (partial runs do not rewrite this file). All figures of the
last run, including failing Lighthouse audits and the LCP element, are in \`artifacts/bench/latest.json\`.

## What a phone loads, in order

Lighthouse's mobile LCP is simulated (Lantern): it replays the page's requests and main-thread tasks on a
slow 4G link (150 ms round trips, new HTTP/1.1 connections cost a handshake) and a 4x slower CPU, counting
what had finished before the paint it measures. So everything a page fetches before its first paint
lengthens its LCP, whether the paint needed it or not. The site is built for that:

1. **The HTML, in one round trip.** HTML (gzip) plus response headers stay under 14.6 KB, TCP's initial
   window (\`tests/built/budgets.test.ts\` checks every page). CSS is inlined per page (Gatsby's single
   all-pages stylesheet is split by chunk, \`gatsby/on-create-webpack-config.ts\`); the head carries no
   generator, no IE or iOS 9 meta, no sitemap link, no icon links; one Content-Security-Policy per page.
2. **The largest element next.** On list pages the first poster is preloaded from \`<head>\` (AVIF, the
   \`<picture>\`'s own srcset and sizes) at high priority, so it takes the connection the page came on;
   home's hero posters are eager with high priority; posters are AVIF at quality 40 (flat artwork).
3. **Nothing else before the first paint.** No web font (headings paint in a metric-matched local
   fallback), no JavaScript, no manifest, no icon file: \`gatsby/post-build/post-paint-loader\` starts the
   Gatsby runtime, Space Grotesk and the manifest link after \`load\` and the first contentful paint. The
   social marks are inline SVG (as CSS masks they were three early requests).
4. **Then hydration, without long tasks.** React 18 hydrates the root inside \`startTransition\`
   (\`src/client/hydrate-in-transition.ts\`), in slices of ~5 ms; dead Gatsby code (Partytown,
   service-worker registration) is left out of the app bundle.

What remains between the pages and the floor is physical under this model: the home page has three images
in its first screen (logo and two hero posters) on connections of their own, and /talks four; the floor
page has none. Under HTTP/2 (any CDN) they would share the page's connection.

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
