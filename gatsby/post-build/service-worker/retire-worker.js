// A service worker that removes itself: deployed at /sw.js in place of the offline worker when the
// site must stop using one (docs/deploy.md, "Retiring the service worker"; build with
// GATSBY_SERVICE_WORKER=off). Browsers fetch /sw.js again within a day, or at the next visit, see a
// new script and install this one: it deletes the old worker's caches, unregisters, and reloads the
// open pages so they are served by the network alone. It answers no request (no fetch handler).
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith("connessioni")).map((name) => caches.delete(name)));
      await self.registration.unregister();
      const pages = await self.clients.matchAll({ type: "window" });
      // Reload each page so nothing is left controlled by a worker that no longer exists.
      await Promise.all(pages.map((page) => ("navigate" in page ? page.navigate(page.url).catch(() => undefined) : undefined)));
    })(),
  );
});
