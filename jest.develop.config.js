// The live preview (`gatsby develop`) on a throw-away copy of the site, opened in Chromium
// (tests/develop). Slow: develop compiles everything before the first page.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/develop"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  maxWorkers: 1,
  testTimeout: 10 * 60 * 1000,
};
