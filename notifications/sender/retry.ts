/**
 * When to try a request again: a push service's 429 (after its Retry-After, capped), a 5xx or a
 * network error (exponential backoff with jitter), a few times within the run.
 */

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The first backoff; each next one doubles. */
  baseDelayMs: number;
  /** The longest wait, whatever Retry-After asks. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 30_000 };

/** A status worth another try: too many requests, or the service's own failure. */
export const isRetryableStatus = (status: number): boolean => status === 429 || status >= 500;

/** Retry-After in milliseconds (seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before try number `attempt + 1` (attempt counts from 1). */
export function retryDelayMs(policy: RetryPolicy, attempt: number, retryAfter?: number): number {
  const backoff = policy.baseDelayMs * 2 ** (attempt - 1) * (1 + Math.random() * 0.2);
  return Math.min(policy.maxDelayMs, retryAfter ?? backoff);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
