// `npm run bench:lantern -- / /talks`: why a page's mobile LCP is what it is. Lighthouse's mobile LCP
// is not measured but simulated (Lantern): it replays the requests and main-thread tasks that had
// finished before the observed paint on a slow 4G link and a slower CPU, twice (an optimistic graph
// without low-priority images, a pessimistic one with everything) and reports the mean. This prints
// both graphs, node by node, for one Lighthouse run per page of the built site (`npm run build`
// first). A diagnostic script: it asserts nothing, and its figures move a little from run to run.
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { startServer } from "../serve.mjs";
import { launchChrome } from "./lib/lighthouse-run.mjs";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
// In the site's URL form (src/utils/page-paths.ts): /talks would measure a 308 redirect first.
const routes = process.argv
  .slice(2)
  .filter((arg) => arg.startsWith("/"))
  .map((route) => (route.endsWith("/") ? route : `${route}/`));
if (routes.length === 0) routes.push("/", "/concerti/", "/talks/", "/edizioni/");

const ms = (value) => Math.round(value).toString().padStart(5);

function describeNode(node) {
  if (node.type === "network") {
    const { priority, resourceType, transferSize, url } = node.request;
    return `${priority.padEnd(8)} ${String(resourceType).padEnd(8)} ${String(transferSize).padStart(6)} B  ${new URL(url).pathname}`;
  }
  const observed = (node.endTime - node.startTime) / 1000;
  return `main thread, ${observed.toFixed(1)} ms observed${node.didPerformLayout() ? " (layout)" : ""}`;
}

const SEGMENT = 1460;

/**
 * Whether the page's high-priority image can arrive in the round trip after the HTML in this graph:
 * the simulator gives each request in flight (handshakes included) 1/n of the link, so a connection
 * carries at most floor(link bytes per round trip / n / 1,460) segments per round trip.
 */
function oneRoundTrip(rows, { rttMs, throughputKbps }) {
  const main = rows.find(([node]) => node.type === "network" && node.request.resourceType === "Image" && node.request.priority === "High");
  if (!main) return "no high-priority image in this graph";
  const [node, timing] = main;
  const inFlight = rows.filter(([other, span]) => other.type === "network" && span.startTime < timing.endTime && span.endTime > timing.startTime).length;
  const bytesPerTrip = ((throughputKbps * 1024) / 8) * (rttMs / 1000);
  const share = Math.floor(bytesPerTrip / inFlight / SEGMENT) * SEGMENT;
  const size = node.request.transferSize;
  return `high-priority image ${size} B, ${inFlight} requests in flight: one round trip carries ${share} B, so it ${size <= share ? "fits" : "needs more than one"}`;
}

// CONNESSIONI_PUBLIC_DIR: another build, e.g. the grown content kept by `KEEP_GROWN=1 npm run test:grown`.
const server = await startServer({ root: path.resolve(projectDir, process.env.CONNESSIONI_PUBLIC_DIR ?? "public"), port: 0, host: "127.0.0.1" });
const chrome = await launchChrome();
try {
  for (const route of routes) {
    const { lhr } = await lighthouse(server.url.replace(/\/$/, "") + route, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const metric = (id) => Math.round(lhr.audits[id].numericValue ?? NaN);
    console.log(`\n${route}: FCP ${metric("first-contentful-paint")} ms, LCP ${metric("largest-contentful-paint")} ms (the mean of the two graphs' ends)`);
    for (const label of ["optimisticLargestContentfulPaint", "pessimisticLargestContentfulPaint"]) {
      const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
      if (!timings) continue;
      const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime || a[1].endTime - b[1].endTime);
      // What the estimate takes: the latest end of anything but a low-priority image.
      const counted = rows.filter(
        ([node]) => !(node.type === "network" && node.request.resourceType === "Image" && /^(Low|VeryLow)$/.test(node.request.priority)),
      );
      const end = Math.max(...counted.map(([, timing]) => timing.endTime));
      console.log(`  ${label.replace("LargestContentfulPaint", "")} graph: ends at ${Math.round(end)} ms`);
      for (const [node, timing] of rows) console.log(`    ${ms(timing.startTime)} -${ms(timing.endTime)}  ${describeNode(node)}`);
      if (label.startsWith("pessimistic")) console.log(`  ${oneRoundTrip(rows, lhr.configSettings.throttling)}`);
    }
    Lantern.Simulation.Simulator.allNodeTimings.clear();
  }
} finally {
  await chrome.kill();
  await server.close();
}
