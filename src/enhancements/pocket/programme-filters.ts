/**
 * Which events the home programme's filters show (the address's view, programme-state.ts): type, venue,
 * "solo i miei" or a shared list, and the access filters of issue 48, every one set must agree. The
 * access filters compare the codes the build wrote on each card's slot (src/events/programme-filters.ts).
 * Loaded with the home programme only (home-programme.tsx), never by other pages.
 */
import { slugify } from "../../events/event-keys";
import type { FilterCode } from "../../events/programme-filters";
import type { AccessFilter, ProgrammeState } from "./programme-state";

/** The fields of an event that the filters look at. */
export interface FilterableEvent {
  id: string;
  tipo: string;
  luogo: string;
  /** The codes of its slot's data-filtri. */
  filtri: readonly string[];
}

/** The access filters as the tools offer them: the words of the toggle, and the codes any of which lets an event through. */
export const ACCESS_CHOICES: readonly { name: AccessFilter; label: string; codes: readonly FilterCode[] }[] = [
  { name: "gradini", label: "Senza gradini", codes: ["senza-gradini"] },
  { name: "servizi", label: "LIS o sottotitoli", codes: ["lis", "sottotitoli"] },
  { name: "ingresso", label: "Ingresso gratuito", codes: ["gratuito"] },
  { name: "pubblico", label: "Per famiglie", codes: ["famiglie"] },
];

const passes = (event: FilterableEvent, filter: AccessFilter): boolean =>
  ACCESS_CHOICES.find((choice) => choice.name === filter)!.codes.some((code) => event.filtri.includes(code));

export const isEverything = (state: ProgrammeState): boolean =>
  !state.tipo && !state.luogo && !state.soloMiei && !state.condivisi && state.accesso.length === 0;

/** Whether an event is shown: every filter set must agree; a shared list takes the place of "solo i miei". */
export function isShown(event: FilterableEvent, state: ProgrammeState, saved: ReadonlySet<string>): boolean {
  if (state.tipo && slugify(event.tipo) !== state.tipo) return false;
  if (state.luogo && slugify(event.luogo) !== state.luogo) return false;
  if (!state.accesso.every((filter) => passes(event, filter))) return false;
  if (state.condivisi) return state.condivisi.includes(event.id);
  return !state.soloMiei || saved.has(event.id);
}

/**
 * The venues whose events the step-free filter leaves out only because nobody checked their entrance
 * ("da verificare"), in programme order: the tools name them, so no event is hidden silently. None
 * without that filter.
 */
export function unverifiedVenues(events: readonly FilterableEvent[], state: ProgrammeState, saved: ReadonlySet<string>): string[] {
  if (!state.accesso.includes("gradini")) return [];
  const others = { ...state, accesso: state.accesso.filter((filter) => filter !== "gradini") };
  const code: FilterCode = "da-verificare";
  return [...new Set(events.filter((event) => event.filtri.includes(code) && isShown(event, others, saved)).map((event) => event.luogo))];
}

/** The distinct values of a field, in the order they first appear, with their slugs. */
export function optionsOf(events: readonly FilterableEvent[], field: "tipo" | "luogo"): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const event of events) {
    const value = slugify(event[field]);
    if (value && !seen.has(value)) seen.set(value, event[field]);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}
