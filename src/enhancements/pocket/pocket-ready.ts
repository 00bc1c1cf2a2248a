/**
 * Tells tests (and the curious) that the page's controls are in place: the stars, and on the home page
 * the programme's tools too, which come in a chunk of their own (home-programme.tsx).
 */
export function markPocketReady(): void {
  document.documentElement.dataset.pocket = "ready";
}
