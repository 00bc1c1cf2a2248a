// The largest thing a visitor sees first is either text, which paints with the HTML, or the one image
// the page fetches at high priority (its <head> preload, scoped to the screens where that image is the
// largest paint): never an image that waits at low priority. On phones it is text on every page.
// Decided by element sizes, not timing: the last largest-contentful-paint entry is the largest
// element painted.
import { describeBrowser, newContext, openPage, sitePages, useBrowser, viewports, type ViewportName } from "../support/harness";

interface LargestPaint {
  tag: string;
  /**
   * For an image: whether the page holds a high-priority preload of its file that applies to this
   * screen. Read after load, so it cannot tell the server's HTML from Gatsby's client-side <Head>
   * (which adds the same link again): tests/built/budgets.test.ts checks the HTML itself.
   */
  preloadedHigh: boolean;
  text: string;
}

const cases = sitePages
  .filter(({ name }) => name !== "404")
  .flatMap(({ name, path }) => (Object.keys(viewports) as ViewportName[]).map((viewport) => [name, viewport, path] as const));

describeBrowser("the largest contentful paint", () => {
  const env = useBrowser();

  test.each(cases)("%s at %s width: text or the high-priority image", async (_name, viewport, path) => {
    const context = await newContext(env.browser, { viewport: viewports[viewport] });
    const { page } = await openPage(context, path);
    // Every image in the first screen has arrived and been painted.
    await page.waitForFunction(() =>
      Array.from(document.images)
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const largest = await page.evaluate(
      () =>
        new Promise<LargestPaint>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            const element = entries[entries.length - 1]?.element;
            const file = element instanceof HTMLImageElement ? new URL(element.currentSrc).pathname : "";
            const preloadedHigh = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]'))
              .filter((link) => !link.media || matchMedia(link.media).matches)
              .some((link) => link.imageSrcset.split(",").some((candidate) => new URL(candidate.trim().split(/\s+/)[0], location.href).pathname === file));
            resolve({
              tag: element?.tagName ?? "",
              preloadedHigh,
              text: (element?.textContent ?? "").trim().slice(0, 40),
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largest.tag).not.toBe("");
    if (largest.tag === "IMG") expect(largest).toEqual({ ...largest, preloadedHigh: true });
    else expect(largest.text.length).toBeGreaterThan(0);
    // Phones: the first screen's largest paint is the page's text, never a poster.
    if (viewport === "mobile") expect(largest.tag).not.toBe("IMG");
    await context.close();
  });
});
