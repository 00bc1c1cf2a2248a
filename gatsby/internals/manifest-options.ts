import type { SourceEdit } from "./source-edits";

/**
 * Gatsby writes every browser plugin's options into `.cache/api-runner-browser-plugins.js`, so the
 * manifest's (name, description, colours, the icon's absolute path on the build machine) ride in
 * every page's app chunk, though the manifest plugin's browser module is a stub here
 * (stub-manifest-browser.ts) that reads none of them. One edit gives it empty options instead.
 */
export const PIECE = "manifest-options";

export const PLUGINS_MODULE = /[\\/]\.cache[\\/]api-runner-browser-plugins\.js$/;

// The end of the entry's require: the path before it is relative to the site, and differs in a
// copy whose node_modules is a link.
const MANIFEST_REQUIRE = "gatsby-plugin-manifest/gatsby-browser.js'),\n      options: ";

export const EDITS: readonly SourceEdit[] = [{ from: MANIFEST_REQUIRE, until: ",\n    }", replaceWith: `${MANIFEST_REQUIRE}{}` }];

/** Gatsby's template of each entry (gatsby/dist/services/initialize.js), which the edit's text follows. */
export const ENTRY_TEMPLATE =
  "plugin: require('${(0, _gatsbyCoreUtils.slash)(relativePluginPath)}'),\n      options: ${JSON.stringify(plugin.options)},\n    }";

/** An option key of the manifest, as it would stand in the app chunk: in no chunk of the tuned build. */
export const SIGNATURE = "cache_busting_mode";
