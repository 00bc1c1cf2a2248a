// What every CMS suite uses: a Chromium page on /admin/ with guards (no request leaves localhost, no
// CSP violation, no console error), Decap's editor driven the way a volunteer would, and the
// throw-away repository that global-setup.mjs made (git diff, reset, the data check).
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import chromiumArgs from "../../browser/support/chromium-args.json";

export const cmsUrl = process.env.CONNESSIONI_CMS_URL ?? "";
export const repoDir = process.env.CONNESSIONI_CMS_REPO ?? "";
export const describeCms: jest.Describe = process.env.CONNESSIONI_BROWSER === "1" ? describe : describe.skip;
const projectRoot = path.resolve(__dirname, "..", "..", "..");

/** A data file of the throw-away copy, parsed. */
export const readData = <T = unknown>(file: string): T => JSON.parse(readFileSync(path.join(repoDir, "data", file), "utf8")) as T;
export const readDataText = (file: string): string => readFileSync(path.join(repoDir, "data", file), "utf8");

const git = (...args: string[]): string => execFileSync("git", args, { cwd: repoDir, encoding: "utf8" });

/** Paths that differ from the committed copy (modified, added, deleted), e.g. ["data/talks.json"]. */
export function changedFiles(): string[] {
  return git("status", "--porcelain", "--untracked-files=all")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.slice(3))
    .sort();
}

/** The text diff of one file against the committed copy, without headers: ["-  \"ora\": …", "+…"]. */
export function diffLines(file: string): string[] {
  return git("diff", "--unified=0", "--", file)
    .split("\n")
    .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
}

/** Puts the copy back as committed, between tests. */
export function resetRepo(): void {
  git("checkout", "-q", "--", ".");
  git("clean", "-q", "-fd");
}

/** `npm run check:data` on the copy: the same check the pull request runs. */
export function checkData(): { ok: boolean; output: string } {
  const result = spawnSync(process.execPath, [path.join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/check-data.ts"], {
    cwd: projectRoot,
    env: { ...process.env, CONNESSIONI_DATA_DIR: path.join(repoDir, "data") },
    encoding: "utf8",
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

export interface CmsSession {
  page: Page;
  /** Requests to any other host (all aborted), CSP violations, console errors and page errors. */
  problems: string[];
  close(): Promise<void>;
}

/** A phone as Chromium emulates one: a touch screen, and the page laid out at the device's width. */
export const phone = { isMobile: true, hasTouch: true } as const;

/**
 * Opens /admin/ at the given viewport and logs in to the local backend. `device: phone` makes it a
 * touch phone: with `isMobile` Chromium zooms a page wider than the screen out, as phones do, so a
 * too-wide page shows as `innerWidth` larger than the viewport.
 */
export async function openCms(viewport = { width: 1280, height: 900 }, device: { isMobile?: boolean; hasTouch?: boolean } = {}): Promise<CmsSession> {
  const executablePath = process.env.CONNESSIONI_CHROME_PATH;
  if (!executablePath) throw new Error("No Chromium: the CMS suites should have been skipped.");
  const browser: Browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const context = await browser.newContext({ viewport, serviceWorkers: "block", ...device });
  const problems: string[] = [];
  const origin = new URL(cmsUrl).origin;
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    problems.push(`request to another host: ${url}`);
    return route.abort("blockedbyclient");
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  // Leaving an entry with unsaved changes asks "discard them?": the tests always answer yes.
  page.on("dialog", (dialog) => void dialog.accept());
  page.setDefaultTimeout(30_000);
  await page.goto(`${cmsUrl}/admin/`);
  await page.getByRole("button", { name: "Accedi" }).click();
  await page.getByRole("heading", { name: "Raccolte" }).waitFor();
  return { page, problems, close: () => browser.close() };
}

/**
 * Opens the editor of one data file (collection and file share a name) the way a volunteer does: the
 * collection's list, then the file. Going straight from one entry's address to another's would only
 * change the hash (/admin/ is served as it is, no redirect reloads it), and Decap 3 keeps the editor
 * mounted with the previous entry's draft: the fields of the new file showing the old file's data.
 */
export async function openFile(page: Page, name: string): Promise<void> {
  const editorButton = page.getByRole("button", { name: /^Pubblica/ }).first();
  await page.goto(`${cmsUrl}/admin/#/collections/${name}`);
  // The hash change leaves the previous editor on screen for a moment: clicking then can miss the
  // list (one full run on a busy machine waited 30 s for an editor that never came). Wait until the
  // editor is gone, click the file, then wait for its address and its editor.
  await editorButton.waitFor({ state: "detached" });
  await page.locator(`a[href$="#/collections/${name}/entries/${name}"]`).click();
  await page.waitForURL((url) => url.hash.endsWith(`/collections/${name}/entries/${name}`));
  await editorButton.waitFor({ timeout: 60_000 });
  // A file with an empty list (avvisi.json is [] most of the year) shows only its "Aggiungi" button.
  await page
    .locator("input, textarea")
    .or(page.getByRole("button", { name: /^Aggiungi / }))
    .first()
    .waitFor({ state: "attached" });
}

/**
 * Expands every list and list item, nested ones included, so that every field is on screen; with
 * `touch`, by tapping, as on a phone.
 */
export async function expandAll(page: Page, { touch = false } = {}): Promise<void> {
  // An empty list (a venue without former names: "0 nomi precedenti") keeps its "Expand" toggle, with
  // nothing to open: once tapped in vain, it is marked and left alone.
  const collapsed = page.getByRole("button", { name: "Expand", exact: true }).and(page.locator(":not([data-nothing-to-expand])"));
  for (let round = 0; round < 50; round += 1) {
    if ((await collapsed.count()) === 0) return;
    const button = await collapsed.first().elementHandle();
    await (touch ? button.tap() : button.click());
    await button.evaluate((element) => {
      if (element.isConnected && element.getAttribute("aria-label") === "Expand") element.setAttribute("data-nothing-to-expand", "");
    });
  }
  throw new Error("lists kept collapsing");
}

/** The inputs of a field by its name in the data, in document order (Decap ids: "<name>-field-<n>"). */
export const fieldInputs = (page: Page, name: string): Locator => page.locator(`[id^="${name}-field-"]`);

/** Publishes the open entry ("Pubblica" → "Pubblica ora") and waits until the backend has written it. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await page.getByRole("menuitem", { name: "Pubblica ora" }).click();
  await page.getByRole("button", { name: "Pubblicato", exact: true }).waitFor();
}

/**
 * Tries to publish an entry that has errors: Decap must refuse, in Italian. Decap 3.16 ends that
 * refusal with a promise rejected with `undefined` (no message, no console error): that one page
 * error is expected here and removed from `problems`; anything else stays.
 */
export async function tryPublish(session: CmsSession): Promise<void> {
  const { page } = session;
  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await page.getByRole("menuitem", { name: "Pubblica ora" }).click();
  // Waits for the refusal itself (it arrives later on a busy machine), not for a fixed time.
  const deadline = Date.now() + 20_000;
  while (!session.problems.includes("page error: undefined") && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const refusal = session.problems.indexOf("page error: undefined");
  if (refusal !== -1) session.problems.splice(refusal, 1);
}
