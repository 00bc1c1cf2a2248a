/**
 * What each saved event was when the visitor saved it (day, time, venue, status), kept in this
 * browser beside the saved list: a card can then say what changed since ("Orario cambiato: era alle
 * 21:30"), and the toast announces each change once. Seeing a change, or saving again, takes the
 * new facts as the saved ones.
 */
import { formatDayLong } from "../../utils/format";
import { externalStore } from "../kit/external-store";
import { safeLocalStorage } from "../kit/safe-storage";

export const SAVED_FACTS_KEY = "connessioni:miei-eventi:com-erano";

/** The facts of an event that a visitor plans around; `stato` is "annullato" or absent. */
export interface EventFacts {
  data: string;
  ora: string;
  luogo: string;
  stato?: string;
}

interface SavedFacts {
  /** What the event was when saved (or when the change was last seen). */
  salvato: EventFacts;
  /** The facts whose change was last announced by the toast, as factsKey(). */
  annunciato?: string;
}

export type FactsById = Readonly<Record<string, SavedFacts>>;

export const factsKey = ({ data, ora, luogo, stato = "" }: EventFacts): string => [data, ora, luogo, stato].join("|");

export interface EventChange {
  campo: "data" | "ora" | "luogo" | "stato";
  prima: string;
}

/** What changed between the saved facts and today's, in the order a visitor reads a card. */
export function changesOf(saved: EventFacts, now: EventFacts): EventChange[] {
  const changes: EventChange[] = [];
  if ((now.stato ?? "") !== (saved.stato ?? "") && now.stato) changes.push({ campo: "stato", prima: saved.stato ?? "" });
  if (now.data !== saved.data) changes.push({ campo: "data", prima: saved.data });
  if (now.ora !== saved.ora) changes.push({ campo: "ora", prima: saved.ora });
  if (now.luogo !== saved.luogo) changes.push({ campo: "luogo", prima: saved.luogo });
  return changes;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Orario cambiato: era alle 21:30", "Giorno cambiato: era venerdì 12 settembre", "Annullato". */
export function changeText({ campo, prima }: EventChange): string {
  if (campo === "stato") return "Annullato";
  if (campo === "ora") return `Orario cambiato: era alle ${prima}`;
  if (campo === "data") return `Giorno cambiato: era ${lowerFirst(formatDayLong(prima))}`;
  // A venue's name takes different articles in Italian ("al NUoVO", "all'Open Baladin"): named as it is.
  return `Luogo cambiato: prima era ${prima}`;
}

function parseFacts(text: string | null): FactsById {
  try {
    const value: unknown = JSON.parse(text ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as FactsById) : {};
  } catch {
    return {};
  }
}

/**
 * The saved facts as an external store over localStorage (same tolerance as the saved list: storage
 * may be missing or full, then this page view keeps them in memory), following other tabs.
 */
export function createSavedFactsStore(storage: Storage | null = safeLocalStorage()) {
  const read = (): FactsById => {
    try {
      return parseFacts(storage?.getItem(SAVED_FACTS_KEY) ?? null);
    } catch {
      return {};
    }
  };
  const store = externalStore<FactsById>(read());
  window.addEventListener("storage", (event) => {
    if (event.key === SAVED_FACTS_KEY || event.key === null) store.set(read());
  });
  const write = (next: FactsById) => {
    try {
      storage?.setItem(SAVED_FACTS_KEY, JSON.stringify(next));
    } catch {
      storage = null;
    }
    store.set(next);
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    /** Saved, saved again, or a change seen: these facts are now the saved ones. */
    record(entries: readonly (readonly [string, EventFacts])[]): void {
      const next = { ...store.getSnapshot() };
      for (const [id, facts] of entries) next[id] = { salvato: { ...facts } };
      write(next);
    },
    forget(id: string): void {
      const { [id]: _gone, ...rest } = store.getSnapshot();
      write(rest);
    },
    /** The toast told the visitor about these events' current facts: not again until they change again. */
    announced(entries: readonly (readonly [string, EventFacts])[]): void {
      const next = { ...store.getSnapshot() };
      for (const [id, facts] of entries) if (next[id]) next[id] = { ...next[id]!, annunciato: factsKey(facts) };
      write(next);
    },
  };
}

export type SavedFactsStore = ReturnType<typeof createSavedFactsStore>;
