// The largest thing a visitor sees first is either text, which paints with the HTML, or the one image
// the page fetches at high priority (its <head> preload, scoped to the screens where that image is the
// largest paint): never an image that waits at low priority. On phones it is text on every page.
// Decided by element sizes, not timing: the last largest-contentful-paint entry is the largest
// element painted (of equal ones, the first painted).
import { describeBrowser, newContext, openPage, sitePages, useBrowser, viewports, type ViewportName } from "../support/harness";

interface LargestPaint {
  tag: string;
  /**
   * For an image: whether the page holds a high-priority preload of its file that applies to this
   * screen. Read after load, so it cannot tell the server's HTML from Gatsby's client-side <Head>
   * (which adds the same link again): tests/built/budgets/images.test.ts checks the HTML itself.
   */
  preloadedHigh: boolean;
  /**
   * For an image not so preloaded: whether a preloaded one paints the same area on this screen. Of
   * elements of equal size the browser reports the first painted (a new entry needs a larger one),
   * so under load a low-priority twin beside the preloaded image can be named: the paint time is then
   * earlier, never later, than the preloaded image's.
   */
  tiedWithPreloaded: boolean;
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
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[];
            const last = entries[entries.length - 1];
            const element = last?.element;
            const preloadedFiles = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]'))
              .filter((link) => !link.media || matchMedia(link.media).matches)
              .flatMap((link) => link.imageSrcset.split(",").map((candidate) => new URL(candidate.trim().split(/\s+/)[0], location.href).pathname));
            const isPreloaded = (image: HTMLImageElement) => image.currentSrc !== "" && preloadedFiles.includes(new URL(image.currentSrc).pathname);
            // The area an image paints in the viewport: what the entry's size measures (these images are never upscaled).
            const visibleArea = (image: HTMLImageElement) => {
              const box = image.getBoundingClientRect();
              return (
                Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0)) * Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0))
              );
            };
            const size = last?.size ?? 0;
            resolve({
              tag: element?.tagName ?? "",
              preloadedHigh: element instanceof HTMLImageElement && isPreloaded(element),
              tiedWithPreloaded:
                element instanceof HTMLImageElement &&
                Array.from(document.images).some((image) => image !== element && isPreloaded(image) && Math.abs(visibleArea(image) - size) <= size * 0.005),
              text: (element?.textContent ?? "").trim().slice(0, 40),
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largest.tag).not.toBe("");
    if (largest.tag === "IMG") expect({ ...largest, highPriority: largest.preloadedHigh || largest.tiedWithPreloaded }).toMatchObject({ highPriority: true });
    else expect(largest.text.length).toBeGreaterThan(0);
    // Phones: the first screen's largest paint is the page's text, never a poster.
    if (viewport === "mobile") expect(largest.tag).not.toBe("IMG");
    await context.close();
  });
});
