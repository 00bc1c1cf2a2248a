// The build as the real hosts serve it (run `npm run build` first): Cloudflare Pages' own engine
// (`wrangler pages dev`), Netlify's own `_headers` parser, nginx with the generated config, and our
// scripts/serve.mjs checked against them. globalSetup starts the servers; see tests/hosting/README.md.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/hosting"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  globalSetup: "<rootDir>/tests/hosting/support/global-setup.mjs",
  globalTeardown: "<rootDir>/tests/hosting/support/global-teardown.mjs",
  maxWorkers: 2,
  testTimeout: 60_000,
};
