import type { GatsbyNode } from "gatsby";
import { tuneClientBundle, type ClientBundleArgs } from "./internals/client-bundle";
import { ClientModulesRecordPlugin } from "./internals/client-modules-record";
import { internalsEnabled } from "./internals/switch";
import { dataVersion } from "./data-version";
import { vapidPublicKey } from "./push-key";

/**
 * The production client bundle only (stage build-javascript): the pieces that rely on Gatsby's
 * webpack config and module paths, all in gatsby/internals (client-bundle.ts lists them). With
 * GATSBY_INTERNALS=off, Gatsby's own config is left as it is, but for the list of bundled modules
 * the contract test reads (written to .cache, no output changed).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins, store }) => {
  // The notifications' key (issue 44) as a constant of every bundle: "" without it, and the code that
  // would use it is left out of the build (src/enhancements/pocket/pocket.tsx).
  // And the data's digest (gatsby/data-version.ts): a data-only deploy gets another compilation hash.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types its plugin factories as bare Functions
  const constants = plugins.define({
    "process.env.VAPID_PUBLIC_KEY": JSON.stringify(vapidPublicKey() ?? ""),
    "process.env.CONNESSIONI_DATA_VERSION": JSON.stringify(stage === "build-javascript" ? dataVersion() : "develop"),
  }) as ClientBundleArgs["config"]["plugins"][number];
  if (stage !== "build-javascript") {
    actions.setWebpackConfig({ plugins: [constants] });
    return;
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types getConfig as a bare Function
  const config = getConfig() as ClientBundleArgs["config"];
  config.plugins.push(constants);
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
