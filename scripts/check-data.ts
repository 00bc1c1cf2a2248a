/**
 * `npm run check:data`: the same data check that `gatsby build` runs first, without building.
 * Prints one Italian line per problem; exits with 1 when the data cannot be published.
 * On GitHub Actions each problem also becomes an annotation on the file and line of the pull request.
 */
import path from "node:path";
import { displayDirFor, resolveDataDir, validateDataDir, type LocatedProblem } from "../gatsby/data-validation";

// Workflow commands must keep each annotation on one line: escape as GitHub documents.
const escapeData = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

function annotate(problem: LocatedProblem): void {
  const where = [`file=${escapeProperty(problem.file)}`, ...(problem.line ? [`line=${problem.line}`] : [])].join(",");
  console.log(`::${problem.severity} ${where}::${escapeData(problem.text)}`);
}

async function main(): Promise<void> {
  const projectRoot = path.resolve(__dirname, "..");
  const dataDir = resolveDataDir(projectRoot);
  const displayDir = displayDirFor(dataDir, projectRoot);
  const { errors, warnings, located } = await validateDataDir(dataDir, { displayDir });

  if (process.env.GITHUB_ACTIONS === "true") located.forEach(annotate);
  for (const warning of warnings) console.warn(`Attenzione: ${warning}`);
  if (errors.length > 0) {
    console.error(`\n${errors.length === 1 ? "C'è 1 errore" : `Ci sono ${errors.length} errori`} nei dati del sito:\n`);
    for (const error of errors) console.error(`✖ ${error}`);
    console.error("\nCorreggi i file indicati e rilancia «npm run check:data». Aiuto: docs/guida-editori.md");
    process.exitCode = 1;
    return;
  }
  console.log(
    `✔ Dati del sito controllati (${displayDir}): nessun errore${warnings.length === 1 ? ", 1 avviso" : warnings.length > 1 ? `, ${warnings.length} avvisi` : ""}.`,
  );
}

main().catch((error: unknown) => {
  // An unexpected failure of the checker itself: one line, no stack trace.
  console.error(`Controllo dei dati non riuscito: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
