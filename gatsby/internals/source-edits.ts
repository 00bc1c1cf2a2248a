import path from "node:path";
import type { Compiler, Configuration, RuleSetRule } from "webpack";

/**
 * Exact text edits of one module's source in the production client bundle, before Babel
 * (stubs/source-edits-loader.js), for dead code a stub cannot reach because it sits inside a module
 * the site needs. The build stops when an edit no longer finds its text exactly once, or when no
 * module matched: an upgrade that moved or changed the module is reviewed, never skipped.
 */
export interface SourceEdit {
  /** Text found exactly once; the edit replaces it, or everything from it up to `until`. */
  from: string;
  until?: string;
  replaceWith: string;
}

export interface SourceEdits {
  /** The module of gatsby/internals that owns the edits, named in every failure. */
  piece: string;
  /** Tested against the resolved path of every module webpack builds. */
  module: RegExp;
  edits: readonly SourceEdit[];
}

const LOADER = path.resolve("gatsby/internals/stubs/source-edits-loader.js");

/** Adds the edits to Gatsby's webpack config, with the check that they were applied. */
export function applySourceEdits(config: Configuration & { plugins: unknown[] }, { piece, module, edits }: SourceEdits): void {
  const rule: RuleSetRule = { test: module, enforce: "pre", use: [{ loader: LOADER, options: { piece, edits } }] };
  ((config.module ??= {}).rules ??= []).push(rule);
  config.plugins.push(new EditsAppliedCheck(piece, module));
}

class EditsAppliedCheck {
  constructor(
    private readonly piece: string,
    private readonly module: RegExp,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(this.piece, (compilation) => {
      compilation.hooks.finishModules.tap(this.piece, (modules) => {
        for (const built of modules) {
          const { resource, loaders } = built as { resource?: string; loaders?: { loader: string }[] };
          if (resource && this.module.test(resource) && loaders?.some(({ loader }) => loader === LOADER)) return;
        }
        compilation.errors.push(new compiler.webpack.WebpackError(`gatsby/internals/${this.piece}: no module matched ${this.module}; has it moved?`));
      });
    });
  }
}
