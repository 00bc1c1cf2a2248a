import type { Compiler } from "webpack";

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled while it streams in, on a background thread. Without it V8 only pre-parses
 * them and compiles each one on the main thread at its first call, which for the start-up chunks
 * is at once: webpack's start-up runs Gatsby's runtime and React's module bodies in one task, the
 * longest after the first paint. Measured on the home page (Chromium 156, this machine): that
 * task's script run went from ~18-25 ms to ~8-12 ms. Other engines read a line comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The chunks every page runs in full as it starts: React (Gatsby's `framework` cache group) and
 * Gatsby's runtime (the `app` entry), by the names Gatsby's webpack config gives them. Page components and shared modules are small and load later.
 */
export const STARTUP_CHUNKS = ["framework", "app"] as const;

const NAME = "EagerCompileHintPlugin";
export const PIECE = "eager-compile-hint";

/** Puts the compile hint at the very top of the start-up chunks, after minification. */
export class EagerCompileHintPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Terser (which drops comments), before source maps are written (which then count
        // the added line).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const marked: string[] = [];
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !(STARTUP_CHUNKS as readonly string[]).includes(chunk.name)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
              marked.push(chunk.name);
            }
          }
          const missing = STARTUP_CHUNKS.filter((name) => !marked.includes(name));
          if (missing.length > 0) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `gatsby/internals/${PIECE}: no chunk named ${missing.join(", ")} any more; review gatsby/internals/eager-compile-hint.ts`,
              ),
            );
          }
        },
      );
    });
  }
}
