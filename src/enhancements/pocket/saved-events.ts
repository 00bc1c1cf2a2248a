/**
 * "Il mio programma": the ids of the events a visitor saved, kept in this browser only
 * (localStorage: no cookie, no account, nothing sent anywhere). Ids are the programme events' own
 * (src/events), so one event is saved on the programme, concert and talk cards at once, and stays
 * saved when it moves. A list saved before ids holds day-time-venue slugs until legacy-keys.ts translates them.
 */

import { externalStore } from "../kit/external-store";
import { safeLocalStorage } from "../kit/safe-storage";

export const SAVED_EVENTS_KEY = "connessioni:miei-eventi";

// An event id ("k7m2q9xa"), or a slug from before ids ("2025-09-12-2130-nuovo"). Anything else in
// storage (a hand edit, another site's format) is dropped rather than trusted.
const SAVED_KEY = /^[a-z0-9][a-z0-9-]{0,120}$/;

export const isSavedKey = (value: unknown): value is string => typeof value === "string" && SAVED_KEY.test(value);

/** The stored list, tolerant of anything: missing, not JSON, not a list, duplicates. */
export function parseSaved(text: string | null): string[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(value) ? [...new Set(value.filter(isSavedKey))] : [];
}

/** The saved list without `id`, or with it appended. */
export function toggleSaved(saved: readonly string[], id: string): string[] {
  return saved.includes(id) ? saved.filter((s) => s !== id) : [...saved, id];
}

/** Ids of events that no longer exist are forgotten silently (a past edition, a moved event). */
export function forgetMissing(saved: readonly string[], known: ReadonlySet<string>): string[] {
  return saved.filter((id) => known.has(id));
}

/**
 * The store over localStorage. Storage may be unavailable (disabled cookies, some private modes) or
 * full: the programme then still works for this page view, from memory.
 */
export function createSavedStore(storage: Storage | null = safeLocalStorage()) {
  let memory: string[] = [];
  const read = (): string[] => {
    if (!storage) return memory;
    try {
      return parseSaved(storage.getItem(SAVED_EVENTS_KEY));
    } catch {
      return memory;
    }
  };
  const write = (slugs: readonly string[]): void => {
    memory = [...slugs];
    try {
      storage?.setItem(SAVED_EVENTS_KEY, JSON.stringify(memory));
    } catch {
      // Quota or privacy settings: from now on this page view keeps the list in memory.
      storage = null;
    }
  };
  return { read, write };
}

export type SavedStore = ReturnType<typeof createSavedStore>;

/**
 * The saved list as an external store for React (useSyncExternalStore): one snapshot for every
 * component of the page, replaced when this page saves or another tab does (the storage event).
 */
export function createSavedEventsStore(persisted: SavedStore = createSavedStore()) {
  const store = externalStore<readonly string[]>(persisted.read());
  window.addEventListener("storage", (event) => {
    // null: another tab cleared the whole storage.
    if (event.key === SAVED_EVENTS_KEY || event.key === null) store.set(persisted.read());
  });
  return {
    ...store,
    set(next: readonly string[]): void {
      persisted.write(next);
      store.set([...next]);
    },
  };
}

export type SavedEventsStore = ReturnType<typeof createSavedEventsStore>;
