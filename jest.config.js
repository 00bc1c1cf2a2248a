// One Jest configuration, one project per suite: `npx jest --selectProjects <name>` runs one of them.
// `npm test` (scripts/test/run-tests.ts) runs each project as its own stage, with the worker count
// and order that project needs; the npm scripts `test:<name>` pass the same flags.
//
//   unit        views, states, data validation, helpers (jsdom)             src/, gatsby/, scripts/
//   built       reads the production build in public/ (no browser)         tests/built
//   hosting     public/ on wrangler pages dev, Netlify's parser, nginx     tests/hosting
//   browser     Chromium against the served build                          tests/browser
//   cms         Decap CMS at /admin/ in Chromium, decap-server backend     tests/cms      (one at a time)
//   cms-login   the GitHub login of /admin: functions on wrangler, fake GitHub tests/cms-login (one at a time)
//   push-api    the notifications' functions on wrangler with a local D1      tests/push-api (one at a time)
//   data-build  real builds of fixture data sets in throw-away copies      tests/data-build (one at a time)
//   develop     `gatsby develop` on a throw-away copy, in Chromium         tests/develop  (one at a time)
//   push-e2e    "Avvisami se cambiano" end to end: Chromium, wrangler + D1, fake push service, the sender   tests/push-e2e
//   notifiche   the push messages' sender: fake push service, functions on wrangler + D1   tests/notifiche (one at a time)
//
// maxWorkers and testTimeout are global options in Jest, not per project: the worker count comes from
// the command line (package.json, run-tests.mjs), the time limit from jest/suite-timeout.js.

// .mjs too: a test may import a helper shared with the scripts (scripts/lib/free-port.mjs).
const transform = { "^.+\\.(m?js|jsx|ts|tsx)$": "<rootDir>/jest/preprocess.js" };

/** A suite under tests/<folder> that runs in Node, with its own time limit per test. */
const nodeSuite = (name, { timeout, ...options }) => ({
  displayName: name,
  testEnvironment: "node",
  roots: [`<rootDir>/tests/${name}`],
  testMatch: ["**/*.test.ts"],
  transform,
  globals: { SUITE_TIMEOUT_MS: timeout },
  ...options,
  setupFilesAfterEnv: ["<rootDir>/jest/suite-timeout.js", ...(options.setupFilesAfterEnv ?? [])],
});

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      // Gatsby's unit-testing recipe.
      displayName: "unit",
      testEnvironment: "jsdom",
      transform,
      moduleNameMapper: {
        // SCSS modules resolve to their class names, so `import { card } from "./x.module.scss"` works.
        "\\.(css|scss)$": "identity-obj-proxy",
        "\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
        "^gatsby-page-utils/(.*)$": "<rootDir>/node_modules/gatsby-page-utils/dist/$1",
        "^gatsby-core-utils/(.*)$": "<rootDir>/node_modules/gatsby-core-utils/dist/$1",
      },
      testMatch: ["**/*.test.[jt]s?(x)"],
      testPathIgnorePatterns: ["/node_modules/", "<rootDir>/.cache/", "<rootDir>/public/", "<rootDir>/tests/"],
      // Gatsby ships ESM in a few packages; let Babel transform them.
      transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
      globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFiles: ["<rootDir>/jest/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/jest/setup-tests.ts"],
    },
    nodeSuite("built", { timeout: 30_000, setupFilesAfterEnv: ["<rootDir>/jest/setup-built.ts"] }),
    nodeSuite("hosting", {
      timeout: 60_000,
      globalSetup: "<rootDir>/tests/hosting/support/global-setup.mjs",
      globalTeardown: "<rootDir>/tests/hosting/support/global-teardown.mjs",
    }),
    nodeSuite("browser", {
      timeout: 60_000,
      slowTestThreshold: 20,
      // Serves public/ on loopback and starts one shared Chromium (tests/browser/README.md).
      globalSetup: "<rootDir>/tests/browser/support/global-setup.mjs",
      globalTeardown: "<rootDir>/tests/browser/support/global-teardown.mjs",
    }),
    nodeSuite("cms", {
      timeout: 180_000,
      slowTestThreshold: 60,
      // One repository and one decap-server for all files: run with --runInBand.
      globalSetup: "<rootDir>/tests/cms/support/global-setup.mjs",
      globalTeardown: "<rootDir>/tests/cms/support/global-teardown.mjs",
    }),
    nodeSuite("cms-login", {
      timeout: 120_000,
      slowTestThreshold: 60,
      // The site and its functions on wrangler pages dev, a fake GitHub, a Chromium: run with --runInBand.
      globalSetup: "<rootDir>/tests/cms-login/support/global-setup.mjs",
      globalTeardown: "<rootDir>/tests/cms-login/support/global-teardown.mjs",
    }),
    nodeSuite("push-api", {
      timeout: 60_000,
      // Two sites on wrangler pages dev, each with a migrated local D1 (tests/push-api/support): --runInBand.
      globalSetup: "<rootDir>/tests/push-api/support/global-setup.mjs",
      globalTeardown: "<rootDir>/tests/push-api/support/global-teardown.mjs",
    }),
    nodeSuite("push-e2e", {
      timeout: 120_000,
      slowTestThreshold: 60,
      // The build on wrangler pages dev with a local D1, a fake push service, one Chromium (issue 44): --runInBand.
      globalSetup: "<rootDir>/tests/push-e2e/support/global-setup.mjs",
      globalTeardown: "<rootDir>/tests/push-e2e/support/global-teardown.mjs",
    }),
    nodeSuite("data-build", { timeout: 15 * 60 * 1000, slowTestThreshold: 120 }),
    nodeSuite("develop", { timeout: 10 * 60 * 1000, slowTestThreshold: 120 }),
    // `npm run notifiche:invia` against a fake push service on loopback and the site's functions (issue 44).
    nodeSuite("notifiche", {
      timeout: 60_000,
      // The site's Functions on wrangler pages dev with a local D1, one for the suite: --runInBand.
      globalSetup: "<rootDir>/tests/notifiche/support/global-setup.ts",
      globalTeardown: "<rootDir>/tests/notifiche/support/global-teardown.ts",
    }),
  ],
};
