// Locators and assertions on the shared layout, by role and accessible name (never CSS classes).
import type { Locator, Page } from "playwright-core";
import { waitForScrollEnd } from "./harness";

export const mainNav = (page: Page): Locator => page.getByRole("navigation", { name: "Navigazione principale" });
export const navLink = (page: Page, name: string): Locator => mainNav(page).getByRole("link", { name, exact: true });
export const programmeHeading = (page: Page): Locator => page.locator("#programma").getByRole("heading", { level: 2, name: "Programma", exact: true });

/** Pixels between the bottom of the fixed bar and the top of the programme heading. */
export async function headingGapBelowBar(page: Page): Promise<number> {
  const bar = await page.getByRole("banner").boundingBox();
  const heading = await programmeHeading(page).boundingBox();
  if (!bar || !heading) throw new Error("the bar or the programme heading is not rendered");
  return heading.y - (bar.y + bar.height);
}

/** "Ends just below the fixed bar": not hidden under it, and not more than 48 px below it. */
export async function expectHeadingJustBelowBar(page: Page): Promise<void> {
  const gap = await headingGapBelowBar(page);
  expect(gap).toBeGreaterThanOrEqual(-1);
  expect(gap).toBeLessThanOrEqual(48);
}

/** After "Programma" was clicked on another page: the home page opens, scrolls and stops at the programme. */
export async function expectHomeOpenedAtProgramme(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === "/");
  await programmeHeading(page).waitFor();
  await page.waitForFunction(() => window.scrollY > 100);
  await waitForScrollEnd(page);
  await expectHeadingJustBelowBar(page);
}

/** The toggle found by role and name, then pinned by its aria-controls so a label change can't lose it. */
export async function menuToggle(page: Page): Promise<{ toggle: Locator; panel: Locator }> {
  const byName = page.getByRole("button", { name: "Menu", exact: true });
  const controls = await byName.getAttribute("aria-controls");
  if (!controls) throw new Error('the "Menu" button has no aria-controls');
  return {
    toggle: page.locator(`button[aria-controls="${controls}"]`),
    panel: page.locator(`[id="${controls}"]`),
  };
}

export const isFocused = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element === document.activeElement);

/**
 * What is not fully on screen horizontally, or starts above the top edge, among `parts` (empty when
 * all are). Panels may run below the fold (the page or the panel scrolls), never off the other edges.
 */
export async function offScreen(page: Page, parts: Record<string, Locator>): Promise<string[]> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("the page has no fixed viewport");
  const problems: string[] = [];
  for (const [name, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    if (!box) {
      problems.push(`${name} is not rendered`);
    } else if (box.x < -1 || box.y < -1 || box.x + box.width > viewport.width + 1) {
      const spans = `x ${Math.round(box.x)}..${Math.round(box.x + box.width)}, y ${Math.round(box.y)}..${Math.round(box.y + box.height)}`;
      problems.push(`${name} at ${spans} in a ${viewport.width}x${viewport.height} viewport`);
    }
  }
  return problems;
}
