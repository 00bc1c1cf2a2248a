import React, { Suspense, lazy, useEffect, useSyncExternalStore } from "react";
import { externalStore } from "../kit/external-store";

// Only a page answered from the saved copy (offline) shows the bar: its words and style come then.
const SavedCopyBar = lazy(() => import(/* webpackChunkName: "enhancements-saved-copy" */ "./saved-copy-bar"));

/** When the page on screen was saved, while it is the worker's saved copy; null for a network answer. */
export const savedCopyAt = externalStore<Date | null>(null);

const SHOWN_CLASS = "has-saved-copy-notice";

/**
 * "Versione salvata il … alle …" in a bar fixed at the bottom of the screen (over the page, so
 * nothing moves; it only ever shows when the network failed). The class on <html> keeps the page's
 * last line and the toasts above it.
 */
export function SavedCopyNotice() {
  const savedAt = useSyncExternalStore(savedCopyAt.subscribe, savedCopyAt.getSnapshot);
  useEffect(() => {
    document.documentElement.classList.toggle(SHOWN_CLASS, savedAt !== null);
  }, [savedAt]);
  return (
    savedAt && (
      <Suspense fallback={null}>
        <SavedCopyBar savedAt={savedAt} />
      </Suspense>
    )
  );
}
