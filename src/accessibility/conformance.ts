/**
 * The conformance status of the website's accessibility statement (the EU model, Implementing Decision
 * (EU) 2018/1523), from sito.json's `dichiarazioneAccessibilita`. Automated checks alone never make a site
 * conformant: only a person who checked it by hand, with nothing left unchecked and no known barrier.
 */
export interface StatementFacts {
  verificheManuali: readonly string[];
  nonVerificato: readonly string[];
  barriere: readonly unknown[];
}

export type ConformanceStatus = "conforme" | "parzialmente conforme";

export function conformanceStatus({ verificheManuali, nonVerificato, barriere }: StatementFacts): ConformanceStatus {
  return verificheManuali.length > 0 && nonVerificato.length === 0 && barriere.length === 0 ? "conforme" : "parzialmente conforme";
}

/** Why the site is only partly conformant, in the statement's words (empty when it is conformant). */
export function partialReasons({ verificheManuali, nonVerificato, barriere }: StatementFacts): string[] {
  if (conformanceStatus({ verificheManuali, nonVerificato, barriere }) === "conforme") return [];
  const reasons: string[] = [];
  if (verificheManuali.length === 0) reasons.push("nessuna persona ha ancora verificato il sito a mano: i controlli automatici da soli non bastano");
  else if (nonVerificato.length > 0) reasons.push("alcune parti non sono ancora state verificate a mano");
  if (barriere.length > 0) reasons.push("ci sono barriere note, elencate sotto");
  return reasons;
}
