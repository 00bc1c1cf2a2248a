/**
 * Which file of each responsive image a phone downloads, so the offline copy holds exactly those
 * (and not every size of every poster). Evaluated like Chromium does it: the `sizes` attribute at the
 * phone's viewport width gives the slot, each `w` candidate's density is its width over the slot,
 * and the browser takes the first candidate at least as dense as the screen (the largest if none is):
 * what Chromium (measured: version 156, tests/browser/offline.test.ts) and WebKit do. (Blink once
 * took the one just below when the screen was nearer to it, by a geometric mean; no more.)
 */

/** Phone screens the offline copy is for: 360-430 px wide CSS pixels at DPR 2-3. */
export const phoneScreens: ReadonlyArray<{ width: number; dpr: number }> = [360, 375, 390, 393, 412, 414, 430].flatMap((width) =>
  [2, 2.625, 3].map((dpr) => ({ width, dpr })),
);

export interface Candidate {
  url: string;
  width: number;
}

/** `srcset` with width descriptors ("a.avif 40w, b.avif 80w"). */
export function parseSrcset(srcset: string): Candidate[] {
  return srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter((parts) => parts.length === 2 && /^\d+w$/.test(parts[1]))
    .map(([url, descriptor]) => ({ url, width: Number.parseInt(descriptor, 10) }));
}

/** A length of a `sizes` entry in CSS pixels: `124px`, `95vw`, `calc(95vw - 51px)`. */
function lengthAt(length: string, viewportWidth: number): number {
  const calc = /^calc\((.*)\)$/.exec(length.trim());
  const expression = calc ? calc[1] : length.trim();
  const terms = expression.replace(/\s+-\s+/g, " + -").split(/\s+\+\s+/);
  return terms.reduce((sum, term) => {
    const match = /^(-?[\d.]+)(px|vw)$/.exec(term.trim());
    if (!match) throw new Error(`Unsupported length in sizes: "${length}"`);
    const value = Number.parseFloat(match[1]);
    return sum + (match[2] === "vw" ? (value * viewportWidth) / 100 : value);
  }, 0);
}

/** The slot width `sizes` gives at a viewport width (only `(min-width: Npx)` / `(max-width: Npx)` conditions). */
export function slotWidth(sizes: string, viewportWidth: number): number {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const conditional = /^\((min|max)-width:\s*([\d.]+)px\)\s+(.+)$/.exec(entry);
    if (!conditional) return lengthAt(entry, viewportWidth);
    const limit = Number.parseFloat(conditional[2]);
    if (conditional[1] === "min" ? viewportWidth >= limit : viewportWidth <= limit) return lengthAt(conditional[3], viewportWidth);
  }
  return viewportWidth; // no entry matched: 100vw, as browsers do
}

/** The candidate a phone's browser picks for a slot at a device pixel ratio. */
export function pickCandidate(candidates: readonly Candidate[], slot: number, dpr: number): Candidate {
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return sorted.find((candidate) => candidate.width / slot >= dpr) ?? sorted[sorted.length - 1];
}

/** The files of one image (its first source, AVIF, which every phone the copy is for decodes) that phones pick. */
export function phoneFiles(srcset: string, sizes: string): string[] {
  const candidates = parseSrcset(srcset);
  if (candidates.length === 0) return [];
  const picked = phoneScreens.map(({ width, dpr }) => pickCandidate(candidates, slotWidth(sizes, width), dpr).url);
  return [...new Set(picked)];
}
