/**
 * Whether old keys (named by day, time and venue, before events had ids) are about: two regular
 * expressions, kept in the enhancements chunk so that the translation (./legacy-keys.ts and the
 * table it fetches) is only loaded for the few visitors who still have such keys.
 */

// The old keys began with the event's date and time: "YYYY-MM-DD-HHMM-".
export const OLD_KEY = /^\d{4}-\d{2}-\d{2}-\d{4}-/;

export const hasOldKeys = (keys: readonly string[]): boolean => keys.some((key) => OLD_KEY.test(key));

/** The card anchor of the address ("#concerto-<key>"): its kind and key, or null. */
export const anchorOfAddress = (): [kind: string, key: string] | null => {
  const match = /^#(programma|concerto|talk)-(.+)$/.exec(location.hash);
  return match && [match[1], match[2]];
};

/** The address points at a card by an old key that no card on the page has. */
export function pointsAtOldKey(): boolean {
  const anchor = anchorOfAddress();
  return anchor !== null && OLD_KEY.test(anchor[1]) && !document.getElementById(location.hash.slice(1));
}

/** The translation of old keys, loaded on demand. */
export const loadLegacyKeys = () => import(/* webpackChunkName: "enhancements-old-keys" */ "./legacy-keys");
