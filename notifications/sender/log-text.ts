/**
 * Text from outside (a push service's answer, the site's error body) as the log may show it: on one
 * line, without the characters a terminal or CI's log would act on, and short. A push service could
 * otherwise start a line of its own in the deploy job's log, where `::` at a line's start is a command.
 */

/** What remote text is cut to, in characters. */
export const MAX_REMOTE_TEXT = 100;

// C0 controls (line breaks included), DEL, C1 controls, the line and paragraph separators, and the
// bidirectional controls (ALM, LRM, RLM, the embeddings, overrides and isolates) that reorder a line.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function remoteText(text: string, max = MAX_REMOTE_TEXT): string {
  const flat = text.replace(UNSAFE, " ").replace(/\s+/gu, " ").trim();
  // Cut by code points, so that no half of a surrogate pair is left.
  const characters = Array.from(flat);
  return characters.length <= max ? flat : `${characters.slice(0, max - 1).join("")}…`;
}
