// docs/performance.md: how the figures are measured and the latest full benchmark table.
import { writeFile } from "node:fs/promises";
import { readMarkedSection } from "../../lib/doc-section.mjs";
import { imageBytesSection } from "./image-bytes-doc.mjs";
import { formatBuildTimes } from "./summary.mjs";

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** The grown-content section: its table, HTML sizes and targets (absent when it was not measured). */
function grownSection(result, grownTable) {
  if (!result.grown || !grownTable) return "";
  const { counts } = result.grown;
  const html = Object.entries(result.grown.htmlGz).map(([route, bytes]) => `\`${route}\` ${kib(bytes)} KiB`);
  const checks = result.grown.checks.map((check) => `- ${check.ok ? "✅" : "❌"} ${check.name}: ${check.detail}`);
  return `
## Grown content (2.5x)

The same benchmark on the data set \`scripts/grow-content.ts\` makes from \`data/\` (the one \`npm run test:grown\`
checks): ${counts.talks} talks, ${counts.concerts} concerts, ${counts.events} programme events over ${counts.days} days, ${counts.editions} editions,
built in a throw-away copy. Its own floor page (the grown home's title and tagline).

${grownTable}

HTML per page (gzip, without headers): ${html.join(", ")}.

${checks.join("\n")}
`;
}

export async function writePerformanceDoc(file, result, table, grownTable = null) {
  const day = result.date.slice(0, 10);
  const jsLines = Object.entries(result.jsGz).map(
    ([route, size]) =>
      `- \`${route}\`: ${kib(size.total)} KiB (${size.files.map((f) => `${f.label ?? f.file.replace(/^\//, "").replace(/-[0-9a-f]{8,}\.js$/, ".js")} ${kib(f.gz)}`).join(", ")}, inline ${kib(size.inline)})`,
  );
  if (result.afterPaintJs) {
    const { total, files } = result.afterPaintJs;
    jsLines.push(
      `- after the first client render, every page: ${kib(total)} KiB (${files.map((f) => `${f.label ?? f.file.replace(/^\//, "").replace(/-[0-9a-f]{8,}\.js$/, ".js")} ${kib(f.gz)}`).join(", ") || "no chunk"})`,
    );
  }
  const checks = result.checks.map((check) => `- ${check.ok ? "✅" : "❌"} ${check.name}: ${check.detail}`);
  const lcpLines = result.targets.map((target) => `- \`${target.route}\` ${target.preset}: \`${target.summary.lcpElement?.selector ?? "?"}\``);
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
scripts, gzip level 9; "After-paint JS+CSS gz" is the \`enhancements\` chunk group (src/enhancements: saved events, filters, now and
next, the offline copy) that every page loads once React has taken over; "JS KiB" is what Lighthouse saw transferred, response headers included. Build times come from a
throw-away copy of the project (node_modules linked): a cold build without \`.cache\`/\`public/\`, then a warm
rebuild after a one-line edit of one data file.

The machine is shared, so TBT and LCP move between runs; the medians are what counts. A quick look:
\`npm run bench -- --runs 1 --no-build-times\` (partial runs do not rewrite this file). All figures of the
last run, including failing Lighthouse audits and the LCP element, are in \`artifacts/bench/latest.json\`.

## What a phone loads, in order

Lighthouse's mobile LCP is simulated (Lantern): it replays the page's requests and main-thread tasks on a
slow 4G link and a 4x slower CPU. \`npm run bench:lantern -- /talks\` prints what it replays, node by node.
The rules of that model decide what a page may fetch before its first paint:

- Only what **finished before the paint Chrome observed** (on the loopback) is replayed, needed or not.
- The HTML comes on a fresh connection. The first request after it reuses that warm connection (one
  150 ms round trip); every other request running at the same time opens a new HTTP/1.1 connection
  (handshake plus request: two round trips).
- A response of up to 14.6 KB (headers included: TCP's initial window) arrives in one round trip, but
  concurrent requests split the 1.6 Mbit/s link, so each gets a smaller window and may need more trips.
- LCP is the mean of two graphs: an optimistic one without low-priority images, and a pessimistic one
  with everything, including lazy images inside Chrome's lazy-load margin that finished before the paint.

So each page's first screen is built to put one thing on the wire after the HTML:

1. **The HTML, in one round trip.** The response headers and the HTML up to the page's leading poster
   (gzip, measured where the browser has decoded it) stay under 14.6 KB, however long the programme
   grows (\`tests/built/budgets/\` checks every page, on today's content and, in \`npm run test:grown\`,
   on 2.5x). The whole HTML is what Lantern replays before the paint, so it is kept in one round trip
   too, on both content sets (reported below, not a test: it depends on the content): each event's
   JSON-LD is on its own page (concerts on /concerti, talks on /talks, the home keeps the festival and
   the events without a page), the hero shows the first two concerts whatever their number, and the
   programme's cards are \`content-visibility: auto\`, so the first frame lays out only those near the
   screen. CSS is inlined per page (Gatsby's single
   all-pages stylesheet is split by chunk, \`gatsby/internals/per-page-css.ts\`); the head carries no
   generator, no IE or iOS 9 meta, no sitemap link; one Content-Security-Policy per page.
2. **On phones, text is the largest paint; one high-priority image only where a poster is.** On a
   phone every page's first screen leads with text: the home tagline, and on list pages the first
   card's facts (title, date, time, place, the ticket or booking link) before its poster or images
   (the document order too; from 600 px, 960 px for talks, the poster takes the left column). No
   \`<img>\` asks for high priority, since the attribute would apply on every screen: posters in or
   near the first screen are eager at \`fetchpriority="low"\`, the rest lazy. Each page's one
   high-priority request is a \`<head>\` preload of its leading image (AVIF, the \`<picture>\`'s own
   srcset and sizes) scoped with \`media\` to the widths where that image is the largest paint
   (\`src/styles/media.ts\`). Posters are AVIF at quality 34 (flat artwork: the 640w edition poster
   is 13.4 KB).
3. **Nothing else before the first paint.** No web font (headings paint in a metric-matched local
   fallback), no JavaScript, no manifest, no favicon request: \`gatsby/internals/post-paint-loader\`
   starts the Gatsby runtime and Space Grotesk, adds the manifest link and gives the icon link (an empty
   \`data:\` icon until then) its address after \`load\` and the first contentful paint. Without a named
   icon, Chrome fetches \`/favicon.ico\` at \`load\`, often before the paint, as a high-priority request.
4. **Then hydration, without long tasks.** React 18 hydrates the root inside \`startTransition\`
   (\`src/client/hydrate-in-transition.ts\`), in slices of ~5 ms; dead Gatsby code (Partytown,
   service-worker registration, the \`<Script>\` component) is left out of the app bundle.
   Lighthouse's TBT counts the part over 50 ms of every main-thread task between FCP and TTI, as
   simulated (script at 4x the observed time, layout at 2x). Traces of the home page showed two
   avoidable costs, now gone:
   - The task in which webpack starts up runs React's and Gatsby's module bodies, and V8 compiled
     each of their functions on the main thread at its first call (the task ~22-30 ms observed,
     its script run 18-25 ms; 60-120 ms simulated). The \`framework\` and \`app\` chunks now start with
     V8's explicit compile hint, \`//# allFunctionsCalledOnLoad\` (Chrome 136+;
     \`gatsby/internals/eager-compile-hint.ts\`): their functions compile on a background thread while
     the file streams in, and the script run takes 8-12 ms (three traced loads each, 2026-11-23).
     Home page, mobile, median of 5 in the full benchmark: TBT 116 ms and a score of 99 in the run
     before these two changes, 33 ms and 100 in the table below.
   - A day's events were sorted with \`localeCompare\`, whose first call builds an ICU collator
     (~10 ms inside one hydration slice). "HH:MM" times sort as plain text.

   Tried and not kept: \`content-visibility: auto\` on the footer, whose emoji makes the first layout
   search the machine's fonts for a colour glyph (~13 ms in Chromium here, which has no emoji font).
   Axe, inside Lighthouse's accessibility audit, then read the page's background instead of the
   footer's behind one footer heading (a block waiting to render is laid out at an estimated height
   and is not hit-tested) and reported a contrast failure: accessibility 96 on every phone run.

Why not \`fetchpriority="high"\` on the first poster's \`<img>\`, as before: with it, every page measured
1.30-1.31x the floor except /concerti (1.18x), although on phones the largest paint was text (home) or
could be. A high-priority image that finished before the observed paint is replayed in both graphs, and
in the pessimistic one it starts with every other image that finished before the paint (the lazy ones
inside Chrome's lazy-load margin too): up to six connections at once, each with 1/n of the link while
the others shake hands. With six in flight a round trip carries 3 TCP segments (4,380 bytes, headers
included) per connection, with four 5 (7,300), with three 7 (10,220); the home poster (~4.9 KB with
headers), the first talk image (~8.1 KB) and the 2025 edition poster (~14.4 KB) each needed a second
round trip: about 75 ms on the mean of the two graphs. An eager image without the attribute does not
escape it: Chrome gives the first large images Medium priority and raises those in the viewport to
High. Measured again on 2026-11-22 with the current phone layout (home, mobile, median of 5): 1.10x as
built, 1.28x with \`fetchpriority="high"\` on the first hero poster's \`<img>\`, 1.56x with it on both
hero posters. Tried before and measured without effect: \`content-visibility: auto\` on the /edizioni cards below
the first and on the home sections below the hero (half the layout time, but a longer first task:
more TBT; on each programme card instead it is kept: it spares the first frame the cards off screen,
which is what grows with the content), cheaper hero backgrounds (~20 ms less software raster in the first frame). About 1 KB of every
response is headers: the security headers go on every path because the hosts' \`_headers\` rules only
add (\`/*\` is the only rule an unknown address matches, and its 404 page needs them).

## Latest table (${day})

Today's content (\`data/\`). HTML per page (gzip, without headers): ${Object.entries(result.htmlGz ?? {})
    .map(([route, bytes]) => `\`${route}\` ${kib(bytes)} KiB`)
    .join(", ")}.

${table}

${formatBuildTimes(result.build)}

JavaScript per page (gzip, from \`public/\`):

${jsLines.join("\n")}

LCP element (median run):

${lcpLines.join("\n")}

## Targets

${checks.join("\n")}
${grownSection(result, grownTable)}`;
  // Sections other commands write are carried over: image bytes (bench:images), test timings (test:timings).
  await writeFile(file, text + (await imageBytesSection(file)) + (await readMarkedSection(file, "test-timings")));
}
