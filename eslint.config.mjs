// ESLint's flat config: `npm run lint` (in `npm test`'s quick stage, zero warnings allowed).
// TypeScript gets typescript-eslint's type-aware rules through the project's own tsconfig files
// (projectService); React code gets the hooks rules and the JSX accessibility rules; plain .js/.mjs
// files get ESLint's own recommended rules. Formatting is Prettier's job (eslint-config-prettier last).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      // Generated: Gatsby's GraphQL types, the SCSS modules' class names, the build and its caches.
      "src/gatsby-types.d.ts",
      "**/*.module.scss.d.ts",
      "public/**",
      ".cache/**",
      "artifacts/**",
      ".wrangler/**",
      // Content, edited in the CMS; and the schemas it is checked against.
      "data/**",
      "static/**",
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use. Gatsby compiles JSX with
      // the classic runtime (gatsby-config sets no jsxRuntime): `React` must be in scope even where
      // TypeScript's react-jsx setting sees it unused.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^(_|React$)", caughtErrors: "none" }],
      // Off: `async` is how an implementation of a promise-returning API (Gatsby's, Workbox's, a mock's)
      // says so; an await is not what makes it correct.
      "@typescript-eslint/require-await": "off",
      // Off: Gatsby's API arguments (graphql, reporter) and our stores (subscribe, getSnapshot) are typed
      // as methods yet never use `this`; passing them on is how they are meant to be used.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    files: ["**/__tests__/**", "tests/**", "jest/**"],
    rules: {
      // Tests read JSON (built files, fixtures) and check it with expect: typing every parsed value
      // would add casts, not safety. The build and browser code keep the rules.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      // The same values (typed unknown) in failure messages and keys.
      "@typescript-eslint/restrict-template-expressions": "off",
      "@typescript-eslint/no-base-to-string": "off",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx", "tests/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // The two classic hooks rules only: the plugin's newer rules check code for the React Compiler,
      // which this site does not use.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["src/**/*.tsx", "gatsby-ssr.tsx", "gatsby-browser.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["src/**/*.tsx", "gatsby-ssr.tsx", "gatsby-browser.tsx"],
    rules: {
      // A list styled without bullets loses its list role in Safari/VoiceOver: role="list" restores it.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }],
    },
  },
  {
    // Plain scripts: run by Node (the build's helpers, the test and bench tools, the configs).
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: globals.node },
    // A rest element drops the properties destructured beside it (the mocks' Gatsby-only props).
    rules: { "no-unused-vars": ["error", { ignoreRestSiblings: true }] },
  },
  {
    // Plain scripts that run in a browser: /admin's setup (modules), the live preview's notice.
    files: ["gatsby/post-build/cms/admin/**/*.js", "gatsby/develop/data-problems-notice.js"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["gatsby/post-build/cms/admin/cms-manual-init.js", "gatsby/develop/data-problems-notice.js"],
    languageOptions: { sourceType: "script" },
  },
  {
    files: ["gatsby/post-build/service-worker/retire-worker.js"],
    languageOptions: { globals: globals.serviceworker, sourceType: "script" },
  },
  {
    files: ["**/*.cjs", "jest.config.js", "jest/**/*.js", "__mocks__/**/*.js", "gatsby/internals/stubs/**/*.js"],
    languageOptions: { sourceType: "commonjs" },
  },
  {
    // Jest's setup files and manual mocks run inside Jest, with its globals.
    files: ["jest/**/*.js", "__mocks__/**/*.js"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  prettier,
);
