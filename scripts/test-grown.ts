/**
 * `npm run test:grown`: the site with 2.5x today's content must pass the same checks as today's.
 * Grows a copy of data/ and builds it in a throw-away copy of the site (scripts/build-grown.ts), then
 * runs on that build the built-site suites, the HTML validation and the browser suites, which read
 * their expectations from CONNESSIONI_DATA_DIR and CONNESSIONI_PUBLIC_DIR. KEEP_GROWN=1 keeps the
 * folders (printed), e.g. for `CONNESSIONI_PUBLIC_DIR=… npm run bench:lantern`.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { buildGrownSite } from "./build-grown";

const projectRoot = path.resolve(__dirname, "..");

// Browser suites that check what the code does the same way on every page whatever the data holds
// (cache and security headers per file type, the CSP and its script hashes, the post-paint loader,
// the footer's social tooltips): today's build covers them, and skipping them here keeps `npm test`
// near ten minutes on two cores. Everything that renders content runs on both builds.
const SAME_ON_ANY_CONTENT = [
  "delivery/served-headers\\.test\\.ts$",
  "delivery/csp-and-privacy\\.test\\.ts$",
  "delivery/post-paint-loading\\.test\\.ts$",
  "social-tooltip\\.test\\.ts$",
];

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("error", reject);
    child.on("close", resolve);
  });
}

async function main(): Promise<void> {
  const site = await buildGrownSite((line) => console.log(`test:grown: ${line}`));
  const failed: string[] = [];
  try {
    const env = { CONNESSIONI_DATA_DIR: site.dataDir, CONNESSIONI_PUBLIC_DIR: site.publicDir };
    const jest = path.join(projectRoot, "node_modules/jest/bin/jest.js");
    const steps: [string, string[]][] = [
      ["built-site suites", [jest, "-c", "jest.built.config.js"]],
      ["HTML validation", ["scripts/validate-html.mjs", site.publicDir]],
      ["browser suites", [jest, "-c", "jest.browser.config.js", ...SAME_ON_ANY_CONTENT.flatMap((suite) => ["--testPathIgnorePatterns", suite])]],
    ];
    // Every step runs, so one report shows everything the grown content breaks.
    for (const [name, args] of steps) {
      console.log(`\ntest:grown: ${name} on the grown build`);
      if ((await run(args, env)) !== 0) failed.push(name);
    }
  } finally {
    if (process.env.KEEP_GROWN === "1") console.log(`test:grown: kept ${site.dataDir} and ${site.siteDir}`);
    else await site.remove();
  }
  if (failed.length > 0) throw new Error(`failed on the grown content: ${failed.join(", ")} (see above)`);
  console.log("test:grown: every suite passed on the grown content");
}

main().catch((error: unknown) => {
  console.error(`test:grown: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
