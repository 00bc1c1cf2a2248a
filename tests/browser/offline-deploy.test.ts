// Never stale online (issue 28, item 4): after a deploy that changes an event's time, the next load
// shows the new time without a second reload, a tab left open from before shows it when the visitor
// follows one of the site's links, and the new worker takes over an open page with a toast; a
// self-unregistering worker removes it all (docs/deploy.md).
// The deploy is a real build of a copy of the data with the first event's time changed (one field of
// programma.json: support/deploy-build.ts), built by the "deploy-build" stages of `npm test`
// (CONNESSIONI_DEPLOY_PUBLIC_DIR) or, run alone, by this file. The site is served by scripts/serve.mjs
// from a symbolic link switched from the build to the rebuilt copy, so the origin (and its worker)
// stays the same. (Editing the built HTML and page data by hand instead went wrong as soon as the
// moved event changed places in its day: the page re-sorts the events when it renders, the edited
// HTML did not, and React refused to hydrate it, #418/#423.)
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { pagePaths } from "../../src/utils/page-paths";
import { buildDeploySite, type DeploySite } from "./support/deploy-build";
import { collectErrors, describeBrowser, eventually, useBrowser, viewports, waitForHydration } from "./support/harness";
import { navLink } from "./support/layout";
import { screenshotDir, toast, workerInControl, workerState } from "./support/offline";
import { linkTree, replaceFile, serve, stopServer } from "./support/served-copy";

// Several pages, a worker install and offline reloads in one test: more than the suite's 60 s on a busy machine.
const LONG_TEST_MS = 180_000;
// A production build of a copy of the site, when this file makes its own (several minutes on two busy cores).
const BUILD_MS = 20 * 60_000;

const repoRoot = path.resolve(__dirname, "../..");
const publicDir = path.resolve(repoRoot, process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
const dataDir = path.resolve(repoRoot, process.env.CONNESSIONI_DATA_DIR ?? "data");
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

interface ProgrammeEvent {
  eventId: string;
  ora: string;
}
interface Programme {
  allProgrammaJson: { nodes: Array<{ eventi: ProgrammeEvent[] }> };
}

/** The home page's programme events, as a build has them. */
function programmeEvents(dir: string): ProgrammeEvent[] {
  const pageData = JSON.parse(read(dir, "page-data/index/page-data.json")) as { result: { data: Programme } };
  return pageData.result.data.allProgrammaJson.nodes.flatMap((day) => day.eventi.map(({ eventId, ora }) => ({ eventId, ora })));
}

/**
 * The one event whose time differs between two builds, as each has it: its id and its time.
 */
function movedEvent(from: string, to: string): { before: ProgrammeEvent; after: ProgrammeEvent } {
  const before = programmeEvents(from);
  const after = programmeEvents(to);
  const same = (a: ProgrammeEvent) => (b: ProgrammeEvent) => a.eventId === b.eventId && a.ora === b.ora;
  const gone = before.filter((event) => !after.some(same(event)));
  const added = after.filter((event) => !before.some(same(event)));
  if (gone.length !== 1 || added.length !== 1 || gone[0].ora === added[0].ora) {
    throw new Error(`expected one event with another time between ${from} and ${to}: ${JSON.stringify({ gone, added })}`);
  }
  return { before: gone[0], after: added[0] };
}

const compilationHash = (dir: string) => (JSON.parse(read(dir, "page-data/app-data.json")) as { webpackCompilationHash: string }).webpackCompilationHash;

const cardTime = (page: Page, id: string) => page.locator(`#programma-${id} time`).first().textContent();

describeBrowser("a deploy while pages are open", () => {
  const env = useBrowser();
  let work: string;
  let server: { url: string; child: ChildProcess };
  let context: BrowserContext;
  /** The rebuilt site with the first event moved: the stage's, or this file's own. */
  let rebuilt: string;
  let ownBuild: DeploySite | undefined;

  beforeAll(async () => {
    if (process.env.CONNESSIONI_DEPLOY_PUBLIC_DIR) {
      rebuilt = path.resolve(repoRoot, process.env.CONNESSIONI_DEPLOY_PUBLIC_DIR);
    } else {
      // Run alone (`npm run test:browser`): build the changed copy here, from the data the served build
      // was made of, rather than skip: the suite then always tests a real deploy.
      console.log(`offline-deploy: no CONNESSIONI_DEPLOY_PUBLIC_DIR, building a changed copy of ${dataDir} (a few minutes)`);
      ownBuild = await buildDeploySite(dataDir);
      rebuilt = ownBuild.publicDir;
    }
    if (!fs.existsSync(path.join(rebuilt, "index.html"))) throw new Error(`${rebuilt}/index.html is missing: the deploy's build did not finish`);
    work = fs.mkdtempSync(path.join(os.tmpdir(), "connessioni-deploy-"));
    fs.symlinkSync(publicDir, path.join(work, "site"));
    server = await serve(path.join(work, "site"));
  }, BUILD_MS);

  afterAll(async () => {
    await context?.close();
    // Remove the folder only once the server that serves it has exited.
    await stopServer(server?.child);
    if (work) fs.rmSync(work, { recursive: true, force: true });
    await ownBuild?.remove();
  });

  /** The deploy: the served folder becomes `dir` at once, as a host switches to a new version. */
  function deploy(dir: string): void {
    fs.symlinkSync(dir, path.join(work, "site-next"));
    fs.renameSync(path.join(work, "site-next"), path.join(work, "site"));
  }

  async function open(browser: Browser, pagePath: string): Promise<{ page: Page; errors: string[] }> {
    if (!context) {
      context = await browser.newContext({ baseURL: server.url, viewport: viewports.desktop, serviceWorkers: "allow" });
      context.setDefaultTimeout(15_000);
    }
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(pagePath, { waitUntil: "load" });
    await waitForHydration(page);
    return { page, errors };
  }

  test(
    "the next load, and a link in a tab opened before, show the new time",
    async () => {
      const { before: event, after: moved } = movedEvent(publicDir, rebuilt);
      const newHash = compilationHash(rebuilt);
      // Another compilation hash, which open pages notice: the data's digest is part of the client
      // bundle (gatsby/data-version.ts), so a data-only rebuild has one even when its JavaScript is the same.
      expect(newHash).not.toBe(compilationHash(publicDir));
      const before = await open(env.browser, pagePaths.home);
      await workerInControl(before.page);
      expect(await cardTime(before.page, event.eventId)).toBe(event.ora);
      const linkTab = await open(env.browser, pagePaths.concerti);

      deploy(rebuilt);

      // A tab from before follows the site's own link: Gatsby sees the new build's app data and loads
      // the page in full, from the network.
      const loads = await linkTab.page.evaluate(() => performance.timeOrigin);
      await navLink(linkTab.page, "Home").click();
      await linkTab.page.waitForURL((url) => url.pathname === pagePaths.home);
      await linkTab.page.waitForFunction((hash) => window.___webpackCompilationHash === hash, newHash);
      await waitForHydration(linkTab.page);
      expect(await cardTime(linkTab.page, moved.eventId)).toBe(moved.ora);
      expect(await linkTab.page.evaluate(() => performance.timeOrigin)).not.toBe(loads);

      // The next load shows the new time at once: one navigation, no reload by Gatsby.
      const next = await context.newPage();
      const nextErrors = collectErrors(next);
      await next.goto(pagePaths.home, { waitUntil: "load" });
      const document = await next.evaluate(() => performance.timeOrigin);
      await waitForHydration(next).catch(async (error: unknown) => {
        const state = await next.evaluate(() =>
          JSON.stringify({ hash: window.___webpackCompilationHash, controller: navigator.serviceWorker.controller?.state }),
        );
        throw new Error(`${String(error)}\n${state}\n${nextErrors.join("\n")}`);
      });
      expect(await cardTime(next, moved.eventId)).toBe(moved.ora);
      expect(await next.evaluate(() => performance.timeOrigin)).toBe(document); // the same document: no reload
      expect(await next.evaluate(() => sessionStorage.getItem("gatsby-reload-compilation-hash-match"))).toBeNull();

      expect([...before.errors, ...linkTab.errors, ...nextErrors]).toEqual([]);
    },
    LONG_TEST_MS,
  );

  test(
    "a new version takes over an open page: it keeps working, offers to reload, and becomes the saved copy",
    async () => {
      // A visitor with the current version's worker (the first test deployed the moved event).
      // DPR 2, so that at phone width it is one of the phones the offline copy's posters are for.
      const visitor = await env.browser.newContext({ baseURL: server.url, viewport: viewports.desktop, deviceScaleFactor: 2, serviceWorkers: "allow" });
      visitor.setDefaultTimeout(15_000);
      const page = await visitor.newPage();
      const errors = collectErrors(page);
      await page.goto(pagePaths.edizioni, { waitUntil: "load" });
      await waitForHydration(page);
      await workerInControl(page);

      // The next deploy: the event moves back, which is the first build again (another compilation
      // hash than the current one, hence a new worker).
      const current = fs.realpathSync(path.join(work, "site"));
      const { after: event } = movedEvent(current, publicDir);
      const newHash = compilationHash(publicDir);
      deploy(publicDir);

      // The page looks for a new version when it comes back into view; the toast stays while focused.
      const update = toast(page, "Nuova versione del sito");
      const shown = update
        .waitFor({ timeout: 20_000 })
        .catch(async (error: unknown) => {
          // Which step did not happen (no new worker, not in control, or announced before): the worker's state says.
          throw new Error(`${String(error)}\n${await workerState(page)}; the site's build: ${newHash}`);
        })
        .then(() => update.getByRole("button", { name: "Ricarica" }).focus());
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await shown;
      expect(await page.evaluate(() => window.___swUpdated)).toBe(true); // its next link loads in full
      await page.screenshot({ path: path.join(screenshotDir, "toast-new-version-1280.png") });
      await page.setViewportSize(viewports.mobile);
      await page.screenshot({ path: path.join(screenshotDir, "toast-new-version-375.png") });
      await update.getByRole("button", { name: "Ricarica" }).click();
      await page.waitForFunction((hash) => window.___webpackCompilationHash === hash, newHash);
      await waitForHydration(page);

      // Offline, the saved copy is now the new version's.
      await visitor.setOffline(true);
      await page.goto(pagePaths.home, { waitUntil: "load" });
      await waitForHydration(page);
      expect(await cardTime(page, event.eventId)).toBe(event.ora);
      await visitor.setOffline(false);
      expect(errors).toEqual([]);
      await visitor.close();
    },
    LONG_TEST_MS,
  );

  test(
    "a retiring worker deployed at /sw.js removes the copy and itself (docs/deploy.md)",
    async () => {
      // A fresh visitor with the offline worker and its copy.
      const visitor = await env.browser.newContext({ baseURL: server.url, serviceWorkers: "allow" });
      await visitor.route(
        (url) => url.origin !== server.url,
        (route) => route.abort("blockedbyclient"),
      );
      const home = await visitor.newPage();
      await home.goto(pagePaths.home, { waitUntil: "load" });
      await workerInControl(home);
      // A document of the site that registers nothing (a retired build's pages register nothing).
      const plain = await visitor.newPage();
      await plain.goto("/robots.txt");
      expect(await plain.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
      await home.close();

      // The deploy: the same site with retire-worker.js at /sw.js (GATSBY_SERVICE_WORKER=off).
      const current = fs.realpathSync(path.join(work, "site"));
      const retired = path.join(work, "retired");
      linkTree(current, retired);
      replaceFile(retired, "sw.js", read(path.join(repoRoot, "gatsby/post-build/service-worker"), "retire-worker.js"));
      deploy(retired);

      // The next visit fetches /sw.js again: the retiring worker installs, empties the caches,
      // unregisters and reloads the page, which then has no worker.
      await plain.reload();
      const gone = () =>
        plain.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined && (await caches.keys()).length === 0).catch(() => false);
      expect(await eventually(gone, 20_000)).toBe(true);
      // The next page of this visitor comes from the network alone, and there is no registration left.
      // (A document that registers nothing again, as the retired build's pages do.)
      await plain.close();
      const after = await visitor.newPage();
      const response = await after.goto("/robots.txt", { waitUntil: "load" });
      expect(response?.fromServiceWorker()).toBe(false);
      expect(await after.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined && (await caches.keys()).length === 0)).toBe(
        true,
      );
      await visitor.close();
    },
    LONG_TEST_MS,
  );

  test(
    "an open page learns of the rebuild's notice and programme within 5 minutes, asking nothing while hidden (issue 38)",
    async () => {
      deploy(publicDir);
      // Another time zone than Rome's, and a clock the test moves: the notice's window is judged in Rome.
      const visitor = await env.browser.newContext({
        baseURL: server.url,
        viewport: viewports.mobile,
        serviceWorkers: "block",
        timezoneId: "America/New_York",
      });
      await visitor.clock.install({ time: Date.now() });
      const page = await visitor.newPage();
      const errors = collectErrors(page);
      // Each ask's status on the wire, from Chromium's network layer: the page's fetch sees a 304 as
      // the 200 its HTTP cache then gives. CDP does not order the network layer's ExtraInfo event
      // against the renderer's requestWillBeSent (on a busy machine the status came first and was
      // lost): statuses are kept for every request and matched to the asks when read. 0: none yet.
      const askIds: string[] = [];
      const statuses = new Map<string, number>();
      const cdp = await visitor.newCDPSession(page);
      await cdp.send("Network.enable");
      cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
        if (new URL(request.url).pathname === "/avvisi.json") askIds.push(requestId);
      });
      cdp.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) => statuses.set(requestId, statusCode));
      const asks = () => askIds.map((id) => statuses.get(id) ?? 0);
      await page.goto(pagePaths.home, { waitUntil: "load" });
      await waitForHydration(page);
      // Once the page has loaded; answered before the deploy below (a request still on its way would be
      // answered by the new build).
      expect(await eventually(() => asks().length === 1 && asks()[0] !== 0, 10_000)).toBe(true);
      const [notice] = (JSON.parse(read(rebuilt, "avvisi.json")) as { avvisi: { testo: string; evento?: string }[] }).avvisi;
      const dock = page.getByRole("region", { name: "Nuovi avvisi" });

      deploy(rebuilt);
      await page.clock.runFor(4 * 60_000);
      expect(asks()).toHaveLength(1);
      expect(await dock.count()).toBe(0);
      await page.clock.runFor(60_000 + 1_000);
      await dock.getByText(notice.testo).waitFor();
      await toast(page, "Nuova versione del sito").waitFor(); // the programme changed: a reload offers it
      expect(await eventually(() => asks()[1] !== 0, 10_000)).toBe(true);
      expect(asks()).toEqual([200, 200]);
      await page.screenshot({ path: path.join(screenshotDir, "notice-arrives-375.png") });

      // Nothing changes: the next ask costs a 304.
      await page.clock.runFor(5 * 60_000);
      expect(await eventually(() => asks().length === 3 && asks()[2] !== 0, 10_000)).toBe(true);
      expect(asks()[2]).toBe(304);

      // A hidden tab asks nothing, however long; shown again, it asks at once. (No browser API hides a
      // page on its own: the page is told it is hidden, as a switch of tabs does.)
      const setVisibility = (state: "hidden" | "visible") =>
        page.evaluate((value) => {
          Object.defineProperty(document, "visibilityState", { value, configurable: true });
          document.dispatchEvent(new Event("visibilitychange"));
        }, state);
      await setVisibility("hidden");
      await page.clock.runFor(60 * 60_000);
      expect(asks()).toHaveLength(3);
      await setVisibility("visible");
      expect(await eventually(() => asks().length === 4, 10_000)).toBe(true);

      // Hidden by the visitor: gone from the panel, and still gone on the next load.
      await dock.getByRole("button", { name: "Nascondi avviso" }).click();
      expect(await dock.count()).toBe(0);
      await page.reload({ waitUntil: "load" });
      await waitForHydration(page);
      const topList = page.getByRole("region", { name: "Avvisi" });
      expect(await eventually(async () => (await topList.isVisible()) === false, 10_000)).toBe(true);
      expect(errors).toEqual([]);
      await visitor.close();
    },
    LONG_TEST_MS,
  );

  test(
    "without JavaScript the rebuilt pages show the notice valid at their build, with its window, on top and on its event's card",
    async () => {
      deploy(rebuilt);
      const [notice] = (JSON.parse(read(rebuilt, "avvisi.json")) as { avvisi: { testo: string; finestra: string; evento: string }[] }).avvisi;
      const visitor = await env.browser.newContext({ baseURL: server.url, viewport: viewports.mobile, javaScriptEnabled: false });
      const page = await visitor.newPage();
      await page.goto(pagePaths.home, { waitUntil: "load" });
      const top = page.getByRole("region", { name: "Avvisi" });
      expect(await top.getByRole("listitem").allTextContents()).toEqual([expect.stringContaining(notice.testo)]);
      expect(await top.getByRole("listitem").textContent()).toContain(notice.finestra);
      expect(await page.locator(`#programma-${notice.evento}`).textContent()).toContain(notice.testo);
      expect(await page.getByRole("button", { name: "Nascondi avviso" }).count()).toBe(0);
      await page.screenshot({ path: path.join(screenshotDir, "notice-no-js-375.png") });
      await visitor.close();
    },
    LONG_TEST_MS,
  );
});
