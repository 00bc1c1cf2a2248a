// Checks that read the production build in public/ (no browser): budgets, JSON-LD, calendars.
// Run after `gatsby build`.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/built"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  setupFilesAfterEnv: ["<rootDir>/jest/setup-built.ts"],
};
