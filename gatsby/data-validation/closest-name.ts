/**
 * "Did you mean …?" suggestions for misspelt field names, venues and file names. A dozen lines of
 * Levenshtein distance are simpler than another dependency for one function.
 */
function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j];
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length];
}

const normalise = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/** The candidate closest to `wanted`, if close enough to be a plausible slip. */
export function closestName(wanted: string, candidates: readonly string[]): string | undefined {
  const target = normalise(wanted);
  let best: { name: string; score: number } | undefined;
  for (const name of candidates) {
    const score = distance(target, normalise(name));
    if (!best || score < best.score) best = { name, score };
  }
  if (!best) return undefined;
  const tolerance = Math.max(2, Math.floor(Math.max(target.length, best.name.length) / 4));
  return best.score <= tolerance ? best.name : undefined;
}
