// Observing scrolling as a visitor sees it: positions sampled every frame, never durations.
import type { Page } from "playwright-core";
import { waitForScrollEnd } from "./harness";

export interface ScrollTrack {
  start: number;
  end: number;
  /** Distinct scroll positions seen strictly between start and end: many for a glide, none for a jump. */
  intermediate: number[];
}

type SampledWindow = Window & { __scrollSamples?: number[] };

/** Runs `action` while recording window.scrollY on every animation frame, until the scroll settles. */
export async function trackScroll(page: Page, action: () => Promise<void>): Promise<ScrollTrack> {
  const start = await page.evaluate(() => {
    const samples: number[] = [window.scrollY];
    (window as SampledWindow).__scrollSamples = samples;
    const tick = (): void => {
      samples.push(window.scrollY);
      if (samples.length < 1200) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return window.scrollY;
  });
  await action();
  await page.waitForFunction((from) => Math.abs(window.scrollY - from) > 50, start, { timeout: 5000 });
  const end = await waitForScrollEnd(page);
  const samples = await page.evaluate(() => (window as SampledWindow).__scrollSamples ?? []);
  const low = Math.min(start, end) + 1;
  const high = Math.max(start, end) - 1;
  const intermediate = [...new Set(samples.filter((y) => y > low && y < high))];
  return { start, end, intermediate };
}
