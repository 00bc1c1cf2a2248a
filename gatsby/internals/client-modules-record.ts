import fs from "node:fs/promises";
import path from "node:path";
import type { Compilation, Compiler, Module } from "webpack";

/**
 * The list of every module in the production client bundle's chunks, written to .cache (not
 * public/: it is not deployed) in both GATSBY_INTERNALS modes. It changes no output: it is the
 * contract test's evidence that each stub took its original's place (tuned) and that the originals
 * are there without the pieces (plain), where the minified chunks keep no text to look for.
 */
export const CLIENT_MODULES_RECORD = path.join(".cache", "connessioni-client-modules.json");

const NAME = "ClientModulesRecordPlugin";

/** A module's file, or the files of the modules webpack concatenated into it. */
function filesOf(module: Module): string[] {
  const inner = (module as Module & { modules?: Module[] }).modules;
  if (inner) return inner.flatMap(filesOf);
  const resource = (module as Module & { resource?: string }).resource;
  return resource ? [resource] : [];
}

export function bundledFiles(compilation: Compilation, root: string): string[] {
  const files = new Set<string>();
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      for (const file of filesOf(module)) files.add(path.relative(root, file).split(path.sep).join("/"));
    }
  }
  return [...files].sort();
}

export class ClientModulesRecordPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise(NAME, async (compilation) => {
      // Gatsby runs in the site's directory.
      const root = process.cwd();
      await fs.mkdir(path.join(root, ".cache"), { recursive: true });
      await fs.writeFile(path.join(root, CLIENT_MODULES_RECORD), `${JSON.stringify(bundledFiles(compilation, root), null, 1)}\n`);
    });
  }
}
