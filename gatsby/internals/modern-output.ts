import { createRequire } from "node:module";
import path from "node:path";
import type { Configuration, WebpackPluginInstance } from "webpack";

/**
 * Modern output for the browsers in package.json's browserslist (Baseline widely available). Gatsby's
 * production client config targets ES5 whatever the browserslist says: webpack's runtime and module
 * wrappers as ES5 functions (target `["web", "es5"]`), Terser at `ecma: 5` with Safari 10's mangling
 * workaround, and babel-preset-gatsby and gatsby-plugin-typescript transform spread, classes, `??`
 * and `?.` unconditionally, with Babel's helpers in every chunk. Here:
 * - webpack targets the browserslist (arrow functions, const, destructuring in its own code);
 * - Terser compresses and prints for ES2020 and mangles without the Safari 10 workaround;
 * - the site's own code (and Gatsby's .cache runtime) goes through modern-babel/loader.js: Gatsby's
 *   loader with a preset whose transforms follow the browserslist. node_modules keep Gatsby's
 *   dependencies preset, which already follows it.
 */
export const PIECE = "modern-output";

/**
 * Gatsby's babel-loader for the site's code, by the path its webpack-utils require it. Gatsby
 * compiles this file into .cache (with Parcel, which drops `require.resolve`): resolve from the
 * site directory, where Gatsby runs.
 */
export const GATSBY_BABEL_LOADER = createRequire(path.resolve("package.json")).resolve("gatsby/dist/utils/babel-loader");
/** Its replacement. */
export const MODERN_BABEL_LOADER = path.resolve("gatsby/internals/modern-babel/loader.js");

type Use = { loader?: string; options?: unknown } | string;
type UseFunction = (info: unknown) => Use[];
type Rule = { use?: Use[] | UseFunction; oneOf?: Rule[]; rules?: Rule[] };

const fail = (what: string) => new Error(`gatsby/internals/${PIECE}: ${what}; review gatsby/internals/modern-output.ts`);

const usesGatsbyBabel = (use: Use): use is { loader?: string; options?: unknown } => typeof use === "object" && use.loader === GATSBY_BABEL_LOADER;

function swapLoader(use: Use): Use {
  return usesGatsbyBabel(use) ? { ...use, loader: MODERN_BABEL_LOADER } : use;
}

/** Points every rule that uses Gatsby's babel-loader at the modern one; returns how many rules did. */
function swapBabelLoader(rules: Rule[]): number {
  let swapped = 0;
  for (const rule of rules) {
    const { use } = rule;
    if (typeof use === "function") {
      // Gatsby's and gatsby-plugin-typescript's rules pick their loaders per module (page templates
      // by their issuer); a probe with an ordinary module tells whether the rule is one of them.
      if (use({ resourceQuery: "", issuer: "" }).some(usesGatsbyBabel)) {
        rule.use = (info: unknown) => use(info).map(swapLoader);
        swapped += 1;
      }
    } else if (Array.isArray(use) && use.some(usesGatsbyBabel)) {
      rule.use = use.map(swapLoader);
      swapped += 1;
    }
    swapped += swapBabelLoader(rule.oneOf ?? []) + swapBabelLoader(rule.rules ?? []);
  }
  return swapped;
}

interface TerserOptions {
  parse?: { ecma?: number };
  compress?: { ecma?: number };
  output?: { ecma?: number };
  mangle?: { safari10?: boolean };
}

function terserOptionsOf(minimizer: unknown): TerserOptions | undefined {
  if (!minimizer || typeof minimizer !== "object" || minimizer.constructor.name !== "TerserPlugin") return undefined;
  return (minimizer as { options?: { minimizer?: { options?: TerserOptions } } }).options?.minimizer?.options;
}

export function modernizeOutput(config: Configuration & { plugins: WebpackPluginInstance[] }): void {
  if (JSON.stringify(config.target) !== JSON.stringify(["web", "es5"]))
    throw fail(`Gatsby's client target is ${JSON.stringify(config.target)}, not ["web","es5"]`);
  config.target = "browserslist";

  const terser = (config.optimization?.minimizer ?? []).map(terserOptionsOf).find(Boolean);
  if (!terser?.compress || !terser.output || !terser.mangle)
    throw fail("Gatsby's webpack config has no Terser minimizer with compress, output and mangle options");
  terser.parse = { ...terser.parse, ecma: 2020 };
  terser.compress.ecma = 2020;
  terser.output.ecma = 2020;
  terser.mangle.safari10 = false;

  const rules = (config.module?.rules ?? []) as Rule[];
  // Two: Gatsby's own rule for the site's JavaScript and gatsby-plugin-typescript's for .ts(x).
  const swapped = swapBabelLoader(rules);
  if (swapped < 2) throw fail(`${swapped} webpack rules use Gatsby's babel-loader (${GATSBY_BABEL_LOADER}), expected Gatsby's and gatsby-plugin-typescript's`);
}
