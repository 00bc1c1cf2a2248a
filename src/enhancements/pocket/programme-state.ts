/**
 * What the home programme shows, kept in the address so that a view can be shared and the back
 * button steps through the visitor's choices:
 *
 *   /?tipo=talk&luogo=cinema-monviso&solo=miei#programma   filters, and "solo i miei"
 *   /?miei=2025-09-12-2130-nuovo,2025-09-13-1030-cinema-monviso#programma   a shared list of events
 *
 * Types and venues are written as slugs of their names in the data, so the address stays readable
 * and a change of capitalisation in the data does not break a shared link.
 */
import { slugify } from "../../events/event-keys";
import { PROGRAMME_ANCHOR } from "../../components/site-header/nav-items";
import { isSavedKey } from "./saved-events";
import { externalStore } from "../kit/external-store";

export interface ProgrammeState {
  /** Slug of the event type to show, or null for every type. */
  tipo: string | null;
  /** Slug of the venue to show, or null for every venue. */
  luogo: string | null;
  /** Only the events saved in this browser. */
  soloMiei: boolean;
  /** The events of a shared link (?miei=…), or null when the address has none. */
  condivisi: string[] | null;
}

export const EVERYTHING: ProgrammeState = { tipo: null, luogo: null, soloMiei: false, condivisi: null };

/** The fields of an event that the filters look at. */
export interface FilterableEvent {
  id: string;
  tipo: string;
  luogo: string;
}

const ONLY_MINE = "miei";

function slugParam(params: URLSearchParams, name: string): string | null {
  const value = slugify(params.get(name) ?? "");
  return value || null;
}

export function parseProgrammeState(search: string): ProgrammeState {
  const params = new URLSearchParams(search);
  const shared = params.get("miei");
  return {
    tipo: slugParam(params, "tipo"),
    luogo: slugParam(params, "luogo"),
    soloMiei: params.get("solo") === ONLY_MINE,
    condivisi:
      shared === null
        ? null
        : [
            ...new Set(
              shared
                .split(",")
                .map((s) => s.trim())
                .filter(isSavedKey),
            ),
          ],
  };
}

/** "?tipo=talk&solo=miei", or "" when everything is shown. Commas of the shared list stay readable. */
export function serializeProgrammeState(state: ProgrammeState): string {
  const parts: string[] = [];
  if (state.condivisi) parts.push(`miei=${state.condivisi.join(",")}`);
  if (state.tipo) parts.push(`tipo=${encodeURIComponent(state.tipo)}`);
  if (state.luogo) parts.push(`luogo=${encodeURIComponent(state.luogo)}`);
  if (state.soloMiei && !state.condivisi) parts.push(`solo=${ONLY_MINE}`);
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** The site-relative address of the programme showing `state`. */
export const programmeHref = (pathname: string, state: ProgrammeState): string => `${pathname}${serializeProgrammeState(state)}#${PROGRAMME_ANCHOR}`;

/** The link that shows someone else these events: "/?miei=a,b#programma". */
export const shareHref = (pathname: string, ids: readonly string[]): string => programmeHref(pathname, { ...EVERYTHING, condivisi: [...ids] });

export const isEverything = (state: ProgrammeState): boolean => !state.tipo && !state.luogo && !state.soloMiei && !state.condivisi;

/** Whether an event is shown: every filter set must agree; a shared list takes the place of "solo i miei". */
export function isShown(event: FilterableEvent, state: ProgrammeState, saved: ReadonlySet<string>): boolean {
  if (state.tipo && slugify(event.tipo) !== state.tipo) return false;
  if (state.luogo && slugify(event.luogo) !== state.luogo) return false;
  if (state.condivisi) return state.condivisi.includes(event.id);
  return !state.soloMiei || saved.has(event.id);
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

/**
 * The programme's view as an external store over the address: the back and forward buttons
 * (popstate) and every choice of the visitor (`navigate`, a new history entry) replace it.
 */
export function createProgrammeLocation() {
  const store = externalStore(parseProgrammeState(location.search));
  /** Also when Gatsby showed another page (a client-side link): its address may ask for another view. */
  const reread = () => store.set(parseProgrammeState(location.search));
  window.addEventListener("popstate", reread);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    navigate(next: ProgrammeState): void {
      history.pushState(history.state, "", programmeHref(location.pathname, next));
      store.set(next);
    },
    /** The same view, said another way (old keys translated): no new history entry. */
    replace(next: ProgrammeState): void {
      history.replaceState(history.state, "", programmeHref(location.pathname, next));
      store.set(next);
    },
    reread,
  };
}

export type ProgrammeLocation = ReturnType<typeof createProgrammeLocation>;
