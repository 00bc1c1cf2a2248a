import type { GatsbyNode } from "gatsby";
import { tuneClientBundle, type ClientBundleArgs } from "./internals/client-bundle";
import { internalsEnabled } from "./internals/switch";

/**
 * The production client bundle only (stage build-javascript): the pieces that rely on Gatsby's
 * webpack config and module paths, all in gatsby/internals (client-bundle.ts lists them). With
 * GATSBY_INTERNALS=off, Gatsby's own config is left as it is.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins, store }) => {
  if (stage !== "build-javascript" || !internalsEnabled()) return;
  const { flattenedPlugins } = store.getState() as Pick<ClientBundleArgs, "flattenedPlugins">;
  const config = getConfig() as ClientBundleArgs["config"];
  // Gatsby types its plugin factories as bare Functions.
  const normalModuleReplacement = plugins.normalModuleReplacement as ClientBundleArgs["normalModuleReplacement"];
  tuneClientBundle({ config, flattenedPlugins, normalModuleReplacement });
  actions.replaceWebpackConfig(config);
};
