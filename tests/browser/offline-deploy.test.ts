// Never stale online (issue 28, item 4): after a deploy that changes an event's time, the next load
// shows the new time without a second reload, a tab left open from before shows it when the visitor
// follows one of the site's links, and the new worker takes over open pages with a toast.
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
import { describeBrowser, collectErrors, useBrowser, viewports, waitForHydration } from "./support/harness";
import { navLink } from "./support/layout";
import { screenshotDir, toast, workerInControl } from "./support/offline";

const repoRoot = path.resolve(__dirname, "../..");
const publicDir = path.resolve(repoRoot, process.env.CONNESSIONI_PUBLIC_DIR ?? "public");
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

interface Programme {
  allProgrammaJson: { nodes: Array<{ eventi: Array<{ slug: string; ora: string; inizio: string }> }> };
}

/** The first event of the home page's programme, as the build has it. */
function firstEvent(): { slug: string; ora: string } {
  const pageData = JSON.parse(read(publicDir, "page-data/index/page-data.json")) as { result: { data: Programme } };
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
function writeDeploy(dir: string, event: { slug: string; ora: string }, newTime: string): string {
  linkTree(publicDir, dir);
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
    server?.child.kill();
    fs.rmSync(work, { recursive: true, force: true });
  });

  async function open(browser: Browser, pagePath: string): Promise<{ page: Page; errors: string[] }> {
    if (!context) {
      context = await browser.newContext({ baseURL: server.url, viewport: viewports.desktop, serviceWorkers: "allow" });
      context.setDefaultTimeout(15_000);
      await context.route((url) => url.origin !== server.url, (route) => route.abort("blockedbyclient"));
    }
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(pagePath, { waitUntil: "load" });
    await waitForHydration(page);
    return { page, errors };
  }

  test("the next load, and a link in a tab opened before, show the new time; the new worker takes over", async () => {
    const event = firstEvent();
    const newTime = later(event.ora);
    const before = await open(env.browser, pagePaths.home);
    await workerInControl(before.page);
    expect(await cardTime(before.page, event.slug)).toBe(event.ora);
    const linkTab = await open(env.browser, pagePaths.concerti);
    const idleTab = await open(env.browser, pagePaths.edizioni);
    await workerInControl(idleTab.page);

    // The deploy.
    const newHash = writeDeploy(path.join(work, "v2"), event, newTime);
    fs.symlinkSync(path.join(work, "v2"), path.join(work, "site-next"));
    fs.renameSync(path.join(work, "site-next"), path.join(work, "site"));
    const update = toast(idleTab.page, "Nuova versione del sito");
    const updateShown = update.waitFor({ timeout: 30_000 });

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
    let navigations = 0;
    next.on("framenavigated", (frame) => {
      if (frame === next.mainFrame()) navigations += 1;
    });
    await next.goto(pagePaths.home, { waitUntil: "load" });
    await waitForHydration(next);
    expect(await cardTime(next, event.slug)).toBe(newTime);
    expect(navigations).toBe(1);
    expect(await next.evaluate(() => sessionStorage.getItem("gatsby-reload-compilation-hash-match"))).toBeNull();

    // The new worker (installed after those navigations) takes over the tab left idle: it keeps
    // working and offers to reload. The toast stays while the pointer is on it.
    await updateShown;
    await update.hover();
    await idleTab.page.screenshot({ path: path.join(screenshotDir, "toast-new-version-1280.png") });
    await idleTab.page.setViewportSize(viewports.mobile);
    await idleTab.page.screenshot({ path: path.join(screenshotDir, "toast-new-version-375.png") });
    await update.getByRole("button", { name: "Ricarica" }).click();
    await idleTab.page.waitForFunction((hash) => window.___webpackCompilationHash === hash, newHash);
    await waitForHydration(idleTab.page);

    // Offline, the saved copy is now the new version's.
    await context.setOffline(true);
    await next.reload({ waitUntil: "load" });
    await waitForHydration(next);
    expect(await cardTime(next, event.slug)).toBe(newTime);
    await context.setOffline(false);

    expect([...before.errors, ...linkTab.errors, ...idleTab.errors, ...nextErrors]).toEqual([]);
  });
});
