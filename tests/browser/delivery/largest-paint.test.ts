// The largest thing a visitor sees first is either text, which paints with the HTML, or the one image
// the page fetches at high priority: never an image that waits behind it at low priority. Decided by
// element sizes, not timing: the last largest-contentful-paint entry is the largest element painted.
import { describeBrowser, newContext, openPage, sitePages, useBrowser, viewports, type ViewportName } from "../support/harness";

interface LargestPaint {
  tag: string;
  fetchpriority: string | null;
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
            resolve({
              tag: element?.tagName ?? "",
              fetchpriority: element?.getAttribute("fetchpriority") ?? null,
              text: (element?.textContent ?? "").trim().slice(0, 40),
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largest.tag).not.toBe("");
    if (largest.tag === "IMG") expect(largest).toEqual({ ...largest, fetchpriority: "high" });
    else expect(largest.text.length).toBeGreaterThan(0);
    await context.close();
  });
});
