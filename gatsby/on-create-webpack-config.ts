import type { GatsbyNode } from "gatsby";
import { tuneClientBundle, type ClientBundleArgs } from "./internals/client-bundle";
import { ClientModulesRecordPlugin } from "./internals/client-modules-record";
import { internalsEnabled } from "./internals/switch";

/**
 * The production client bundle only (stage build-javascript): the pieces that rely on Gatsby's
 * webpack config and module paths, all in gatsby/internals (client-bundle.ts lists them). With
 * GATSBY_INTERNALS=off, Gatsby's own config is left as it is, but for the list of bundled modules
 * the contract test reads (written to .cache, no output changed).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins, store }) => {
  if (stage !== "build-javascript") return;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types getConfig as a bare Function
  const config = getConfig() as ClientBundleArgs["config"];
  if (internalsEnabled()) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types getState as a bare Function
    const { flattenedPlugins } = store.getState() as Pick<ClientBundleArgs, "flattenedPlugins">;
    // Gatsby types its plugin factories as bare Functions.
    const normalModuleReplacement = plugins.normalModuleReplacement as ClientBundleArgs["normalModuleReplacement"];
    tuneClientBundle({ config, flattenedPlugins, normalModuleReplacement });
  }
  config.plugins.push(new ClientModulesRecordPlugin());
  actions.replaceWebpackConfig(config);
};
