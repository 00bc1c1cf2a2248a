/**
 * What the home programme shows, kept in the address so that a view can be shared and the back
 * button steps through the visitor's choices:
 *
 *   /?tipo=talk&luogo=cinema-monviso&solo=miei#programma   filters, and "solo i miei"
 *   /?miei=2025-09-12-2130-nuovo,2025-09-13-1030-cinema-monviso#programma   a shared list of events
 *   /?gradini=no&servizi=lis-sottotitoli&ingresso=gratuito&pubblico=famiglie#programma   access filters
 *
 * Types and venues are written as slugs of their names in the data, so the address stays readable
 * and a change of capitalisation in the data does not break a shared link. The access filters (issue 48)
 * each have one value, the only one read: `gradini=no` (a venue whose entrance is step-free or has a
 * ramp), `servizi=lis-sottotitoli` (LIS or subtitles), `ingresso=gratuito` (free entry), `pubblico=famiglie`
 * (for families). Any other value, like any unknown parameter, is ignored. Which events each one shows
 * is in programme-filters.ts, which loads with the home programme only.
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
  /** The access filters set, in ACCESS_PARAMS' order. */
  accesso: AccessFilter[];
}

/** Each access filter's parameter and its one value. */
export const ACCESS_PARAMS = { gradini: "no", servizi: "lis-sottotitoli", ingresso: "gratuito", pubblico: "famiglie" } as const;
export type AccessFilter = keyof typeof ACCESS_PARAMS;
const ACCESS_FILTERS = Object.keys(ACCESS_PARAMS) as AccessFilter[];

export const EVERYTHING: ProgrammeState = { tipo: null, luogo: null, soloMiei: false, condivisi: null, accesso: [] };

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
    accesso: ACCESS_FILTERS.filter((name) => params.get(name) === ACCESS_PARAMS[name]),
  };
}

/** "?tipo=talk&solo=miei", or "" when everything is shown. Commas of the shared list stay readable. */
export function serializeProgrammeState(state: ProgrammeState): string {
  const parts: string[] = [];
  if (state.condivisi) parts.push(`miei=${state.condivisi.join(",")}`);
  if (state.tipo) parts.push(`tipo=${encodeURIComponent(state.tipo)}`);
  if (state.luogo) parts.push(`luogo=${encodeURIComponent(state.luogo)}`);
  if (state.soloMiei && !state.condivisi) parts.push(`solo=${ONLY_MINE}`);
  for (const name of ACCESS_FILTERS) if (state.accesso.includes(name)) parts.push(`${name}=${ACCESS_PARAMS[name]}`);
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** The site-relative address of the programme showing `state`. */
export const programmeHref = (pathname: string, state: ProgrammeState): string => `${pathname}${serializeProgrammeState(state)}#${PROGRAMME_ANCHOR}`;

/** The link that shows someone else these events: "/?miei=a,b#programma". */
export const shareHref = (pathname: string, ids: readonly string[]): string => programmeHref(pathname, { ...EVERYTHING, condivisi: [...ids] });

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
