/**
 * The characters that break a format, in one place: the data check refuses them
 * (gatsby/data-validation/checks/text-characters.ts) and every writer (the Atom feed, the .ics
 * calendars, the JSON-LD, the data nodes the HTML is rendered from) drops them anyway, since text also
 * comes from the git history and from notices.
 *
 * Refused: every C0 control but the line break (a tab too: a pasted one is never meant), DEL, the C1
 * controls, the noncharacters (U+FFFE, U+FDD0…) and half a surrogate pair. XML 1.0 cannot hold most of
 * them, RFC 5545 no control, and in HTML each is a parse error. A line break is text only where a field
 * holds several lines; each format writes it its own way. (Built into the site, not shipped to the
 * browser: the browser's part is script-safe-json.ts.)
 */

// Controls (C0, DEL, C1), half surrogate pairs and noncharacters, but the line breaks.
const UNSAFE = /(?![\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/gu;
const UNSAFE_CHARACTER = /^(?![\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]$/u;

/** "\r\n", or a lone "\r" or "\n": each format reads them as one line break. */
const LINE_BREAK = /\r\n?|\n/g;

/** The text with every unsafe character removed and every line break written "\n". */
export function harmlessText(text: string): string {
  return text.replace(UNSAFE, "").replace(LINE_BREAK, "\n");
}

/** The text on one line: unsafe characters removed, each line break a space. */
export function harmlessLine(text: string): string {
  return text.replace(UNSAFE, "").replace(LINE_BREAK, " ");
}

/**
 * Text for XML 1.0 content and attributes: markup escaped (">" too, so no "]]>" can appear) and the
 * characters XML cannot hold dropped, since one of them makes the whole document unreadable (the Atom
 * feed, the schedule feed).
 */
export function escapeXml(text: string): string {
  return harmlessText(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Every string of a parsed JSON value made harmless (keys are the data's own field names). */
export function harmlessStrings<T>(value: T): T {
  if (typeof value === "string") return harmlessText(value) as T;
  if (Array.isArray(value)) return value.map(harmlessStrings) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, harmlessStrings(child)])) as T;
  }
  return value;
}

export interface RefusedCharacter {
  /** Position in characters as a reader counts them (code points), from 0. */
  position: number;
  /** The character's code point. */
  code: number;
}

/**
 * The characters a field may not hold, in order: the unsafe ones, and line breaks unless the field
 * holds several lines (`multiline`); there only "\n" and "\r\n" are line breaks, a lone "\r" is refused.
 */
export function refusedCharacters(text: string, multiline: boolean): RefusedCharacter[] {
  const found: RefusedCharacter[] = [];
  const units = [...text];
  units.forEach((char, position) => {
    const code = char.codePointAt(0) ?? 0;
    const isBreak = char === "\n" || char === "\r";
    const loneReturn = char === "\r" && units[position + 1] !== "\n";
    if (isBreak ? !multiline || loneReturn : UNSAFE_CHARACTER.test(char)) found.push({ position, code });
  });
  return found;
}
