/**
 * The stages of `npm test`: what each runs, what it waits for, and how much of the machine it keeps
 * busy. scripts/test/run-tests.ts schedules them; the order here is the order of preference when
 * several are ready (the longest chain first).
 */
import path from "node:path";
import { TEST_VAPID_PUBLIC_KEY } from "./push-test-keys";

export const projectRoot = path.resolve(__dirname, "../..");
const jestBin = path.join(projectRoot, "node_modules/jest/bin/jest.js");
const tsx = path.join(projectRoot, "node_modules/tsx/dist/cli.mjs");
const eslint = path.join(projectRoot, "node_modules/eslint/bin/eslint.js");
const prettier = path.join(projectRoot, "node_modules/prettier/bin/prettier.cjs");
const node = process.execPath;

/** What the stages share while they run: the grown build's folders, once it exists. */
export interface RunContext {
  grown?: { dataDir: string; siteDir: string; publicDir: string };
  /** The rebuilt copies that the offline deploy suite deploys (tests/browser/support/deploy-build.ts). */
  deploy?: { publicDir: string; dataDir: string };
  grownDeploy?: { publicDir: string; dataDir: string };
}

export interface Stage {
  name: string;
  /** argv: the first element is the executable. */
  command: string[];
  /** Stages that must have passed first. */
  after?: string[];
  /**
   * Cores it keeps busy on average (its CPU time over its wall time, the "cores busy" column of
   * `npm run test:timings`, measured on two cores): the scheduler starts a stage while the running
   * ones add up to less than the machine offers.
   */
  cpu: number;
  env?: (context: RunContext) => NodeJS.ProcessEnv;
  /** Reads what the stage printed into the context (the grown build's folders). */
  collect?: (stdout: string, context: RunContext) => void;
}

// The builds npm test makes carry a notifications key (issue 44), so their pages offer the button to the
// browser suites: the site's own when the environment has one (CI's build is the one it deploys), else
// the tests' fixed key. Which key the page subscribes with is the server's (GET /api/notifiche).
const pushKeyEnv = (): NodeJS.ProcessEnv => ({ VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY?.trim() || TEST_VAPID_PUBLIC_KEY });

const jestProject = (project: string, ...flags: string[]) => [node, jestBin, "--selectProjects", project, "--ci", ...flags];

// Browser suites that check what the code does the same way on every page whatever the data holds
// (cache and security headers per file type, the CSP and its script hashes, the post-paint loader,
// the footer's social tooltips): today's build covers them. Everything that renders content runs on
// both builds.
export const SAME_ON_ANY_CONTENT = [
  "delivery/served-headers\\.test\\.ts$",
  "delivery/csp-and-privacy\\.test\\.ts$",
  "delivery/post-paint-loading\\.test\\.ts$",
  "social-tooltip\\.test\\.ts$",
  // /admin does not depend on the content (offline.test.ts does: the poster files in the copy; it
  // runs on both builds).
  "offline-admin\\.test\\.ts$",
  // "Avvisami se cambiano": the button, the permission, the calls to the site's API and the worker's
  // notification do the same for any three saved events (the messages' texts per change are the
  // sender's and the worker's unit tests'); the longest file of the suite (79 s here, 94 s on the grown build).
  "push-notifications\\.test\\.ts$",
];

// The offline deploy suite deploys a rebuild of a changed copy of the data over the build it serves;
// the notices' layout-shift suite serves that rebuild, whose pages have a notice. They run in a stage
// of their own, after the stage that builds that copy, so that neither browser stage waits for the
// extra build. Run alone (`npm run test:browser`) each builds the copy itself.
const DEPLOY_SUITE = "(offline-deploy|notice-layout-shift)\\.test\\.ts$";
const withoutDeploySuite = ["--testPathIgnorePatterns", DEPLOY_SUITE];

/**
 * The build of the changed copy: prints one line of JSON with its folders, kept in the context. It
 * builds in a folder named after the stage, which the next run's build replaces (the runner removes
 * only the grown build's folders).
 */
const deployBuild = (name: string, after: string, key: "deploy" | "grownDeploy", env?: Stage["env"]): Stage => ({
  name,
  command: [node, tsx, "tests/browser/support/deploy-build.ts", "--keep-as", name],
  // After the build it changes: its copy starts from the production build's webpack cache (site-copy.ts).
  after: [after],
  cpu: 1,
  env,
  collect: (stdout, context) => {
    const line = stdout.trim().split("\n").pop() ?? "";
    context[key] = JSON.parse(line) as { publicDir: string; dataDir: string };
  },
});

const deployDirOf = (context: RunContext, key: "deploy" | "grownDeploy", stage: string): string => {
  const found = context[key]?.publicDir;
  if (!found) throw new Error(`the deploy's rebuilt copy is unknown: ${stage} did not run`);
  return found;
};
const grownEnv = ({ grown }: RunContext): NodeJS.ProcessEnv => {
  if (!grown) throw new Error("the grown build's folders are unknown: grown-build did not run");
  return { CONNESSIONI_DATA_DIR: grown.dataDir, CONNESSIONI_PUBLIC_DIR: grown.publicDir };
};

/** The grown content's stages (also `npm run test:grown` on its own). */
export const GROWN_STAGES: Stage[] = [
  {
    name: "grown-build",
    // The copies share their originals' images: each image is encoded once (about 120 fewer sharp jobs).
    // --snapshot: its suites read a copy of public/, so that grown-deploy-build can rebuild the folder itself.
    command: [node, tsx, "scripts/build-grown.ts", "--images", "shared", "--snapshot"],
    // After the production build: its copy starts from that build's webpack cache (site-copy.ts).
    after: ["build"],
    cpu: 1,
    env: pushKeyEnv,
    collect: (stdout, context) => {
      const line = stdout.trim().split("\n").pop() ?? "";
      context.grown = JSON.parse(line) as RunContext["grown"];
    },
  },
  { name: "grown-built", command: jestProject("built"), after: ["grown-build"], cpu: 0.6, env: grownEnv },
  {
    name: "grown-html",
    command: [node, "scripts/validate-html.mjs"],
    after: ["grown-build"],
    cpu: 0.5,
    env: grownEnv,
  },
  {
    name: "grown-browser",
    command: jestProject("browser", "--maxWorkers=2", ...withoutDeploySuite, ...SAME_ON_ANY_CONTENT.flatMap((suite) => ["--testPathIgnorePatterns", suite])),
    after: ["grown-build"],
    cpu: 1.5,
    env: grownEnv,
  },
  // The grown data with its first event moved, rebuilt in the grown build's own folder (Gatsby's
  // incremental build: the images' jobs and webpack's modules come from its cache, as on a host that keeps
  // the build cache); then the deploy suite on the grown build.
  deployBuild("grown-deploy-build", "grown-build", "grownDeploy", (context) => ({
    ...pushKeyEnv(),
    CONNESSIONI_DATA_DIR: grownEnv(context).CONNESSIONI_DATA_DIR,
    CONNESSIONI_REBUILD_SITE_DIR: context.grown!.siteDir,
  })),
  {
    name: "grown-deploy",
    command: jestProject("browser", "--maxWorkers=1", DEPLOY_SUITE),
    after: ["grown-build", "grown-deploy-build"],
    // 6 CPU-s in 16 s (0.39 cores); its build 82 CPU-s in 126 s (`--only grown-build,grown-deploy-build,grown-deploy`, 2026-11-26).
    cpu: 0.5,
    env: (context) => ({ ...grownEnv(context), CONNESSIONI_DEPLOY_PUBLIC_DIR: deployDirOf(context, "grownDeploy", "grown-deploy-build") }),
  },
];

export const QUICK_STAGES: Stage[] = [
  // A glob, expanded by node itself: Node 24 would run a folder as a file, and its default patterns
  // would also pick up the Jest suites' .ts files (type stripping).
  { name: "scripts", command: [node, "--test", "scripts/**/*.test.mjs"], cpu: 0.3 },
  { name: "check-data", command: [node, tsx, "scripts/check-data.ts"], cpu: 0.5 },
  { name: "typecheck", command: ["npm", "run", "-s", "typecheck"], cpu: 1 },
  { name: "unit", command: jestProject("unit", "--maxWorkers=1"), cpu: 1 },
  // `npm run lint` without its first step: the type-aware rules read the SCSS modules' class-name
  // types, which typecheck generates (two writers of the same files could let one read a half-written one).
  // One thread: 36 CPU-s, 82 s wall on the shared 2-core machine under load (2026-11-27).
  { name: "lint", command: [node, eslint, ".", "--max-warnings", "0"], after: ["typecheck"], cpu: 1 },
  // Prettier's check of the code's layout (`npm run format` fixes it): 11 CPU-s in 37 s under load.
  { name: "format", command: [node, prettier, "--check", "."], cpu: 0.5 },
];

const byName = (stages: Stage[], name: string): Stage => {
  const found = stages.find((stage) => stage.name === name);
  if (!found) throw new Error(`no stage ${name}`);
  return found;
};

const SITE_STAGES: Stage[] = [
  // The build checks the data itself before anything else, as check-data does: it need not wait for it.
  { name: "build", command: ["npm", "run", "-s", "build"], cpu: 1.3, env: pushKeyEnv },
  { name: "built", command: jestProject("built"), after: ["build"], cpu: 0.6 },
  { name: "html", command: [node, "scripts/validate-html.mjs"], after: ["build"], cpu: 0.5 },
  { name: "browser", command: jestProject("browser", "--maxWorkers=2", ...withoutDeploySuite), after: ["build"], cpu: 1.5 },
  deployBuild("deploy-build", "build", "deploy", pushKeyEnv),
  {
    name: "deploy",
    command: jestProject("browser", "--maxWorkers=1", DEPLOY_SUITE),
    after: ["build", "deploy-build"],
    // One file, one Chromium: 6 CPU-s in 14 s (0.45 cores, `--only deploy-build,deploy`, 2026-11-26).
    cpu: 0.5,
    env: (context) => ({ CONNESSIONI_DEPLOY_PUBLIC_DIR: deployDirOf(context, "deploy", "deploy-build") }),
  },
  // "Avvisami se cambiano" end to end (issue 44): the production build on wrangler with a local D1, a
  // visitor subscribing in Chromium, the deploy build published over it, the sender, the worker's notification.
  {
    name: "push-e2e",
    command: jestProject("push-e2e", "--runInBand"),
    after: ["build", "deploy-build"],
    cpu: 0.6,
    env: (context) => ({ CONNESSIONI_DEPLOY_PUBLIC_DIR: deployDirOf(context, "deploy", "deploy-build") }),
  },
  // The built-site checks on that rebuild too: a moved event and a notice valid now are a correct edit
  // of data/ that today's data may not hold, and the checks must stay green after any correct edit.
  {
    name: "deploy-built",
    command: jestProject("built"),
    after: ["deploy-build"],
    cpu: 0.6,
    env: (context) => ({ CONNESSIONI_PUBLIC_DIR: deployDirOf(context, "deploy", "deploy-build"), CONNESSIONI_DATA_DIR: context.deploy!.dataDir }),
  },
  { name: "hosting", command: jestProject("hosting", "--maxWorkers=2"), after: ["build"], cpu: 0.6 },
  { name: "cms", command: jestProject("cms", "--runInBand"), after: ["build"], cpu: 0.6 },
  // The GitHub login of /admin: the site's functions on wrangler, a fake GitHub, one Chromium. 12 s of
  // CPU in 37-73 s (0.17-0.33 cores, `--only cms-login` on the shared 2-core machine, 2026-11-26):
  // it mostly waits for wrangler to start and for the popups.
  { name: "cms-login", command: jestProject("cms-login", "--runInBand"), after: ["build"], cpu: 0.3 },
  // The notifications' API on wrangler with migrated local D1s (a fixture site, and the build with the
  // feature off). 21-23 CPU-s in 28-70 s (0.3-0.75 cores, `npx jest --selectProjects push-api --runInBand`
  // on the shared 2-core machine under load, 2026-11-27):
  // it mostly waits for wrangler to start and for `wrangler d1 execute`.
  { name: "push-api", command: jestProject("push-api", "--runInBand"), after: ["build"], cpu: 0.5 },
];

const FIXTURE_STAGES: Stage[] = [
  // After the rebuilds: beside builds, the preview's page once took more than 120 s to hydrate after a
  // reload (it passes alone in 40 s). In the fixtures set alone (CI's parallel job) they are not part of the run.
  { name: "develop", command: jestProject("develop", "--runInBand"), after: ["grown-build", "deploy-build", "grown-deploy-build"], cpu: 0.8 },
  // The push messages' sender on a fixture site (the functions on wrangler with a local D1, no build)
  // and a fake push service: 15 CPU-s in 24 s (0.64 cores, on the shared 2-core machine, 2026-11-27),
  // mostly wrangler's start and its D1 calls.
  { name: "notifiche", command: jestProject("notifiche", "--runInBand"), cpu: 0.6 },
  // Its builds keep ~1.4 cores busy; counted as 1.0 so that it runs beside today's browser suite.
  // After the production build: its fixture builds start from that build (incrementalSite). And after
  // the live preview: beside these builds its page once took more than 120 s to hydrate after a reload
  // (a clean-clone run, 2026-11-28; it passes alone in 40 s).
  { name: "data-build", command: jestProject("data-build", "--runInBand"), after: ["build", "develop"], cpu: 1.0 },
];

// The order is the priority when several stages are ready and the machine has room for only some
// (a ready stage that does not fit stops the list: scripts/test/schedule.ts). The suite is CPU-bound
// (docs/performance.md), so the order's job is to keep both cores busy to the end: the production
// build first (everything waits for it) with the quick checks beside it, then today's browser suite (the
// longest stage) beside the grown build and the two rebuilds, so that the live preview (after them: it
// once failed beside builds) starts while that suite runs and data-build after it overlaps the grown
// build's browser suite instead of ending the run alone; the light, long-waiting suites (the CMS, its
// login, the hosts) fill what is left. Chosen with a simulation of this rule fed with a clean-clone run's
// stage times (2026-11-28: 595 s against 655 s for the order before, whose run took 665 s and left
// data-build alone for its last two minutes; the runs of this order took 552-577 s).
export const ALL_STAGES: Stage[] = [
  byName(QUICK_STAGES, "scripts"),
  byName(QUICK_STAGES, "check-data"),
  byName(SITE_STAGES, "build"),
  byName(QUICK_STAGES, "typecheck"),
  byName(QUICK_STAGES, "unit"),
  byName(QUICK_STAGES, "lint"),
  byName(QUICK_STAGES, "format"),
  byName(SITE_STAGES, "built"),
  byName(SITE_STAGES, "html"),
  byName(SITE_STAGES, "browser"),
  byName(SITE_STAGES, "hosting"),
  byName(GROWN_STAGES, "grown-build"),
  byName(SITE_STAGES, "deploy-build"),
  byName(GROWN_STAGES, "grown-deploy-build"),
  byName(SITE_STAGES, "deploy-built"),
  byName(FIXTURE_STAGES, "develop"),
  byName(SITE_STAGES, "cms-login"),
  byName(SITE_STAGES, "cms"),
  byName(SITE_STAGES, "push-api"),
  byName(GROWN_STAGES, "grown-built"),
  byName(GROWN_STAGES, "grown-html"),
  byName(GROWN_STAGES, "grown-browser"),
  byName(FIXTURE_STAGES, "data-build"),
  byName(SITE_STAGES, "deploy"),
  byName(SITE_STAGES, "push-e2e"),
  byName(GROWN_STAGES, "grown-deploy"),
  byName(FIXTURE_STAGES, "notifiche"),
];

/**
 * `npm test -- <set>`. The sets other than all split the run into independent parts (the GitHub
 * workflow runs them as parallel jobs); a stage's prerequisites outside its set are not waited for.
 */
export const STAGE_SETS: Record<string, Stage[]> = {
  all: ALL_STAGES,
  // The checks that an edit of data/ can break (issue 44's data-only lane): the data check, the
  // build, the built-site and HTML checks. CI deploys a commit that changes only data/ once these pass,
  // while the whole suite still runs and reports.
  data: [byName(QUICK_STAGES, "check-data"), byName(SITE_STAGES, "build"), byName(SITE_STAGES, "built"), byName(SITE_STAGES, "html")],
  quick: QUICK_STAGES,
  site: SITE_STAGES,
  grown: GROWN_STAGES,
  fixtures: FIXTURE_STAGES,
};
