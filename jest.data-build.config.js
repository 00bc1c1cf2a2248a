// Slow tests that run a real `gatsby build` on fixture data sets, each in a throw-away copy of the
// site (see tests/data-build/support/site-copy.ts), so the project's .cache/ and public/ stay untouched.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/data-build"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  // One build at a time: the machine has two cores shared with other work.
  maxWorkers: 1,
  testTimeout: 15 * 60 * 1000,
};
