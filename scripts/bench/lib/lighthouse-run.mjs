// One Lighthouse 13 run against a URL in an already launched Chromium, reduced to the figures
// the benchmark reports. Mobile uses Lighthouse's defaults (Moto G Power, simulated slow 4G,
// 4x CPU); desktop uses its desktop preset.
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";

export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

// The flags every helper uses on this machine, plus the new headless mode Lighthouse expects.
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export function launchChrome() {
  return chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function sumTransfer(requests, resourceType) {
  return requests.filter((request) => request.resourceType === resourceType).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/** The LCP element as Lighthouse names it: selector, snippet and label. */
function lcpElement(lhr) {
  // Lighthouse 13 dropped the largest-contentful-paint-element audit: the element is now the node
  // item of the LCP breakdown insight's list (beside the table of its phases).
  const items = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const node = items.find((item) => item.type === "node");
  if (!node) return null;
  return { selector: node.selector ?? "", snippet: node.snippet ?? "", label: node.nodeLabel ?? "" };
}

/** Audits of a category that did not pass, by id, with the elements they point at. */
function failures(lhr, category) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failed = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
    const items = audit.details?.items ?? [];
    const elements = items
      .map((item) => {
        const where = item.node?.selector ?? item.node?.snippet ?? item.url ?? item.sourceLocation?.url ?? null;
        // Console errors and DevTools issues say what went wrong in the description or issue type.
        const what = item.description ?? item.issueType ?? null;
        return [what, where].filter(Boolean).join(" @ ").slice(0, 300) || null;
      })
      .filter(Boolean)
      .slice(0, 5);
    failed.push({ id: ref.id, score: audit.score, displayValue: audit.displayValue ?? "", elements });
  }
  return failed;
}

/**
 * Runs Lighthouse once and returns the figures of that run. A run that fails to record its trace
 * (NO_NAVSTART, NO_FCP and the like happen now and then on a busy machine) is tried again.
 */
export async function runLighthouse(url, options, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, options);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`[bench] ${url}: ${error.message.split("\n")[0]}; trying again`);
    }
  }
}

async function runOnce(url, { port, preset }) {
  const flags = { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndex: numeric("speed-index"),
    jsBytes: sumTransfer(requests, "Script"),
    imageBytes: sumTransfer(requests, "Image"),
    fontBytes: sumTransfer(requests, "Font"),
    totalBytes: numeric("total-byte-weight"),
    requests: requests.length,
    lcpElement: lcpElement(lhr),
    failures: Object.fromEntries(CATEGORIES.map((category) => [category, failures(lhr, category)])),
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}
