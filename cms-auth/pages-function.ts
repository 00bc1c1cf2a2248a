import type { AuthEnv } from "./settings";

/**
 * The part of a Cloudflare Pages Function's context these functions use (the full type is
 * `EventContext` of @cloudflare/workers-types, which this repository does not need to install).
 */
export interface PagesContext {
  request: Request;
  env: AuthEnv;
}
