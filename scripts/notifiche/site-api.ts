/**
 * The sending command's calls to the site (issue 44's contract): the public file of the notifications,
 * and the two sender endpoints of /api/notifiche/invii behind the NOTIFICHE_SECRET bearer. A 5xx or a
 * network error is tried again (retry.ts); anything else unexpected stops the run with its reason.
 */
import type { KnownSequenzas } from "../../src/events/push-news";
import { PUSH_FILE_PATH, type PushFile } from "../../src/events/push-file";
import { reportBodies } from "./report-bodies";
import { DEFAULT_RETRY, isRetryableStatus, retryDelayMs, sleep, type RetryPolicy } from "./retry";
import type { SenderConfig } from "./config";

export const SENDER_PATH = "/api/notifiche/invii";
/** The most rows a page holds and a report names, per list (the contract's limit). */
export const PAGE_SIZE = 500;

export interface Subscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  eventi: KnownSequenzas;
}

export interface SubscriberPage {
  iscrizioni: Subscriber[];
  prossimo: string | null;
}

export interface DeliveryReport {
  consegnati: { endpoint: string; eventi: KnownSequenzas }[];
  scaduti: string[];
}

export class SiteApiError extends Error {}

async function call(url: string, init: RequestInit, retry: RetryPolicy): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    let failure: string;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      if (response.ok) return response;
      failure = `${response.status} ${(await response.text()).slice(0, 200)}`;
      if (!isRetryableStatus(response.status)) throw new SiteApiError(`${init.method ?? "GET"} ${url}: ${failure}`);
    } catch (error) {
      if (error instanceof SiteApiError) throw error;
      failure = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    if (attempt >= retry.attempts) throw new SiteApiError(`${init.method ?? "GET"} ${url}: ${failure} (dopo ${attempt} tentativi)`);
    await sleep(retryDelayMs(retry, attempt));
  }
}

export function siteApi({ siteUrl, secret }: Pick<SenderConfig, "siteUrl" | "secret">, retry: RetryPolicy = DEFAULT_RETRY) {
  const authorization = { Authorization: `Bearer ${secret}` };
  return {
    pushFile: async (): Promise<PushFile> => {
      const url = `${siteUrl}${PUSH_FILE_PATH}`;
      const file = (await (await call(url, { cache: "no-store" }, retry)).json()) as Partial<PushFile> | null;
      // A site built before the notifications, or another file at that address: say so rather than send nothing.
      if (typeof file?.sito !== "string" || typeof file.eventi !== "object" || file.eventi === null || !Array.isArray(file.luoghi)) {
        throw new SiteApiError(`${url} non è il file delle notifiche`);
      }
      return file as PushFile;
    },

    page: async (dopo: string | null): Promise<SubscriberPage> => {
      const query = new URLSearchParams({ limite: String(PAGE_SIZE), ...(dopo === null ? {} : { dopo }) });
      const response = await call(`${siteUrl}${SENDER_PATH}?${query.toString()}`, { headers: authorization }, retry);
      return response.json() as Promise<SubscriberPage>;
    },

    /** One POST per body that fits the API's limit (report-bodies.ts), one after the other. */
    report: async (report: DeliveryReport): Promise<void> => {
      const headers = { ...authorization, "Content-Type": "application/json" };
      for (const body of reportBodies(report)) {
        await call(`${siteUrl}${SENDER_PATH}`, { method: "POST", headers, body: JSON.stringify(body) }, retry);
      }
    },
  };
}

export type SiteApi = ReturnType<typeof siteApi>;
