import { useEffect, useState } from "react";

/**
 * False in the static HTML and during hydration, true once React runs in the browser.
 * Widgets render a no-JavaScript version first (details/summary) and upgrade to the specified
 * behaviour after hydration, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
