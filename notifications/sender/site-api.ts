/**
 * The sending command's calls to the site (issue 44's contract): the public file of the notifications,
 * and the two sender endpoints of /api/notifiche/invii behind the NOTIFICHE_SECRET bearer. A 5xx or a
 * network error is tried again (retry.ts); anything else unexpected stops the run with its reason,
 * in words that name no subscriber (the paging cursor is a push address).
 */
import type { KnownSequenzas } from "../../src/events/push-news";
import { PUSH_FILE_PATH, type PushFile } from "../../src/events/push-file";
import { remoteText } from "./log-text";
import { reportBodies } from "./report-bodies";
import { DEFAULT_RETRY, isRetryableStatus, retryDelayMs, sleep, type RetryPolicy } from "./retry";
import type { SenderConfig } from "./config";

export const SENDER_PATH = "/api/notifiche/invii";
/** The daily purge of expired subscriptions and past windows' counters (Pages Functions have no schedule of their own). */
export const PURGE_PATH = "/api/notifiche/pulizia";

export interface PurgeOutcome {
  iscrizioni: number;
  contatori: number;
}
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

/** Why a call failed, in words the log may show: never the error's message, whose URL or cause may name a cursor. */
function networkFailure(error: unknown): string {
  // Read by shape, not instanceof: fetch's errors may come from another realm (a test's sandbox).
  const { name, cause } = (error ?? {}) as { name?: unknown; cause?: unknown };
  if (name === "TimeoutError") return "nessuna risposta entro 30 s";
  const code = ((cause ?? error ?? {}) as { code?: unknown }).code;
  return typeof code === "string" ? `errore di rete ${remoteText(code, 40)}` : "errore di rete";
}

/**
 * One call, tried again on a 5xx or a network error. `label` names it in an error ("GET
 * /api/notifiche/invii"): the URL is not in the message, since its query carries the paging cursor.
 */
async function call(url: string, label: string, init: RequestInit, retry: RetryPolicy): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    let failure: string;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      if (response.ok) return response;
      failure = `${response.status} ${remoteText(await response.text())}`.trim();
      if (!isRetryableStatus(response.status)) throw new SiteApiError(`${label}: ${failure}`);
    } catch (error) {
      if (error instanceof SiteApiError) throw error;
      failure = networkFailure(error);
    }
    if (attempt >= retry.attempts) throw new SiteApiError(`${label}: ${failure} (dopo ${attempt} tentativi)`);
    await sleep(retryDelayMs(retry, attempt));
  }
}

/** The body as JSON; an error without the body's text (a parser's message quotes it). */
async function json(response: Response, label: string): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new SiteApiError(`${label}: la risposta non è JSON`);
  }
}

export function siteApi({ siteUrl, secret }: Pick<SenderConfig, "siteUrl" | "secret">, retry: RetryPolicy = DEFAULT_RETRY) {
  const authorization = { Authorization: `Bearer ${secret}` };
  return {
    pushFile: async (): Promise<PushFile> => {
      const url = `${siteUrl}${PUSH_FILE_PATH}`;
      const label = `GET ${PUSH_FILE_PATH}`;
      const file = (await json(await call(url, label, { cache: "no-store" }, retry), label)) as Partial<PushFile> | null;
      // A site built before the notifications, or another file at that address: say so rather than send nothing.
      if (typeof file?.sito !== "string" || typeof file.eventi !== "object" || file.eventi === null || !Array.isArray(file.luoghi)) {
        throw new SiteApiError(`${url} non è il file delle notifiche`);
      }
      return file as PushFile;
    },

    page: async (dopo: string | null): Promise<SubscriberPage> => {
      const query = new URLSearchParams({ limite: String(PAGE_SIZE), ...(dopo === null ? {} : { dopo }) });
      const label = `GET ${SENDER_PATH}`;
      const page = (await json(
        await call(`${siteUrl}${SENDER_PATH}?${query.toString()}`, label, { headers: authorization }, retry),
        label,
      )) as Partial<SubscriberPage> | null;
      if (!Array.isArray(page?.iscrizioni) || (page.prossimo !== null && typeof page.prossimo !== "string")) {
        throw new SiteApiError(`${label}: la risposta non è una pagina di iscrizioni`);
      }
      return page as SubscriberPage;
    },

    /** Deletes what is past its time on the site (notifications/api/purge.ts): every run starts with it, the daily one included. */
    purge: async (): Promise<PurgeOutcome> => {
      const label = `POST ${PURGE_PATH}`;
      const outcome = (await json(
        await call(`${siteUrl}${PURGE_PATH}`, label, { method: "POST", headers: authorization }, retry),
        label,
      )) as Partial<PurgeOutcome> | null;
      const count = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0);
      return { iscrizioni: count(outcome?.iscrizioni), contatori: count(outcome?.contatori) };
    },

    /** One POST per body that fits the API's limit (report-bodies.ts), one after the other. */
    report: async (report: DeliveryReport): Promise<void> => {
      const headers = { ...authorization, "Content-Type": "application/json" };
      for (const body of reportBodies(report)) {
        await call(`${siteUrl}${SENDER_PATH}`, `POST ${SENDER_PATH}`, { method: "POST", headers, body: JSON.stringify(body) }, retry);
      }
    },
  };
}

export type SiteApi = ReturnType<typeof siteApi>;
