import type { GatsbyNode } from "gatsby";
import { displayDirFor, resolveDataDir, validateDataDir } from "./data-validation";

/**
 * The first thing a build does: check the data the volunteers edit, with the same messages as
 * `npm run check:data`. Gatsby's own errors for bad data are cryptic or, worse, silent (a field of the
 * wrong type is dropped), so a bad file stops the build here, before anything is published.
 * Gatsby runs from the project root, where gatsby-config.ts resolves the data folder the same way.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const projectRoot = process.cwd();
  const dataDir = resolveDataDir(projectRoot);
  const { errors, warnings } = await validateDataDir(dataDir, { displayDir: displayDirFor(dataDir, projectRoot) });
  for (const warning of warnings) reporter.warn(warning);
  if (errors.length > 0) {
    const count = errors.length === 1 ? "C'è 1 errore" : `Ci sono ${errors.length} errori`;
    // A plain string, not an Error: the volunteer sees the lines, not a stack trace.
    reporter.panic(
      `${count} nei dati del sito, quindi il sito non viene pubblicato:\n\n` +
        errors.map((line) => `✖ ${line}`).join("\n") +
        "\n\nCorreggi i file indicati (aiuto: docs/guida-editori.md) e controlla con «npm run check:data».",
    );
  }
};
