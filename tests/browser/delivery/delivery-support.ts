// Helpers shared by the delivery suites: CSP violation and request recording, using every menu,
// and reading the build that the server serves.
import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { baseUrl, waitForScrollEnd } from "../support/harness";
import { listBuiltFiles } from "../../support/built-files";

/** The build being served (global-setup serves CONNESSIONI_PUBLIC_DIR or public/). */
export const publicDir = path.resolve(__dirname, "..", "..", "..", process.env.CONNESSIONI_PUBLIC_DIR ?? "public");

/** Every file of the build being served, relative to it (host files excluded). */
export const builtFiles = (): string[] => listBuiltFiles(publicDir);

export interface CspRecorder {
  /** securitypolicyviolation events and console CSP errors seen in every page of the context. */
  violations: string[];
}

/**
 * Records every CSP violation in the context: the `securitypolicyviolation` event (reported to Node
 * through a binding, so navigations lose nothing) and Chromium's console errors about the policy.
 * Must be called before the first page opens.
 */
export async function recordCspViolations(context: BrowserContext): Promise<CspRecorder> {
  const recorder: CspRecorder = { violations: [] };
  await context.exposeBinding("__reportCspViolation", (_source, line: string) => {
    recorder.violations.push(line);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
    document.addEventListener("securitypolicyviolation", (event) => {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  context.on("page", (page) => {
    page.on("console", (message) => {
      if (message.type() === "error" && /Content[- ]Security[- ]Policy/i.test(message.text())) {
        recorder.violations.push(`console: ${message.text()}`);
      }
    });
  });
  return recorder;
}

/** Records the URL of every request any page of the context makes (documents, chunks, images, fetches). */
export function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** True for URLs served by the loopback test server (or inline data, which never leaves the page). */
export function isLocal(url: string): boolean {
  if (url.startsWith("data:") || url.startsWith("blob:") || url === "about:blank") return true;
  return new URL(url).origin === new URL(baseUrl).origin;
}

/** Scrolls to the bottom in viewport steps so lazy images load, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await waitForScrollEnd(page);
  }
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/** The hydrated "Menu" and "Biglietti" toggles (buttons), when visible at this width. */
const visibleToggle = async (page: Page, name: string): Promise<Locator | null> => {
  const toggle = page.getByRole("button", { name, exact: true });
  return (await toggle.isVisible()) ? toggle : null;
};

/**
 * Opens every menu of the hydrated page, the mobile "Menu" (where shown) and "Biglietti", and closes
 * it again with Escape (the other closing gestures are the navigation suites' business). Returns how
 * many menus it opened, so a caller can check the walk did something.
 */
export async function useEveryMenu(page: Page): Promise<number> {
  let opened = 0;
  for (const name of ["Menu", "Biglietti"]) {
    const toggle = await visibleToggle(page, name);
    if (!toggle) continue;
    await toggle.click();
    await expectExpanded(toggle, "true");
    opened += 1;
    await page.keyboard.press("Escape");
    await expectExpanded(toggle, "false");
  }
  return opened;
}

async function expectExpanded(toggle: Locator, value: "true" | "false"): Promise<void> {
  await toggle
    .page()
    .waitForFunction(([element, expected]) => element?.getAttribute("aria-expanded") === expected, [await toggle.elementHandle(), value] as const, {
      timeout: 5000,
    });
}
