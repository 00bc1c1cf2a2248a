/**
 * Tooltip timing from the specification: a tooltip opens after 700 ms of hover or focus; once
 * one has closed, another opens at once if the pointer reaches it within 300 ms (skip delay),
 * so moving along a row of icons does not wait again.
 */
export const OPEN_DELAY_MS = 700;
export const SKIP_DELAY_MS = 300;

let lastClosedAt = Number.NEGATIVE_INFINITY;

export function openDelay(now: number): number {
  return now - lastClosedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS;
}

export function markClosed(now: number): void {
  lastClosedAt = now;
}

/** For tests: forget the last closing. */
export function resetTooltipTiming(): void {
  lastClosedAt = Number.NEGATIVE_INFINITY;
}
