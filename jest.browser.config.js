// Real-browser tests against the production build in public/ (run `npm run build` first).
// globalSetup serves public/ on loopback and starts one shared Chromium; see tests/browser/README.md.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/browser"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  globalSetup: "<rootDir>/tests/browser/support/global-setup.mjs",
  globalTeardown: "<rootDir>/tests/browser/support/global-teardown.mjs",
  // Two workers keep both cores busy (one browser, pages in separate contexts); more only thrash.
  maxWorkers: 2,
  testTimeout: 60_000,
  slowTestThreshold: 20,
};
