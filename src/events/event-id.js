// The id of a programme event: created once, never changed (not when the event moves, changes venue,
// title or type), so saved programmes, shared links, card anchors, calendar UIDs and JSON-LD @ids all
// keep pointing at the same event. Plain JavaScript with no imports: the CMS loads it in the browser
// (cms-setup.js), and the data check, the rollover, the content growth and the migration use it in
// Node; event-id.d.ts gives TypeScript its types.
//
// Eight characters: a lowercase letter, then seven lowercase letters or digits, at random
// (26 × 36⁷ ≈ 2 × 10¹² ids, so two events of one edition practically never draw the same, and the
// data check refuses it if they ever do). Random rather than derived from day, time or venue, which
// would lie as soon as the event moves. A leading letter and no hyphen keep every id apart from the
// day-time-venue slugs used before (which start with the year and contain hyphens), fit an element id
// and a `?miei=a,b` list without escaping.

/** What the data check accepts (schemas/programma.schema.json says the same): 4-32 letters or digits, the first a letter. */
export const EVENT_ID_PATTERN = "^[a-z][a-z0-9]{3,31}$";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A new random event id, different from every id in `taken`.
 * @param {Iterable<string>} [taken]
 * @returns {string}
 */
export function newEventId(taken = []) {
  const used = new Set(taken);
  for (;;) {
    const bytes = new Uint8Array(8);
    globalThis.crypto.getRandomValues(bytes);
    // A byte modulo 26 or 36 favours a few characters very slightly: harmless for an id.
    let id = LETTERS[bytes[0] % 26];
    for (let i = 1; i < 8; i++) id += ALPHABET[bytes[i] % 36];
    if (!used.has(id)) return id;
  }
}
