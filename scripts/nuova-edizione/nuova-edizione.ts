/**
 * `npm run nuova-edizione -- --anno 2026 --dal 2026-09-11 --al 2026-09-13` (see new-edition.ts).
 * Italian output for the volunteers; exit code 1 when it refuses.
 */
import path from "node:path";
import { displayDirFor, resolveDataDir } from "../../gatsby/data-validation";
import { archivePagePath } from "../../src/utils/archive-paths";
import { newEdition, parseArgs } from "./new-edition";

async function main(): Promise<void> {
  const projectRoot = path.resolve(__dirname, "../..");
  const dataDir = resolveDataDir(projectRoot);
  const displayDir = displayDirFor(dataDir, projectRoot);
  const { args, problems } = parseArgs(process.argv.slice(2));
  const outcome = args ? await newEdition(dataDir, displayDir, args) : { ok: false as const, problems };
  if (!outcome.ok) {
    console.error("Nuova edizione non preparata, nessun file è stato cambiato:\n");
    for (const problem of outcome.problems) console.error(`✖ ${problem}`);
    console.error("\nUso: npm run nuova-edizione -- --anno 2026 --dal 2026-09-11 --al 2026-09-13 (guida: docs/guida-editori.md, sezione 7)");
    process.exitCode = 1;
    return;
  }
  console.log(`✔ Nuova edizione ${args!.anno} preparata.`);
  console.log(`  Programma, concerti e talk dell'edizione passata, con le loro ${outcome.moved.length} immagini, sono ora in ${outcome.archived}/`);
  console.log(`  e restano sul sito nella pagina ${archivePagePath(path.basename(outcome.archived))}.`);
  console.log("\nOra scrivete voi questi testi:");
  for (const line of outcome.toWrite) console.log(`  • ${line}`);
  console.log("\nPoi controllate con «npm run check:data» e guardate l'anteprima con «npm run develop».");
}

main().catch((error: unknown) => {
  console.error(`Nuova edizione non riuscita: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
