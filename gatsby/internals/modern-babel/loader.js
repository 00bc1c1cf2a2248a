// Gatsby's babel-loader (gatsby/dist/utils/babel-loader.js) for the production client bundle, with
// ./preset.js in place of babel-preset-gatsby and without the plugins gatsby-plugin-typescript adds
// for `?.`, `??` and numeric separators (syntax every browser of the browserslist runs). Gatsby's
// required plugins (queries, page APIs) and the other plugins' Babel config are kept as Gatsby
// merges them. See ../modern-output.ts.
const babelLoader = require("babel-loader");
const browserslist = require("browserslist");
const { prepareOptions, mergeConfigItemOptions, getCustomOptions } = require("gatsby/dist/utils/babel-loader-helpers");

/** Syntax plugins that transform whatever the targets; the browsers of the browserslist run it. */
const DROPPED_PLUGINS = /[\\/]@babel[\\/]plugin-proposal-(optional-chaining|nullish-coalescing-operator|numeric-separator)[\\/]/;

module.exports = babelLoader.custom((babel) => ({
  customOptions({ stage = "test", reactRuntime = "classic", reactImportSource, isPageTemplate, resourceQuery, rootDir = process.cwd(), ...options }) {
    return {
      custom: { stage, reactRuntime, reactImportSource, isPageTemplate, resourceQuery },
      loader: {
        cacheIdentifier: JSON.stringify({
          modern: true,
          browsersList: browserslist.loadConfig({ path: rootDir }),
          babel: babel.version,
          env: babel.getEnv(),
        }),
        sourceType: "unambiguous",
        ...getCustomOptions(stage),
        ...options,
      },
    };
  },
  config(partialConfig, { customOptions }) {
    if (partialConfig.hasFilesystemConfig()) {
      throw new Error("gatsby/internals/modern-output: a Babel config file is present; it assumes Gatsby's default config");
    }
    const [reduxPresets, reduxPlugins, requiredPresets, requiredPlugins] = prepareOptions(babel, customOptions);
    const { reactRuntime, reactImportSource } = customOptions;
    const options = {
      ...partialConfig.options,
      plugins: requiredPlugins,
      presets: [babel.createConfigItem([require.resolve("./preset"), { reactRuntime, reactImportSource }], { type: "preset" }), ...requiredPresets],
    };
    for (const preset of reduxPresets) {
      options.presets = mergeConfigItemOptions({ items: options.presets, itemToMerge: preset, type: "preset", babel });
    }
    for (const plugin of reduxPlugins) {
      if (DROPPED_PLUGINS.test(plugin.file.resolved)) continue;
      options.plugins = mergeConfigItemOptions({ items: options.plugins, itemToMerge: plugin, type: "plugin", babel });
    }
    return options;
  },
}));

module.exports.DROPPED_PLUGINS = DROPPED_PLUGINS;
