/**
 * "Versione salvata il … alle …": whether the page on screen came from the worker's saved copy, and
 * from when. The worker marks such answers with a Server-Timing metric (protocol.ts); the browser
 * exposes it on the navigation's and on page data's performance entries. The notice's words are
 * in saved-copy-bar.tsx, loaded only when a saved copy is on screen.
 */
import { SAVED_COPY_METRIC, pageDataPath } from "./protocol";

interface TimingEntry {
  name: string;
  description: string;
}

/** The saved copy's date among a response's Server-Timing entries, or null for a network answer. */
export function savedAtOf(entries: readonly TimingEntry[] | undefined): Date | null {
  const entry = entries?.find((candidate) => candidate.name === SAVED_COPY_METRIC);
  const date = entry ? new Date(entry.description) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

type WithServerTiming = PerformanceEntry & { serverTiming?: readonly TimingEntry[] };

/** The document on screen was answered from the saved copy: since when. */
export function savedAtOfDocument(): Date | null {
  const [navigation] = performance.getEntriesByType("navigation") as WithServerTiming[];
  return savedAtOf(navigation?.serverTiming);
}

/**
 * After a client-side navigation: the page data Gatsby rendered the page from (the latest fetch of
 * that file, a prefetch included) came from the saved copy: since when.
 */
export function savedAtOfPage(pathname: string): Date | null {
  const entries = performance.getEntriesByName(new URL(pageDataPath(pathname), window.location.origin).href) as WithServerTiming[];
  return savedAtOf(entries[entries.length - 1]?.serverTiming);
}
