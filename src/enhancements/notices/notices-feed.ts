/**
 * The notices file (/avvisi.json, gatsby/notices) as an open page sees it: asked once the page has
 * loaded, then every 5 minutes while the page is visible, never while it is hidden or offline. Each
 * ask is a conditional request (the browser revalidates its copy by ETag): a 304, headers only,
 * when nothing changed. The service worker never answers it, so a page offline asks nothing and shows
 * the notices it has, and its saved-copy notice says from when the page is.
 */
import { externalStore } from "../kit/external-store";
import { checkNoticesFile, type CheckedNotices } from "./check-notices-file";

export const POLL_INTERVAL_MS = 5 * 60 * 1000;

async function fetchNotices(src: string): Promise<CheckedNotices | null> {
  // "no-cache": the browser sends its copy's ETag and keeps the body on a 304.
  const response = await fetch(src, { cache: "no-cache" });
  // Untrusted: checked entry by entry; an answer that is no notices file at all changes nothing.
  return response.ok ? checkNoticesFile(await response.json()) : null;
}

/** The last notices file read (null until the first answer), kept current while the page is visible. */
export function createNoticesFeed(src: string, fetchFile = fetchNotices) {
  const store = externalStore<CheckedNotices | null>(null);
  let last = -POLL_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = () => {
    last = Date.now();
    if (navigator.onLine)
      fetchFile(src).then(
        (file) => file && store.set(file),
        () => undefined,
      );
  };
  // One timer at a time, only while visible: a hidden tab asks nothing, and when it shows again it
  // asks at once if its last ask is 5 minutes old.
  const schedule = () => {
    clearTimeout(timer);
    if (document.visibilityState !== "visible") return;
    timer = setTimeout(
      () => {
        ask();
        schedule();
      },
      Math.max(0, last + POLL_INTERVAL_MS - Date.now()),
    );
  };
  document.addEventListener("visibilitychange", schedule);
  // The first ask waits for the page's own downloads.
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return store;
}

export type NoticesFeed = ReturnType<typeof createNoticesFeed>;
