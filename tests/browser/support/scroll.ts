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

/**
 * Clicks (via `action`) from the top of the page up to `tries` times and returns the first track that
 * shows the glide in passing, else the last one. Why tries: the samples are taken on the page's frames,
 * and on a loaded machine (CI runs two browser workers on two cores) Chromium can drop most of them
 * while its compositor finishes a smooth scroll; a jump never shows an in-between position, however
 * often it is tried, so retrying cannot turn a jump into a pass.
 */
export async function trackGlide(page: Page, action: () => Promise<void>, tries = 5): Promise<ScrollTrack> {
  let track: ScrollTrack | undefined;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    if (attempt > 1) {
      await page.evaluate(() => {
        window.history.replaceState(null, "", window.location.pathname);
        window.scrollTo({ top: 0, behavior: "instant" });
      });
      await waitForScrollEnd(page);
    }
    track = await trackScroll(page, action);
    if (track.intermediate.length >= 2) return track;
  }
  return track as ScrollTrack;
}
