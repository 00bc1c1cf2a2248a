// Never stale online (issue 28, item 4): after a deploy that changes an event's time, the next load
// shows the new time without a second reload, a tab left open from before shows it when the visitor
// follows one of the site's links, and the new worker takes over an open page with a toast; a
// self-unregistering worker removes it all (docs/deploy.md).
// The "deploy" is a copy of public/ (hard links) with the time changed in the HTML and page data, a
// new compilation hash in app-data.json and the pages, and /sw.js listing the changed files with new
// revisions: what a rebuild changes, without one. The site is served by scripts/serve.mjs from a
// symbolic link switched from the build to the copy, so the origin (and its worker) stays the same.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { pagePaths } from "../../src/utils/page-paths";
import { collectErrors, describeBrowser, eventually, useBrowser, viewports, waitForHydration } from "./support/harness";
import { navLink } from "./support/layout";
import { screenshotDir, toast, workerInControl } from "./support/offline";

// Several pages, a worker install and offline reloads in one test: more than the suite's 60 s on a busy machine.
const LONG_TEST_MS = 180_000;

const repoRoot = path.resolve(__dirname, "../..");
const publicDir = path.resolve(repoRoot, process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

interface Programme {
  allProgrammaJson: { nodes: Array<{ eventi: Array<{ slug: string; ora: string; inizio: string }> }> };
}

/** The first event of the home page's programme, as the build (or a deploy's copy) has it. */
function firstEvent(dir = publicDir): { slug: string; ora: string } {
  const pageData = JSON.parse(read(dir, "page-data/index/page-data.json")) as { result: { data: Programme } };
  const [event] = pageData.result.data.allProgrammaJson.nodes[0].eventi;
  return event;
}

/** A time one hour and a quarter later, "HH:MM". */
const later = (ora: string): string => {
  const [hours, minutes] = ora.split(":").map(Number);
  const total = (hours * 60 + minutes + 75) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
};

/** Copies a folder as hard links (instant, no space), so that files can then be replaced one by one. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) linkTree(source, path.join(to, entry.name));
    else fs.linkSync(source, path.join(to, entry.name));
  }
}

/** Writes a new file in place of a hard link (writing through the link would change the build too). */
function replaceFile(dir: string, file: string, text: string): void {
  fs.unlinkSync(path.join(dir, file));
  fs.writeFileSync(path.join(dir, file), text);
}

/** The copy of the build a deploy of the changed time would give: returns the new compilation hash. */
function writeDeploy(dir: string, event: { slug: string; ora: string }, newTime: string, from = publicDir): string {
  linkTree(from, dir);
  const oldHash = (JSON.parse(read(dir, "page-data/app-data.json")) as { webpackCompilationHash: string }).webpackCompilationHash;
  const newHash = randomBytes(10).toString("hex");
  const changed = new Map<string, string>();

  changed.set("page-data/app-data.json", JSON.stringify({ webpackCompilationHash: newHash }));
  const pageData = read(dir, "page-data/index/page-data.json");
  const edited = JSON.parse(pageData) as { result: { data: Programme } };
  for (const day of edited.result.data.allProgrammaJson.nodes) {
    for (const item of day.eventi) {
      if (item.slug !== event.slug) continue;
      item.ora = newTime;
      item.inizio = item.inizio.replace(`T${event.ora}`, `T${newTime}`);
    }
  }
  changed.set("page-data/index/page-data.json", JSON.stringify(edited));
  for (const page of ["index.html", "concerti/index.html", "talks/index.html", "edizioni/index.html"]) {
    let html = read(dir, page).replace(`data-compilation-hash="${oldHash}"`, `data-compilation-hash="${newHash}"`);
    if (page === "index.html") {
      const card = html.indexOf(`id="programma-${event.slug}"`);
      const end = html.indexOf("</article>", card);
      const before = html.slice(card, end);
      const after = before.replace(`T${event.ora}`, `T${newTime}`).replace(`>${event.ora}</time>`, `>${newTime}</time>`);
      if (card < 0 || after === before) throw new Error(`the built home page has no card ${event.slug} with its time`);
      html = html.slice(0, card) + after + html.slice(end);
    }
    changed.set(page, html);
  }
  // The new worker lists the changed files with their new revisions (workbox-build's md5 of the content).
  let worker = read(dir, "sw.js");
  for (const [file, text] of changed) {
    const url = `/${file.replace(/(^|\/)index\.html$/, "$1")}`;
    const revision = createHash("md5").update(text).digest("hex");
    const entry = new RegExp(`"revision":"[0-9a-f]+","url":"${url.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"`);
    if (!entry.test(worker)) throw new Error(`sw.js does not precache ${url}`);
    worker = worker.replace(entry, `"revision":"${revision}","url":"${url}"`);
  }
  changed.set("sw.js", worker);
  for (const [file, text] of changed) replaceFile(dir, file, text);
  return newHash;
}

async function serve(root: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(repoRoot, "scripts/serve.mjs"), "--root", root, "--port", "0", "--host", "127.0.0.1"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/[\d.:]+)\//.exec(output);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
  return { url, child };
}

const cardTime = (page: Page, slug: string) => page.locator(`#programma-${slug} time`).first().textContent();

describeBrowser("a deploy while pages are open", () => {
  const env = useBrowser();
  let work: string;
  let server: { url: string; child: ChildProcess };
  let context: BrowserContext;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "connessioni-deploy-"));
    fs.symlinkSync(publicDir, path.join(work, "site"));
    server = await serve(path.join(work, "site"));
  });

  afterAll(async () => {
    await context?.close();
    // Remove the folder only once the server that serves it has exited.
    const child = server?.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill();
      });
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

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

  test("the next load, and a link in a tab opened before, show the new time", async () => {
    const event = firstEvent();
    const newTime = later(event.ora);
    const before = await open(env.browser, pagePaths.home);
    await workerInControl(before.page);
    expect(await cardTime(before.page, event.slug)).toBe(event.ora);
    const linkTab = await open(env.browser, pagePaths.concerti);

    // The deploy.
    const newHash = writeDeploy(path.join(work, "v2"), event, newTime);
    fs.symlinkSync(path.join(work, "v2"), path.join(work, "site-next"));
    fs.renameSync(path.join(work, "site-next"), path.join(work, "site"));

    // A tab from before follows the site's own link: Gatsby sees the new build's app data and loads
    // the page in full, from the network.
    const loads = await linkTab.page.evaluate(() => performance.timeOrigin);
    await navLink(linkTab.page, "Home").click();
    await linkTab.page.waitForURL((url) => url.pathname === pagePaths.home);
    await linkTab.page.waitForFunction((hash) => window.___webpackCompilationHash === hash, newHash);
    await waitForHydration(linkTab.page);
    expect(await cardTime(linkTab.page, event.slug)).toBe(newTime);
    expect(await linkTab.page.evaluate(() => performance.timeOrigin)).not.toBe(loads);

    // The next load shows the new time at once: one navigation, no reload by Gatsby.
    const next = await context.newPage();
    const nextErrors = collectErrors(next);
    await next.goto(pagePaths.home, { waitUntil: "load" });
    const document = await next.evaluate(() => performance.timeOrigin);
    await waitForHydration(next).catch(async (error: unknown) => {
      const state = await next.evaluate(() => JSON.stringify({ hash: window.___webpackCompilationHash, controller: navigator.serviceWorker.controller?.state }));
      throw new Error(`${String(error)}\n${state}\n${nextErrors.join("\n")}`);
    });
    expect(await cardTime(next, event.slug)).toBe(newTime);
    expect(await next.evaluate(() => performance.timeOrigin)).toBe(document); // the same document: no reload
    expect(await next.evaluate(() => sessionStorage.getItem("gatsby-reload-compilation-hash-match"))).toBeNull();

    expect([...before.errors, ...linkTab.errors, ...nextErrors]).toEqual([]);
  }, LONG_TEST_MS);

  test("a new version takes over an open page: it keeps working, offers to reload, and becomes the saved copy", async () => {
    // A visitor with the current version's worker (the first test deployed the changed time).
    // DPR 2, so that at phone width it is one of the phones the offline copy's posters are for.
    const visitor = await env.browser.newContext({ baseURL: server.url, viewport: viewports.desktop, deviceScaleFactor: 2, serviceWorkers: "allow" });
    visitor.setDefaultTimeout(15_000);
    const page = await visitor.newPage();
    const errors = collectErrors(page);
    await page.goto(pagePaths.edizioni, { waitUntil: "load" });
    await waitForHydration(page);
    await workerInControl(page);

    // The next deploy: another build (new compilation hash), hence a new worker.
    const current = fs.realpathSync(path.join(work, "site"));
    const event = firstEvent(current);
    const newTime = later(event.ora);
    const next = path.join(work, "v3");
    const newHash = writeDeploy(next, event, newTime, current);
    fs.symlinkSync(next, path.join(work, "site-next"));
    fs.renameSync(path.join(work, "site-next"), path.join(work, "site"));

    // The page looks for a new version when it comes back into view; the toast stays while focused.
    const update = toast(page, "Nuova versione del sito");
    const shown = update.waitFor({ timeout: 20_000 }).then(() => update.getByRole("button", { name: "Ricarica" }).focus());
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
    expect(await cardTime(page, event.slug)).toBe(newTime);
    await visitor.setOffline(false);
    expect(errors).toEqual([]);
    await visitor.close();
  }, LONG_TEST_MS);

  test("a retiring worker deployed at /sw.js removes the copy and itself (docs/deploy.md)", async () => {
    // A fresh visitor with the offline worker and its copy.
    const visitor = await env.browser.newContext({ baseURL: server.url, serviceWorkers: "allow" });
    await visitor.route((url) => url.origin !== server.url, (route) => route.abort("blockedbyclient"));
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
    fs.symlinkSync(retired, path.join(work, "site-next"));
    fs.renameSync(path.join(work, "site-next"), path.join(work, "site"));

    // The next visit fetches /sw.js again: the retiring worker installs, empties the caches,
    // unregisters and reloads the page, which then has no worker.
    await plain.reload();
    const gone = () => plain.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined && (await caches.keys()).length === 0).catch(() => false);
    expect(await eventually(gone, 20_000)).toBe(true);
    // The next page of this visitor comes from the network alone, and there is no registration left.
    // (A document that registers nothing again, as the retired build's pages do.)
    await plain.close();
    const after = await visitor.newPage();
    const response = await after.goto("/robots.txt", { waitUntil: "load" });
    expect(response?.fromServiceWorker()).toBe(false);
    expect(await after.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined && (await caches.keys()).length === 0)).toBe(true);
    await visitor.close();
  }, LONG_TEST_MS);
});
