import type { ToastQueue } from "../../components/toast/toast-queue";
import { announceNewVersion } from "../new-version";
import { SERVICE_WORKER_PATH } from "./protocol";

// Once per browser: the first time the offline copy is complete (the worker is active only after
// its install stored every file).
const ANNOUNCED_KEY = "connessioni:offline-ready-announced";
// A tab left open checks for a new version when it is looked at again, at most this often.
const UPDATE_CHECK_INTERVAL_MS = 5 * 60 * 1000;

declare global {
  interface Window {
    /** The build this page comes from (Gatsby's inline globals). */
    ___webpackCompilationHash?: string;
    /** The data this page's build was made from (gatsby/data-version.ts). */
    ___connessioniData?: string;
  }
}

/**
 * Is the site now another build than this page's? Asked when a new worker takes over: a page loaded
 * after the deploy (from the network, before the new worker was ready) is already the new version.
 */
async function pageIsOutdated(): Promise<boolean> {
  try {
    const response = await fetch("/page-data/app-data.json", { cache: "no-store" });
    const { webpackCompilationHash } = (await response.json()) as { webpackCompilationHash?: string };
    return webpackCompilationHash !== window.___webpackCompilationHash;
  } catch {
    return true;
  }
}

function storedFlag(): boolean {
  try {
    return window.localStorage.getItem(ANNOUNCED_KEY) !== null;
  } catch {
    return true; // no storage (private mode, blocked): better silent than repeated at every visit
  }
}

function storeFlag(): void {
  try {
    window.localStorage.setItem(ANNOUNCED_KEY, new Date().toISOString());
  } catch {
    // nothing to remember it in
  }
}

let announce: (() => void) | undefined;
let pageChanged = false;

/** Gatsby showed another page: the offline copy made during the first one can be announced now. */
export function announceOfflineCopy(): void {
  pageChanged = true;
  announce?.();
}

/**
 * Registers /sw.js and tells the visitor what it changes:
 * - "Programma disponibile anche offline", once, on the first page shown after the offline copy is
 *   complete (the next client-side page, or the next load);
 * - "Nuova versione del sito" with "Ricarica" when a new worker takes over a page an old one
 *   controlled (a deploy). The page keeps working meanwhile, and its next link is followed with a
 *   full page load (Gatsby's ___swUpdated), so it never mixes old and new chunks.
 */
export async function registerWorker(toasts: ToastQueue): Promise<void> {
  // The data's digest is part of this chunk, hence of the compilation hash pageIsOutdated compares: a
  // deploy that changed only data/ is a new version too. Kept on window so the minifier keeps it.
  window.___connessioniData = process.env.CONNESSIONI_DATA_VERSION;
  const startedControlled = navigator.serviceWorker.controller !== null;
  // A first visit's page is taken over by the first worker (clients.claim): not a new version.
  let controlled = startedControlled;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    const hadController = controlled;
    controlled = true;
    if (!hadController) return;
    void pageIsOutdated().then((outdated) => outdated && announceNewVersion(toasts));
  });

  // The browser's own API, not workbox-window: of its 1.2 KiB gz the page used a register call, an
  // update call and one message, a tenth of the after-paint budget for three lines.
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  // The worker skips waiting by itself; this asks again if a new version is ever left waiting.
  const skipWaiting = () => registration.waiting?.postMessage({ type: "SKIP_WAITING" });
  skipWaiting();
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => installing.state === "installed" && skipWaiting());
  });

  await navigator.serviceWorker.ready;
  if (!storedFlag()) {
    announce = () => {
      announce = undefined;
      storeFlag();
      toasts.show({ message: "Programma disponibile anche offline" });
    };
    // Said on the next page the visitor opens, never during the first load (the visit on which the
    // copy is made): that load looks exactly as it did without a worker (Lighthouse's first load too).
    if (startedControlled || pageChanged) announce();
  }

  let lastCheck = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    void registration.update().catch(() => undefined);
  });
}
