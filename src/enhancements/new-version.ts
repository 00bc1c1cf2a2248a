import type { ToastQueue } from "../components/toast/toast-queue";

declare global {
  interface Window {
    /** Gatsby's navigate() does a full page load instead of a client-side one while this is set. */
    ___swUpdated?: boolean;
  }
}

let announced = false;

/**
 * The site is now a newer build than the page on screen: "Nuova versione del sito" with "Ricarica",
 * once per page load, whoever learns it first (a new service worker taking over, or the notices file
 * naming another programme). The page keeps working meanwhile, and its next link is followed with a
 * full page load (Gatsby's ___swUpdated), so it never mixes old and new chunks.
 */
export function announceNewVersion(toasts: ToastQueue): void {
  window.___swUpdated = true;
  if (announced) return;
  announced = true;
  toasts.show({ message: "Nuova versione del sito", action: { label: "Ricarica", onAction: () => window.location.reload() } });
}
