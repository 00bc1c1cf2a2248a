/**
 * Lists saved and links shared before events had ids named them by day, time and venue
 * ("2025-09-12-2130-nuovo"). The build publishes what each such key became
 * (gatsby/legacy-slugs: { "<old key>": "<id>" }), so no visitor loses an event on the day the ids
 * arrived: old keys are translated the first time they are met, and kept as they are if the table
 * cannot be read (offline), to be translated another time.
 */
import { anchorOfAddress, hasOldKeys, OLD_KEY } from "./old-keys";

export const LEGACY_KEYS_PATH = "/eventi/precedenti.json";

/**
 * The keys with old ones replaced by their ids, in order, once each, and old ones that the table does
 * not know (an event deleted before the ids, or last edition's) left out; null when the table cannot
 * be read or nothing changed.
 */
export async function translateOldKeys(keys: readonly string[]): Promise<string[] | null> {
  if (!hasOldKeys(keys)) return null;
  // Asked for only while old keys remain (once or twice a visitor, the day ids arrive): no cache of our own.
  try {
    const response = await fetch(LEGACY_KEYS_PATH);
    if (!response.ok) return null;
    const ids = (await response.json()) as Record<string, string>;
    const translated = [...new Set(keys.flatMap((key) => (OLD_KEY.test(key) ? (ids[key] ? [ids[key]] : []) : [key])))];
    return translated.join() === keys.join() ? null : translated;
  } catch {
    return null;
  }
}

/**
 * An address that points at a card by its old key ("/concerti/#concerto-2025-09-12-2130-nuovo"):
 * when no card has that id, go to the card of the event it became.
 */
export async function followOldAnchor(): Promise<void> {
  const anchor = anchorOfAddress();
  if (!anchor || document.getElementById(location.hash.slice(1))) return;
  const [id] = (await translateOldKeys([anchor[1]])) ?? [];
  if (id) location.replace(`#${anchor[0]}-${id}`);
}
