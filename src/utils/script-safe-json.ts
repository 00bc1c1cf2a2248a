/**
 * JSON text made safe inside an HTML <script> element: "<" (so neither "</script>" nor "<!--" can
 * appear), U+2028 and U+2029 (line ends in older JavaScript), control characters, noncharacters and
 * surrogates (an emoji becomes its two escapes) all as \u escapes. JSON allows such escapes only inside
 * strings, where these characters can only be, so the JSON's meaning is unchanged; escaping twice
 * changes nothing. Kept apart from text-safety.ts because it ships in every page's JavaScript.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<\u2028\u2029\0-\b\v\f\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
