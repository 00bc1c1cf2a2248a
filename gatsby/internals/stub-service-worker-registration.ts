import type { ModuleReplacement } from "./module-replacement";

/**
 * Gatsby's runtime requires its service-worker registration only when a plugin asks for it
 * (registerServiceWorker), but webpack bundles it regardless. The site's service worker is its own
 * (gatsby/post-build/service-worker, registered by src/enhancements/offline after
 * the first paint), so no plugin may register another: assertNoPluginRegistersAWorker stops the
 * build if one does (gatsby-plugin-offline, for one, would register a second, cache-first worker at
 * the same scope).
 */
export const serviceWorkerRegistration: ModuleReplacement = {
  piece: "stub-service-worker-registration",
  pattern: /[\\/]\.cache[\\/]register-service-worker\.js$/,
  resolvedAs: ".cache/register-service-worker.js",
  source: "gatsby/cache-dir/register-service-worker.js",
  stub: "gatsby/internals/stubs/no-browser-api.js",
  signature: "Service workers can only be used over HTTPS",
};

type PluginList = { name: string; browserAPIs: string[] }[];

export function assertNoPluginRegistersAWorker(flattenedPlugins: PluginList): void {
  const registering = flattenedPlugins.filter((plugin) => plugin.browserAPIs.includes("registerServiceWorker"));
  if (registering.length > 0) {
    throw new Error(
      `${registering.map((plugin) => plugin.name).join(", ")} registers a service worker: remove its stub, gatsby/internals/stub-service-worker-registration.ts`,
    );
  }
}
