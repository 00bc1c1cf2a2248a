/**
 * What this browser remembers of its notifications: the ids the site last accepted, and whether a
 * change of the saved list still has to reach it (the visitor saved or removed an event offline, or
 * the site failed): sent on the `online` event and on the next page load.
 */
import { safeLocalStorage } from "../kit/safe-storage";

export const PUSH_STATE_KEY = "connessioni:notifiche";

export interface PushMemory {
  /** The ids the site last accepted, in the saved list's order; null: none sent from this browser. */
  inviati: string[] | null;
  /** The saved list changed and the site has not been told yet. */
  inSospeso: boolean;
}

const EMPTY: PushMemory = { inviati: null, inSospeso: false };

export function readPushMemory(storage: Storage | null = safeLocalStorage()): PushMemory {
  try {
    const value = JSON.parse(storage?.getItem(PUSH_STATE_KEY) ?? "null") as Partial<PushMemory> | null;
    if (!value || typeof value !== "object") return EMPTY;
    const inviati = Array.isArray(value.inviati) ? value.inviati.filter((id): id is string => typeof id === "string") : null;
    return { inviati, inSospeso: value.inSospeso === true };
  } catch {
    return EMPTY;
  }
}

export function writePushMemory(memory: PushMemory | null, storage: Storage | null = safeLocalStorage()): void {
  try {
    if (memory) storage?.setItem(PUSH_STATE_KEY, JSON.stringify(memory));
    else storage?.removeItem(PUSH_STATE_KEY);
  } catch {
    // No storage: the next change of the list sends it again.
  }
}

/** Whether the site's list differs from the saved one (same ids, whatever the order, is no change). */
export const differs = (sent: readonly string[] | null, saved: readonly string[]): boolean =>
  sent === null || sent.length !== saved.length || saved.some((id) => !sent.includes(id));
