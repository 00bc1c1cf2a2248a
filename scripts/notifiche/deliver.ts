/**
 * One push message to one subscriber's push service, encrypted (RFC 8291) and signed (VAPID, RFC 8292)
 * by web-push. A 429, a 5xx or a network error is tried again within the run; 404 and 410 mean the
 * subscription is gone; anything else (a 400, 403 or 413, keys it cannot encrypt to: our side's fault) fails at once.
 */
import { Agent } from "node:https";
import webpush, { WebPushError } from "web-push";
import type { SenderConfig } from "./config";
import type { PushPayload } from "./message";
import { DEFAULT_RETRY, isRetryableStatus, retryAfterMs, retryDelayMs, sleep, type RetryPolicy } from "./retry";
import type { Subscriber } from "./site-api";

/** A message a browser may still show half a day later; not after. */
export const MESSAGE_TTL_S = 12 * 60 * 60;
export const MESSAGE_TOPIC = "modifiche";

/** A system error of the connection (ECONNRESET, ECONNREFUSED, a TLS error…), or web-push's socket timeout. */
const isNetworkError = (error: unknown): boolean =>
  error instanceof Error && (typeof (error as NodeJS.ErrnoException).code === "string" || error.message === "Socket timeout");

export type Delivery = { esito: "consegnato" } | { esito: "scaduto" } | { esito: "fallito"; motivo: string };

export interface Deliverer {
  deliver(subscriber: Subscriber, payload: PushPayload): Promise<Delivery>;
  close(): void;
}

export function pushDeliverer(vapid: SenderConfig["vapid"], concurrency: number, retry: RetryPolicy = DEFAULT_RETRY): Deliverer {
  // One connection per concurrent send, kept open: most subscribers share a few push services.
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const options = {
    vapidDetails: vapid,
    TTL: MESSAGE_TTL_S,
    urgency: "high" as const,
    topic: MESSAGE_TOPIC,
    contentEncoding: "aes128gcm" as const,
    agent,
    timeout: 30_000,
  };

  const deliver = async ({ endpoint, keys }: Subscriber, payload: PushPayload): Promise<Delivery> => {
    const body = JSON.stringify(payload);
    for (let attempt = 1; ; attempt++) {
      let motivo: string;
      let retryAfter: number | undefined;
      try {
        await webpush.sendNotification({ endpoint, keys }, body, options);
        return { esito: "consegnato" };
      } catch (error) {
        if (!(error instanceof WebPushError)) {
          motivo = error instanceof Error ? error.message : String(error);
          // Only the network's failures pass: a subscription web-push cannot encrypt to fails the same way every time.
          if (!isNetworkError(error)) return { esito: "fallito", motivo };
        } else if (error.statusCode === 404 || error.statusCode === 410) {
          return { esito: "scaduto" };
        } else if (!isRetryableStatus(error.statusCode)) {
          return { esito: "fallito", motivo: `${error.statusCode} ${error.body.slice(0, 200)}`.trim() };
        } else {
          motivo = `${error.statusCode}`;
          if (error.statusCode === 429) retryAfter = retryAfterMs(error.headers["retry-after"]);
        }
      }
      if (attempt >= retry.attempts) return { esito: "fallito", motivo: `${motivo} (dopo ${attempt} tentativi)` };
      await sleep(retryDelayMs(retry, attempt, retryAfter));
    }
  };

  return { deliver, close: () => agent.destroy() };
}
