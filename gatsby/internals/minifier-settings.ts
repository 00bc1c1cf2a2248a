import type { Configuration } from "webpack";

/**
 * Two settings Gatsby leaves at their defaults, for a smaller first load at no cost to behaviour:
 * - Terser compresses twice (`passes: 2`): the second pass folds what the first one's inlining
 *   exposed;
 * - webpack names the exports of modules it cannot concatenate by size (`mangleExports: "size"`,
 *   one or two letters) instead of by a hash of the name. Gatsby sets `mangleExports` itself (off
 *   only with partial hydration, which this site does not use).
 * Runs after modern-output.ts, which checks the Terser minimizer is Gatsby's.
 */
export const PIECE = "minifier-settings";

const fail = (what: string) => new Error(`gatsby/internals/${PIECE}: ${what}; review gatsby/internals/minifier-settings.ts`);

interface TerserCompress {
  passes?: number;
}

function compressOptionsOf(minimizer: unknown): TerserCompress | undefined {
  if (!minimizer || typeof minimizer !== "object" || minimizer.constructor.name !== "TerserPlugin") return undefined;
  return (minimizer as { options?: { minimizer?: { options?: { compress?: TerserCompress } } } }).options?.minimizer?.options?.compress;
}

export function tuneMinifier(config: Configuration): void {
  const optimization = config.optimization;
  if (optimization?.mangleExports !== true) throw fail(`Gatsby's optimization.mangleExports is ${JSON.stringify(optimization?.mangleExports)}, not true`);
  optimization.mangleExports = "size";
  const compress = (optimization.minimizer ?? []).map(compressOptionsOf).find(Boolean);
  if (!compress) throw fail("Gatsby's webpack config has no Terser minimizer with compress options");
  compress.passes = 2;
}
