/**
 * The offline copy (issue 28, item 4): registers the service worker that keeps the four pages for
 * use without a network (gatsby/post-build/service-worker), shows its two toasts, and says so when
 * the page on screen is the saved copy. Part of the enhancements chunk, which loads after the first
 * client render; the registration waits further, for the load event and an idle moment, so the
 * worker's downloads never compete with the page's own.
 */
import { toasts } from "../kit/toasts";
import { announceOfflineCopy, registerWorker } from "./register-worker";
import { savedAtOfDocument, savedAtOfPage } from "./saved-copy";
import { savedCopyAt } from "./saved-copy-notice";

const loadedAndIdle = (): Promise<void> =>
  new Promise((resolve) => {
    const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(() => resolve(), { timeout: 5000 }) : setTimeout(resolve, 1000));
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });

// A build with GATSBY_SERVICE_WORKER=off ships the self-unregistering worker (docs/deploy.md). The
// live preview (gatsby develop) has no worker file, and a copy of the preview kept offline would
// only hide the volunteer's own edits: the worker exists in production builds only.
const workerWanted = process.env.NODE_ENV === "production" && process.env.GATSBY_SERVICE_WORKER !== "off";

export function startOffline(): void {
  if (!workerWanted || !("serviceWorker" in navigator)) return;
  savedCopyAt.set(savedAtOfDocument());
  // A browser may refuse the worker (storage blocked, some private modes): the site then works
  // online exactly as before, without a copy, and without an error on the page.
  void loadedAndIdle()
    .then(() => registerWorker(toasts))
    .catch(() => undefined);
}

/** Gatsby rendered another page client-side: the notice follows where its page data came from. */
export function offlineRouteUpdated(pathname: string): void {
  if (!workerWanted || !("serviceWorker" in navigator)) return;
  savedCopyAt.set(savedAtOfPage(pathname));
  announceOfflineCopy();
}
