import { harmlessLine, harmlessText } from "../../src/utils/text-safety";

/**
 * A small RFC 5545 writer. We tried the `ics` package first and set it aside: it folds long lines
 * every 75 *characters* (runes), not 75 *octets* as RFC 5545 §3.1 requires, so an Italian
 * description full of "ì", "à" and typographic quotes gives lines of well over 100 octets, which
 * strict readers reject or mangle. This writer folds by UTF-8 octets without ever splitting a
 * character, ends every line with CRLF and escapes TEXT values (§3.3.11); no control character
 * reaches the output (src/utils/text-safety.ts).
 */

export const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT escaping: backslash, semicolon, comma and newlines (§3.3.11); control characters dropped (§3.1). */
export function escapeText(value: string): string {
  return harmlessText(value)
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * A parameter value, quoted when it holds ":", ";" or "," (§3.2). DQUOTE and control characters are
 * not allowed: a DQUOTE becomes an apostrophe, a line break a space, so no text can end the line and
 * write one of its own (ORGANIZER;CN=…). "^" is written "^^" (RFC 6868), so readers that decode
 * "^n" and "^'" in parameters read the text as it was.
 */
export function paramValue(value: string): string {
  const clean = harmlessLine(value).replace(/"/g, "'").replace(/\^/g, "^^");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Fold a content line into chunks of at most 75 octets; continuation lines start with one space,
 * which counts towards their 75 (§3.1). Iterating by code point keeps multi-byte UTF-8 whole.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** UTC DATE-TIME form, e.g. "20250912T193000Z" (§3.3.5, form #2). */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export interface IcsProperty {
  name: string;
  params?: Record<string, string>;
  /** Already in its value type's form; use escapeText for TEXT values. */
  value: string;
}

export type IcsComponent = { type: string; properties: IcsProperty[]; components?: IcsComponent[] };

function contentLine({ name, params, value }: IcsProperty): string {
  const paramText = Object.entries(params ?? {})
    .map(([key, v]) => `;${key}=${paramValue(v)}`)
    .join("");
  // A value is already in its type's form (escapeText for TEXT), so a line break or a control
  // character left in it can only be a mistake: never let it end the content line.
  return foldLine(`${name}${paramText}:${harmlessLine(value)}`);
}

export function serializeComponent(component: IcsComponent): string[] {
  return [
    `BEGIN:${component.type}`,
    ...component.properties.map(contentLine),
    ...(component.components ?? []).flatMap(serializeComponent),
    `END:${component.type}`,
  ];
}

/** The whole iCalendar stream, every line (the last included) ended by CRLF. */
export function serializeCalendar(calendar: IcsComponent): string {
  return serializeComponent(calendar).join(CRLF) + CRLF;
}
