// Decap CMS tests: real Chromium driving /admin/ of the production build (run `npm run build` first)
// through decap-server's local backend on a throw-away copy of data/. See tests/cms/support/.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/cms"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  globalSetup: "<rootDir>/tests/cms/support/global-setup.mjs",
  globalTeardown: "<rootDir>/tests/cms/support/global-teardown.mjs",
  // One repository and one decap-server for all suites: they take turns.
  maxWorkers: 1,
  testTimeout: 180_000,
  slowTestThreshold: 60,
};
