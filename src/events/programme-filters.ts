/**
 * What the home programme's access filters read of an event (issue 48): the build writes these codes
 * on each programme card's slot (data-filtri, src/components/pocket-slots), and the visitor's filters
 * (src/enhancements/pocket/programme-filters.ts) compare them. One list of codes for both sides.
 *
 * - `senza-gradini`: its venue's entrance is step-free or has a ramp (data/luoghi.json's accesso.ingresso);
 * - `da-verificare`: nobody checked its venue's entrance yet (or the venue is not in data/luoghi.json):
 *   the step-free filter leaves it out, and says so;
 *   neither: the entrance has steps;
 * - `lis`, `sottotitoli`: the services of its labels (src/events/event-labels.ts);
 * - `gratuito`: free entry, as its label derives it from the talk's booking link and `gratuito`;
 * - `famiglie`: meant for families (`pubblico`).
 */
import { UNVERIFIED } from "../venues/access-facts";
import type { EventLabel } from "./event-labels";

export type FilterCode = "senza-gradini" | "da-verificare" | "lis" | "sottotitoli" | "gratuito" | "famiglie";

/** The venue entrances (accesso.ingresso) a wheelchair gets through. */
export const STEP_FREE_ENTRANCES: readonly string[] = ["senza gradini", "rampa"];

/** The venue's half of the codes: its entrance, or "da-verificare" when unknown. */
function entranceCode(ingresso: string | null | undefined): FilterCode | null {
  if (!ingresso || ingresso === UNVERIFIED) return "da-verificare";
  return STEP_FREE_ENTRANCES.includes(ingresso) ? "senza-gradini" : null;
}

/** The codes of an event, space-separated as its slot carries them: "senza-gradini lis gratuito". */
export function filterCodesOf(ingresso: string | null | undefined, labels: readonly Pick<EventLabel, "campo" | "valore">[]): string {
  const codes: FilterCode[] = [];
  const entrance = entranceCode(ingresso);
  if (entrance) codes.push(entrance);
  for (const { campo, valore } of labels) {
    if (campo === "servizi" && (valore === "lis" || valore === "sottotitoli")) codes.push(valore);
    if (campo === "ingresso" && valore === "gratuito") codes.push("gratuito");
    if (campo === "pubblico" && valore.split(" ").includes("famiglie")) codes.push("famiglie");
  }
  return codes.join(" ");
}
