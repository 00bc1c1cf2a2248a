import path from "node:path";
import type { Compiler, WebpackPluginInstance } from "webpack";

/**
 * One Gatsby (or plugin) client module swapped for a stub in the production client bundle, by the
 * path webpack resolves it to. These paths are Gatsby's private layout: when an upgrade moves a file,
 * the pattern matches nothing and the dead code comes back silently. So the build stops when a
 * replacement matched no module (ReplacementCheckPlugin below), and the contract test
 * (tests/built/gatsby-internals.test.ts) checks each `source` exists, the bundle's module list
 * (client-modules-record.ts) has the stub and not the original, and no `signature` is left in the
 * built chunks.
 */
export interface ModuleReplacement {
  /** The module of gatsby/internals that owns it, named in every failure. */
  piece: string;
  /** Tested against the resolved path of every module webpack builds. */
  pattern: RegExp;
  /** Where webpack finds the module, from the site's root (Gatsby copies some into .cache). */
  resolvedAs: string;
  /** The file it comes from under node_modules/. */
  source: string;
  /** The stand-in, from the site's root. */
  stub: string;
  /**
   * Code text of the replaced module (or of the modules it brings in, `signatureIn`) that
   * minification keeps, looked for in the built chunks; none when webpack keeps no text of it.
   */
  signature?: string;
  signatureIn?: string;
}

const NAME = "ReplacementCheckPlugin";

/** The message every failure of a piece starts with. */
export const pieceError = (piece: string, message: string): string => `gatsby/internals/${piece}: ${message}`;

/**
 * Each replacement as webpack's NormalModuleReplacementPlugin with an absolute stub path (its own
 * behaviour, via its function form so the match is seen), and a check that fails the compilation
 * when one of them matched no module.
 */
export function replacementPlugins(
  replacements: readonly ModuleReplacement[],
  normalModuleReplacement: (pattern: RegExp, replace: (data: ResolveDataLike) => void) => WebpackPluginInstance,
): WebpackPluginInstance[] {
  const matched = new Set<string>();
  const plugins = replacements.map(({ pattern, stub }) => {
    // Gatsby compiles this file into .cache: resolve from the site directory, where Gatsby runs.
    const stubPath = path.resolve(stub);
    return normalModuleReplacement(pattern, (data) => {
      // afterResolve (with the resolved path), or beforeResolve when the request itself matched,
      // exactly as the plugin's string form does with an absolute path.
      if (data.createData?.resource) data.createData.resource = stubPath;
      else data.request = stubPath;
      matched.add(pattern.source);
    });
  });
  return [...plugins, new ReplacementCheckPlugin(replacements, matched)];
}

interface ResolveDataLike {
  request: string;
  createData?: { resource?: string };
}

class ReplacementCheckPlugin {
  constructor(
    private readonly replacements: readonly ModuleReplacement[],
    private readonly matched: Set<string>,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      this.matched.clear();
      compilation.hooks.finishModules.tap(NAME, () => {
        for (const { piece, pattern, source } of this.replacements) {
          if (this.matched.has(pattern.source)) continue;
          const message = pieceError(piece, `no module matched ${pattern} (was node_modules/${source}); has Gatsby moved it?`);
          compilation.errors.push(new compiler.webpack.WebpackError(message));
        }
      });
    });
  }
}
