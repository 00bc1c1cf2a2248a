import type { Reporter } from "gatsby";
import { problemsMessage } from "../data-validation";
import type { DataStatus } from "./data-status";

/** The terminal side of the live preview: our Italian lines whenever the data's status changes. */
export function reportStatusChange(reporter: Pick<Reporter, "error" | "warn" | "success">, status: DataStatus, previous: DataStatus): void {
  if (status.errors.length > 0) {
    reporter.error(problemsMessage(status.errors, "develop") + heldBackNote(status.heldBack));
  } else if (previous.errors.length > 0) {
    reporter.success("Dati del sito corretti: l'anteprima mostra le ultime modifiche.");
  }
  const newWarnings = status.warnings.filter((warning) => !previous.warnings.includes(warning));
  for (const warning of newWarnings) reporter.warn(warning);
}

export function heldBackNote(heldBack: readonly string[]): string {
  if (heldBack.length === 0) return "";
  if (heldBack.length === 1) return `\nFinché non lo correggi, l'anteprima mostra l'ultima versione leggibile di ${heldBack[0]}.`;
  return `\nFinché non li correggi, l'anteprima mostra l'ultima versione leggibile di: ${heldBack.join(", ")}.`;
}
