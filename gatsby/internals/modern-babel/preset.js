// babel-preset-gatsby for the production client bundle, less its transforms that run whatever the
// targets: array spread, classes, `??` and `?.` (each with Babel's helpers in every chunk). What
// preset-env still transforms follows package.json's browserslist. See ../modern-output.ts.
const browserslist = require("browserslist");
const { CORE_JS_POLYFILL_EXCLUDE_LIST } = require("gatsby-legacy-polyfills/dist/exclude");

function targets() {
  const query = browserslist.loadConfig({ path: process.cwd() });
  if (!query) throw new Error("gatsby/internals/modern-output: package.json has no browserslist");
  return query;
}

module.exports = (_api, { reactRuntime = "classic", reactImportSource } = {}) => ({
  presets: [
    [
      require.resolve("@babel/preset-env"),
      {
        corejs: 3,
        loose: true,
        bugfixes: true,
        modules: false,
        useBuiltIns: "usage",
        targets: targets(),
        exclude: ["transform-typeof-symbol", ...CORE_JS_POLYFILL_EXCLUDE_LIST],
      },
    ],
    [
      require.resolve("@babel/preset-react"),
      {
        useBuiltIns: true,
        pragma: reactRuntime === "automatic" ? undefined : "React.createElement",
        development: false,
        runtime: reactRuntime,
        ...(reactImportSource && { importSource: reactImportSource }),
      },
    ],
  ],
  plugins: [
    [require.resolve("babel-preset-gatsby/optimize-hook-destructuring"), { lib: true }],
    require.resolve("babel-plugin-macros"),
    [require.resolve("@babel/plugin-transform-runtime"), { corejs: false, helpers: true, regenerator: true, useESModules: true }],
    [require.resolve("babel-plugin-transform-react-remove-prop-types"), { removeImport: true }],
  ],
});
