/**
 * The Italian text that lists the data's errors, for the build (which stops) and for the live
 * preview (which keeps running and updates when the file is saved again).
 */
export function problemsMessage(errors: readonly string[], context: "build" | "develop-start" | "develop"): string {
  const count = errors.length === 1 ? "C'è 1 errore" : `Ci sono ${errors.length} errori`;
  const consequence = {
    build: ", quindi il sito non viene pubblicato",
    "develop-start": ", quindi l'anteprima non parte",
    develop: "",
  }[context];
  const advice =
    context === "develop"
      ? "Correggi e salva il file: l'anteprima si aggiorna da sola (aiuto: docs/guida-editori.md)."
      : "Correggi i file indicati (aiuto: docs/guida-editori.md) e controlla con «npm run check:data».";
  return `${count} nei dati del sito${consequence}:\n\n${errors.map((line) => `✖ ${line}`).join("\n")}\n\n${advice}`;
}
