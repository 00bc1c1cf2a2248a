/**
 * What each saved event was when the visitor saved it (day, time, venue, status), kept in this
 * browser beside the saved list: a card can then say what changed since, in the words the build's
 * own notes use ("era alle 21:30", src/events/change-words.ts), and the toast announces each change
 * once. Seeing a change, or saving again, takes the new facts as the saved ones.
 */
import { changesOf, type FactChange } from "../../events/event-facts";
import type { EventFactsProps } from "../../components/pocket-slots/pocket-slots";
import { changeNote } from "../../events/change-words";
import { externalStore } from "../kit/external-store";
import { safeLocalStorage } from "../kit/safe-storage";

export const SAVED_FACTS_KEY = "connessioni:miei-eventi:com-erano";

/** The facts a card's save slot tells (src/events/event-facts.ts, without the id that keys them); `stato` is "annullato" or absent. */
export type CardFacts = Omit<EventFactsProps, "preposizione">;

/** A card's facts, and the words its venue takes ("al", "all'"): what the saved copy keeps. */
export interface SavedCard {
  facts: CardFacts;
  /** The preposition of the venue in sito.json's `luoghi`, absent for a venue without one. */
  preposizione?: string;
  /** The venue's former names, the JSON array of the card's slot (SaveSlotProps): never kept, only compared with. */
  nomiPrecedentiLuogo?: string | null;
}

interface SavedFacts {
  /** What the event was when saved (or when the change was last seen). */
  salvato: CardFacts;
  /** The preposition of the saved venue, so a moved event's note says "era al NUoVO" as the build's does. */
  preposizione?: string;
  /** The facts whose change was last announced by the toast, as factsKey(). */
  annunciato?: string;
}

export type FactsById = Readonly<Record<string, SavedFacts>>;

export const factsKey = ({ data, ora, luogo, stato = "" }: CardFacts): string => [data, ora, luogo, stato].join("|");

/**
 * What changed between the saved facts and today's (`nomiPrecedenti`: the card's venue's former names, the
 * JSON array its save slot carries), by
 * the build's rule (changesOf, src/events/event-facts.ts): a venue saved under a name it had before
 * (data/luoghi.json's `nomiPrecedenti`) has not moved.
 */
export const changesSinceSaved = (saved: SavedFacts, now: CardFacts, nomiPrecedenti?: string | null): FactChange[] =>
  changesOf(saved.salvato, now, new Map((JSON.parse(nomiPrecedenti || "[]") as string[]).map((nome) => [nome, now.luogo])));

/** The words of the changes, as the card's published notes word them: "era alle 21:30 · era al NUoVO". */
export function savedChangeText(changes: readonly FactChange[], saved: Pick<SavedFacts, "salvato" | "preposizione">): string {
  const luoghi = saved.preposizione ? [{ nome: saved.salvato.luogo, preposizione: saved.preposizione }] : [];
  return changes.map((change) => changeNote(change, luoghi)).join(" · ");
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
    record(entries: readonly (readonly [string, SavedCard])[]): void {
      const next = { ...store.getSnapshot() };
      for (const [id, { facts, preposizione }] of entries) next[id] = { salvato: { ...facts }, ...(preposizione && { preposizione }) };
      write(next);
    },
    forget(id: string): void {
      const { [id]: _gone, ...rest } = store.getSnapshot();
      write(rest);
    },
    /** The toast told the visitor about these events' current facts: not again until they change again. */
    announced(entries: readonly (readonly [string, CardFacts])[]): void {
      const next = { ...store.getSnapshot() };
      for (const [id, facts] of entries) if (next[id]) next[id] = { ...next[id], annunciato: factsKey(facts) };
      write(next);
    },
  };
}

export type SavedFactsStore = ReturnType<typeof createSavedFactsStore>;
