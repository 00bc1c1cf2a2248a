// What "works on a phone" means for /admin/, measured in the page: the layout is the screen's width
// (no zoomed-out page, no sideways scrolling, nothing past the edge), touch targets are at least
// 44 x 44 px, labels and hints are readable, and the publish control is on screen.
import type { Locator, Page } from "playwright-core";

/** WCAG 2.5.5 (target size, enhanced): 44 x 44 CSS px. */
export const MIN_TARGET = 44;
/** The smallest text we accept for a field's label or hint. */
export const MIN_FONT_PX = 12;

/**
 * Every way the open screen fails the phone layout, as readable lines (empty when it fits).
 * `width` is the viewport's: with `isMobile` Chromium widens the layout viewport (and zooms out)
 * when the page is wider than the screen, so `innerWidth` must still equal it.
 */
export async function phoneLayoutProblems(page: Page, width: number): Promise<string[]> {
  return page.evaluate(
    ({ width, minTarget, minFont }) => {
      const problems: string[] = [];
      const describe = (element: Element): string => {
        const label = element.getAttribute("aria-label") ?? element.textContent ?? "";
        const classes = String(element.getAttribute("class") ?? "").replace(/css-[a-z0-9]+-?/g, "");
        return `<${element.tagName.toLowerCase()} ${classes}> "${label.trim().slice(0, 30)}"`;
      };
      if (window.innerWidth !== width) problems.push(`the page is laid out ${window.innerWidth}px wide on a ${width}px screen`);
      const scrolling = document.scrollingElement!;
      if (scrolling.scrollWidth > scrolling.clientWidth) problems.push(`the page scrolls sideways: ${scrolling.scrollWidth}px`);

      const isShown = (element: Element): boolean => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
      };
      // Not Decap's notifications (Toastify): they slide in from past the edge and close by themselves.
      const roots = [...document.querySelectorAll("#nc-root, .ReactModalPortal")];
      const all = roots
        .flatMap((root) => [...root.querySelectorAll("*")])
        .filter((element) => !element.closest(".Toastify"))
        .filter(isShown);
      // What paints past the edge: elements without element children (inputs, images, icons) and
      // text. Not containers as such: Decap's grid of entries uses a negative-margin gutter.
      // Not visually hidden live regions (1 x 1 px, clipped).
      const paints = (element: Element): boolean =>
        element.children.length === 0 || [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      for (const element of all.filter(paints)) {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) continue;
        if (box.right > width + 0.5 || box.left < -0.5)
          problems.push(`past the edge (${Math.round(box.left)}..${Math.round(box.right)}px): ${describe(element)}`);
      }

      // Touch targets. react-select's text input is a few px wide inside its control: the control is the target.
      const targets = all.filter((element) =>
        element.matches('button, [role="button"], [role="menuitem"], a[href], input:not([type="file"]):not([type="hidden"]), select, textarea'),
      );
      for (const element of targets) {
        const target = element.matches('input[role="combobox"]') ? (element.closest('[class*="-control"]') ?? element) : element;
        const box = target.getBoundingClientRect();
        if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
          problems.push(`touch target ${Math.round(box.width)}x${Math.round(box.height)}px: ${describe(element)}`);
        }
      }

      for (const element of all.filter((candidate) => candidate.matches('label, [class*="-ControlHint"]'))) {
        const size = parseFloat(getComputedStyle(element).fontSize);
        if (size < minFont) problems.push(`text ${size}px: ${describe(element)}`);
      }
      return [...new Set(problems)];
    },
    { width, minTarget: MIN_TARGET, minFont: MIN_FONT_PX },
  );
}

/** The editor's publish control, whatever it says now ("Pubblica", "Pubblicato", "Pubblicazione…"). */
export const publishControl = (page: Page): Locator => page.getByRole("button", { name: /^Pubblica/ }).first();

/** Where an element lies relative to the viewport: fully inside it, or the numbers that say why not. */
export async function placeInViewport(locator: Locator): Promise<{ inside: boolean; box: string }> {
  const page = locator.page();
  const viewport = page.viewportSize()!;
  const box = (await locator.boundingBox())!;
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  return { inside, box: `${Math.round(box.x)}..${Math.round(box.x + box.width)} x ${Math.round(box.y)}..${Math.round(box.y + box.height)}` };
}

/**
 * Waits until the element lies fully inside the viewport (Decap moves a just-opened menu back
 * inside the window on the next frames), for at most `timeout` ms; returns the last placement.
 */
export async function settleInViewport(locator: Locator, timeout = 5_000): Promise<{ inside: boolean; box: string }> {
  const element = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(
      (node) => {
        const box = (node as Element).getBoundingClientRect();
        return box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
      },
      element,
      { timeout },
    )
    .catch(() => undefined); // still outside: the placement below says where
  return placeInViewport(locator);
}

/** Scrolls the entry's form (Decap scrolls it inside its pane, under the toolbar) to its end. */
export async function scrollFormToEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const pane of document.querySelectorAll<HTMLElement>('#nc-root [class*="-PreviewPaneContainer"]')) pane.scrollTop = pane.scrollHeight;
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
  });
}

/**
 * Which of the emotion labels the stylesheet relies on match an element of the open screen. Summed
 * over a tour of the screens, a label that no screen has means Decap changed under the stylesheet.
 */
export async function labelsFound(page: Page, labels: readonly string[]): Promise<string[]> {
  return page.evaluate((labels) => labels.filter((label) => document.querySelector(`[class*="-${label}"]`) !== null), labels);
}
