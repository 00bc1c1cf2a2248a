/**
 * `npm run check:data`: the same data check that `gatsby build` runs first, without building.
 * Prints one Italian line per problem; exits with 1 when the data cannot be published.
 */
import path from "node:path";
import { displayDirFor, resolveDataDir, validateDataDir } from "../gatsby/data-validation";

async function main(): Promise<void> {
  const projectRoot = path.resolve(__dirname, "..");
  const dataDir = resolveDataDir(projectRoot);
  const { errors, warnings } = await validateDataDir(dataDir, { displayDir: displayDirFor(dataDir, projectRoot) });

  for (const warning of warnings) console.warn(`Attenzione: ${warning}`);
  if (errors.length > 0) {
    console.error(`\n${errors.length === 1 ? "C'è 1 errore" : `Ci sono ${errors.length} errori`} nei dati del sito:\n`);
    for (const error of errors) console.error(`✖ ${error}`);
    console.error("\nCorreggi i file indicati e rilancia «npm run check:data». Aiuto: docs/guida-editori.md");
    process.exitCode = 1;
    return;
  }
  console.log(`✔ Dati del sito controllati (${displayDirFor(dataDir, projectRoot)}): nessun errore${warnings.length ? `, ${warnings.length} avvisi` : ""}.`);
}

main().catch((error: unknown) => {
  // An unexpected failure of the checker itself: one line, no stack trace.
  console.error(`Controllo dei dati non riuscito: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
