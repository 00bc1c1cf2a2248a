/**
 * The site's service worker (issue 28: offline at the venues, never stale online), bundled by
 * ../write-service-worker.ts with esbuild and Workbox 7's injectManifest into public/sw.js.
 *
 * Not gatsby-plugin-offline: it still ships Workbox 4 and serves pages from its cache first, which
 * is how it kept showing old sites after deploys (gatsbyjs/gatsby issues 11830 and 22822). Here:
 * - the precache holds one consistent copy of the four pages per deploy (HTML, page data, app data,
 *   chunks, font, calendars, the poster files a phone picks), replaced whole by the next version;
 * - pages, page data, app data and calendars come from the network first, and from the saved copy
 *   only when the network fails (no timeout: a slow answer is still the current one); such an
 *   answer carries a Server-Timing metric with the copy's date, which the page shows;
 * - content-hashed files come from the saved copy first (their name changes when they do);
 * - /admin, the site's functions (/api/) and other hosts are never answered (no respondWith) and never stored;
 * - a push message (issue 44) shows a notification, merged with the one still shown under its tag
 *   (issue 50); a tap opens the visitor's saved events, or a page of this site only (notification.ts).
 */
/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import type { WorkboxPlugin } from "workbox-core/types";
import { ExpirationPlugin } from "workbox-expiration";
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from "workbox-precaching";
import { Route, Router } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { isAdminPath, savedCopyTiming } from "../../../../src/enhancements/offline/protocol";
import { handlingOf, keptAtRuntime, savedCopyUrl, type RequestFacts } from "./routing";
import { notificationOf, pushMessageOf, tapUrlOf } from "./notification";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };
// The site's name and its web app manifest's icon, set by ../write-service-worker.ts (esbuild's define).
declare const NOTIFICATION_SITE: { name: string; icon: string };

const CACHE_PREFIX = "connessioni";
const pagesCache = `${CACHE_PREFIX}-pagine`;
const assetsCache = `${CACHE_PREFIX}-file`;

const precache = new PrecacheController({ cacheName: `${CACHE_PREFIX}-offline` });
precache.addToCacheList(self.__WB_MANIFEST);

// Client ids of /admin pages (their navigations' resultingClientId): a CMS request sent without a
// referrer is still recognised. Kept in memory only; the referrer covers a restarted worker.
const adminClients = new Set<string>();

/** The saved copy, marked with the date it was fetched (its Date header) for the page to show. */
async function asSavedCopy(response: Response): Promise<Response> {
  const date = new Date(response.headers.get("date") ?? "");
  const headers = new Headers(response.headers);
  if (!Number.isNaN(date.getTime())) headers.set("Server-Timing", savedCopyTiming(date));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

const networkFirstPlugins: WorkboxPlugin[] = [
  {
    // Only the pages of past editions and the static-query results are kept from passing traffic;
    // the four pages' copy is the precache's, consistent with its chunks.
    cacheWillUpdate: async ({ request, response }) => (response.status === 200 && keptAtRuntime(new URL(request.url).pathname) ? response : null),
    cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? asSavedCopy(cachedResponse) : null),
    // The network failed and the runtime cache has nothing: the precached copy of this deploy.
    handlerDidError: async ({ request }) => {
      const saved = await precache.matchPrecache(savedCopyUrl(request.url));
      return saved ? asSavedCopy(saved) : undefined;
    },
  },
];

const router = new Router();
router.registerRoute(
  new Route(
    ({ request, event }) => fetchHandling(request, event as FetchEvent) === "fresh",
    new NetworkFirst({ cacheName: pagesCache, plugins: networkFirstPlugins }),
  ),
);
// Precached hashed files (and the favicon and manifest) straight from the precache.
router.registerRoute(new PrecacheRoute(precache, { directoryIndex: "", cleanURLs: false }));
router.registerRoute(
  new Route(
    ({ request, event }) => fetchHandling(request, event as FetchEvent) === "asset",
    // Hashed files of other pages (an archive's chunk, larger posters on a wide screen), a bounded set.
    new CacheFirst({ cacheName: assetsCache, plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })] }),
  ),
);

function facts(request: Request, event: FetchEvent): RequestFacts {
  return {
    url: request.url,
    method: request.method,
    mode: request.mode,
    destination: request.destination,
    referrer: request.referrer,
    clientId: event.clientId,
  };
}
const fetchHandling = (request: Request, event: FetchEvent) => handlingOf(facts(request, event), self.location.origin, adminClients);

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.mode === "navigate" && isAdminPath(new URL(request.url).pathname) && event.resultingClientId) {
    adminClients.add(event.resultingClientId);
  }
  // Decided synchronously: /admin, other hosts and other methods are never answered (the browser
  // goes to the network as if there were no worker); the rest only when a route takes it.
  if (fetchHandling(request, event) === null) return;
  const response = router.handleRequest({ event, request });
  if (response) event.respondWith(response);
});

self.addEventListener("install", (event) => {
  // The copy is complete before this version may take over; then it takes over at once (see activate).
  void self.skipWaiting();
  void precache.install(event);
});

// The SKIP_WAITING message (src/enhancements/offline/register-worker.ts), sent by a page that sees this version waiting: Chrome lets a
// version called to skip waiting during its install wait anyway while the old one still has events
// in flight, and a second call once installed activates it as soon as they end.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  // Drop the previous version's files, and the pages kept at runtime (they name the old chunks).
  // Open pages of the old version keep working: their next Gatsby navigation fetches page data from
  // the network, sees the new build's compilation hash and loads the new page in full; the page is
  // also told (a toast with "Ricarica").
  event.waitUntil(Promise.all([precache.activate(event), caches.delete(pagesCache)]));
});

self.addEventListener("push", (event) => {
  let payload: string | null = null;
  try {
    payload = event.data?.text() ?? null;
  } catch {
    // Undecodable data: the generic notification.
  }
  const message = pushMessageOf(payload);
  const site = { ...NOTIFICATION_SITE, origin: self.location.origin };
  event.waitUntil(
    (async () => {
      // The news of the notification still in the tray under this tag go into the new one (issue 50).
      const shown = await self.registration.getNotifications({ tag: message.tag }).catch(() => []);
      const { title, options } = notificationOf(
        message,
        site,
        shown.map((notification) => notification.data as unknown),
      );
      await self.registration.showNotification(title, options);
    })(),
  );
});

// A tap: an open tab of the site shows the visitor's events, or a new one opens them.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = tapUrlOf(event.notification.data, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // navigate() works on the pages this worker controls; any other tab gets a new one.
        if (await focused.navigate(url).catch(() => null)) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

clientsClaim();
