import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { recordProjectRoot } from "./internals/cache-location";
import { previewTexts } from "./data-nodes/preview-texts";
import { DATA_FILES } from "./data-validation/data-files";
import { displayDirFor, problemsMessage, resolveDataDir, validateDataDir } from "./data-validation";
import { startupStatus } from "./develop/data-status";
import { isDevelop } from "./develop/is-develop";

/**
 * The first thing a build does: check the data the volunteers edit, with the same messages as
 * `npm run check:data`. Gatsby's own errors for bad data are cryptic or, worse, silent (a field of the
 * wrong type is dropped), so a bad file stops the build here, before anything is published.
 * Gatsby runs from the project root, where gatsby-config.ts resolves the data folder the same way.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const projectRoot = process.cwd();
  // After Gatsby has cleared a cache from another folder (see on-pre-init.ts).
  await recordProjectRoot(projectRoot);
  const dataDir = resolveDataDir(projectRoot);
  const { errors, warnings } = await validateDataDir(dataDir, { displayDir: displayDirFor(dataDir, projectRoot) });
  for (const warning of warnings) reporter.warn(warning);
  if (errors.length > 0) {
    // A plain string, not an Error: the volunteer sees the lines, not a stack trace.
    reporter.panic(problemsMessage(errors, isDevelop() ? "develop-start" : "build"));
  }
  if (isDevelop()) {
    // The live preview's data check (gatsby/develop) starts from this result.
    startupStatus.warnings = warnings;
    // Every file is readable now: the live preview falls back to these texts after a slip.
    for (const file of DATA_FILES) {
      const absolutePath = path.join(dataDir, file);
      // An optional file (avvisi.json) may be missing: nothing to fall back to then.
      const text = await fs.readFile(absolutePath, "utf8").catch(() => undefined);
      if (text !== undefined) previewTexts.remember(absolutePath, text);
    }
  }
};
