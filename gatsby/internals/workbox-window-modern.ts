import { createRequire } from "node:module";
import path from "node:path";
import type { Configuration } from "webpack";

/**
 * workbox-window's package points bundlers at its ES5 build (2.3 KiB gz, its `module` field); the
 * browsers that can run a service worker all run its ES2017 build (1.4 KiB gz), the same code without
 * the down-levelling. Not Gatsby's, but a path inside a package all the same.
 */
export const PIECE = "workbox-window-modern";
export const WORKBOX_WINDOW_MODERN = "workbox-window/build/workbox-window.prod.mjs";

export function aliasWorkboxWindowModern(config: Configuration): void {
  const modern = createRequire(path.resolve("package.json")).resolve(WORKBOX_WINDOW_MODERN);
  const alias = config.resolve?.alias;
  // Gatsby's alias is an object; an array form would mean its config changed shape.
  if (Array.isArray(alias)) throw new Error(`gatsby/internals/${PIECE}: Gatsby's resolve.alias is an array now`);
  config.resolve = { ...config.resolve, alias: { ...alias, "workbox-window$": modern } };
}
