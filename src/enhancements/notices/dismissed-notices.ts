/**
 * The notices a visitor hid ("Nascondi"), by id, in this browser only. A notice's id changes with its
 * text (gatsby/notices), so an edited notice shows again. Ids no longer in the notices file are
 * forgotten, so the list never grows past the notices of the moment.
 */
import { externalStore } from "../kit/external-store";
import { safeLocalStorage } from "../kit/safe-storage";

export const DISMISSED_NOTICES_KEY = "connessioni:avvisi-nascosti";

function read(storage: Storage | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(DISMISSED_NOTICES_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function createDismissedNotices(storage: Storage | null = safeLocalStorage()) {
  const store = externalStore<readonly string[]>(read(storage));
  const set = (ids: readonly string[]) => {
    try {
      storage?.setItem(DISMISSED_NOTICES_KEY, JSON.stringify(ids));
    } catch {
      // Full or refused: hidden for this page view only.
    }
    store.set(ids);
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    dismiss: (id: string) => set([...store.getSnapshot(), id]),
    /** Keeps only the ids of notices the file still lists. */
    keepOnly: (known: ReadonlySet<string>) => {
      const kept = store.getSnapshot().filter((id) => known.has(id));
      if (kept.length !== store.getSnapshot().length) set(kept);
    },
  };
}

export type DismissedNotices = ReturnType<typeof createDismissedNotices>;
