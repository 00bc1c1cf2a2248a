// Unit and component tests (jsdom), after Gatsby's unit-testing recipe.
// Slower suites under tests/ (real browser, fixture builds) have their own configs.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "jsdom",
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js",
  },
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
};
