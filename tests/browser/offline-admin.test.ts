// The worker and /admin (issue 28, item 4): a worker registered for the whole site is the browser's
// controller of /admin/ too, but it must answer none of the CMS's requests (its page, its scripts,
// its configuration, what it asks of the site, of other hosts, with or without a referrer) and keep
// none of them in its caches.
import type { Response } from "playwright-core";
import { pagePaths } from "../../src/utils/page-paths";
import { describeBrowser, newContext, openPage, useBrowser } from "./support/harness";
import { cachedUrls, workerInControl } from "./support/offline";

// Several pages, a worker install and offline reloads in one test: more than the suite's 60 s on a busy machine.
const LONG_TEST_MS = 180_000;

describeBrowser("the service worker and /admin", () => {
  const env = useBrowser();

  test(
    "answers nothing under /admin and stores none of it",
    async () => {
      const context = await newContext(env.browser, { serviceWorkers: "allow" });
      const { page } = await openPage(context, pagePaths.home);
      await workerInControl(page);

      const admin = await context.newPage();
      const responses: Response[] = [];
      admin.on("response", (response) => responses.push(response));
      // Decap's bundle is several MB: on a busy machine its page takes longer than the harness's 15 s.
      const config = admin.waitForResponse((response) => response.url().endsWith("/admin/config.yml"), { timeout: 90_000 }).catch(() => undefined);
      await admin.goto("/admin/", { waitUntil: "load", timeout: 90_000 });
      // The CMS has started (Decap renders into the page) and asked for its configuration.
      await admin.waitForFunction(() => document.querySelector("#nc-root") !== null || document.body.children.length > 1, undefined, { timeout: 90_000 });
      await config;
      expect(await admin.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      // What a CMS page may ask for beyond its own files: the site's data and images (with its
      // referrer, and without one), another host (GitHub's API; the harness stops it at the door).
      const image = await page.evaluate(() => document.querySelector("img")?.currentSrc ?? "");
      await admin.evaluate(async (src) => {
        await fetch("/page-data/app-data.json");
        await fetch(src, { referrerPolicy: "no-referrer" });
        await fetch("/", { referrerPolicy: "no-referrer" });
        await fetch("https://api.github.com/repos/example/connessioni").catch(() => undefined);
      }, image);
      await admin.waitForLoadState("networkidle");

      const fromWorker = responses.filter((response) => response.fromServiceWorker()).map((response) => response.url());
      expect(responses.length).toBeGreaterThan(3);
      expect(fromWorker).toEqual([]);
      expect((await cachedUrls(page)).filter((url) => new URL(url).pathname.startsWith("/admin"))).toEqual([]);
      await context.close();
    },
    LONG_TEST_MS,
  );
});
