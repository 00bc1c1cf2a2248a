/**
 * JSON text made safe inside an HTML <script> element. JSON allows \u escapes only inside strings,
 * where these characters can only be, so the JSON's meaning is unchanged; escaping twice changes nothing.
 */

/**
 * "<" escaped, so neither "</script>" nor "<!--" can end or change the script: the part that runs in
 * the browser too (JsonLdScript), a few bytes in every page's JavaScript.
 */
export const scriptProofJson = (json: string): string => json.replace(/</g, "\\u003c");

/**
 * What the build writes (serializeJsonLd): also U+2028 and U+2029 (line ends in older JavaScript),
 * control characters, noncharacters and surrogates (an emoji becomes its two escapes), so the page
 * has no parse error whatever the data holds.
 */
export function scriptSafeJson(json: string): string {
  return scriptProofJson(json).replace(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what gets escaped
    /[\u2028\u2029\0-\b\v\f\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
