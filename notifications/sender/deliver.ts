/**
 * One push message to one subscriber's push service, encrypted (RFC 8291) and signed (VAPID, RFC 8292)
 * by web-push. A 429, a 5xx or a network error is tried again within the message's deadline; 404 and
 * 410 mean the subscription is gone; anything else (a 400, 403 or 413, keys it cannot encrypt to: our
 * side's fault) fails at once.
 *
 * The address is read once, by the WHATWG URL parser, after the site's own check of it
 * (notifications/push-address.ts): an address the site would refuse is never looked up nor connected to.
 * web-push only encrypts the body and makes the headers; the request is ours (its sendNotification
 * reads the address again with Node's legacy url.parse, which can see another host). The connection
 * and the answer share one deadline: a service that trickles a byte at a time is cut off like one
 * that never answers.
 */
import { lookup as dnsLookup } from "node:dns";
import type { IncomingHttpHeaders } from "node:http";
import { Agent, request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import webpush from "web-push";
import { checkPushEndpoint } from "../push-address";
import { MESSAGE_TTL_HOURS } from "../../src/events/push-retention";
import type { SenderConfig } from "./config";
import { durationText, MAX_ANSWER_BYTES, MESSAGE_DEADLINE_MS } from "./limits";
import { remoteText } from "./log-text";
import type { PushPayload } from "./message";
import { DEFAULT_RETRY, isRetryableStatus, retryAfterMs, retryDelayMs, type RetryPolicy } from "./retry";
import type { Subscriber } from "./site-api";

/** How long a push service keeps the message for a phone that is off (no Topic: RFC 8030 §5.4 would let a later message replace it). */
export const MESSAGE_TTL_S = MESSAGE_TTL_HOURS * 60 * 60;

/** Set on the error of a lookup for another host than the one checked: a bug of ours, never tried again. */
const HOST_NOT_CHECKED = "ERR_HOST_NOT_CHECKED";

/**
 * "estraneo": an address the site's check refuses, left untouched (the run deletes its row);
 * "fallito": kept for the next run, with why (never the address: it identifies a visitor).
 */
export type Delivery = { esito: "consegnato" } | { esito: "scaduto" } | { esito: "estraneo" } | { esito: "fallito"; motivo: string };

export interface Deliverer {
  /** Whether the address may be sent to at all: the site's check, again, before any lookup or connection. */
  accepts(endpoint: unknown): boolean;
  deliver(subscriber: Subscriber, payload: PushPayload): Promise<Delivery>;
  close(): void;
}

export interface DelivererOptions {
  vapid: SenderConfig["vapid"];
  /** Messages in flight at once: the connections kept open. */
  concurrency: number;
  /** The origins the site accepts beyond the browsers' services (NOTIFICHE_PUSH_ORIGINS, for tests). */
  extraOrigins?: ReadonlySet<string>;
  retry?: RetryPolicy;
  /** One message's deadline, from the connection to the end of the answer, retries included. */
  deadlineMs?: number;
  /** The run's cap: when it aborts, messages in flight are cut off and later ones are not tried. */
  signal?: AbortSignal;
  /** The resolver the connections use (default: node:dns's lookup); a test records what is asked. */
  lookup?: LookupFunction;
  maxAnswerBytes?: number;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The deadline, or the run's cap, cut the request off; `answered`: the status line had come. */
class CutOff extends Error {
  constructor(readonly answered: number | undefined) {
    super("cut off");
  }
}

const networkCode = (error: unknown): string | undefined => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" ? code : undefined;
};

/** A lookup that answers only for `host`: the name the connection asks for must be the one checked. */
const lookupOnly =
  (host: string, lookup: LookupFunction): LookupFunction =>
  (hostname, options, callback) => {
    if (hostname === host) return lookup(hostname, options, callback);
    callback(Object.assign(new Error("lookup of a host other than the one checked"), { code: HOST_NOT_CHECKED }), "", 4);
  };

/** One POST; resolves with the answer once it has ended (or `maxBytes` of it came), rejects on error or abort. */
function post(url: URL, details: webpush.RequestDetails, agent: Agent, lookup: LookupFunction, signal: AbortSignal, maxBytes: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let status: number | undefined;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      finish();
    };
    const onAbort = () => {
      settle(() => reject(new CutOff(status)));
      request.destroy();
    };
    const request = httpsRequest(url, { method: "POST", headers: details.headers, agent, lookup }, (response) => {
      status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => settle(() => resolve({ status: status ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      response.on("data", (chunk: Buffer) => {
        chunks.push(chunk.subarray(0, Math.max(0, maxBytes - size)));
        size += chunk.length;
        if (size > maxBytes) {
          // Enough to know why: the rest is not waited for, and the connection goes with it.
          done();
          request.destroy();
        }
      });
      response.on("end", done);
      response.on("error", (error) => settle(() => reject(error)));
    });
    request.on("error", (error) => settle(() => reject(error)));
    request.on("close", () => settle(() => reject(Object.assign(new Error("closed before the answer's end"), { code: "ECONNRESET" }))));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    request.end(details.body);
  });
}

/** Waits `ms`, or less when `signal` aborts first. */
const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });

export function pushDeliverer({
  vapid,
  concurrency,
  extraOrigins = new Set(),
  retry = DEFAULT_RETRY,
  deadlineMs = MESSAGE_DEADLINE_MS,
  signal: runSignal = new AbortController().signal,
  lookup = dnsLookup,
  maxAnswerBytes = MAX_ANSWER_BYTES,
}: DelivererOptions): Deliverer {
  // One connection per concurrent send, kept open: most subscribers share a few push services.
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const accepts = (endpoint: unknown) => checkPushEndpoint(endpoint, extraOrigins) === "ok";

  const deliver = async ({ endpoint, keys }: Subscriber, payload: PushPayload): Promise<Delivery> => {
    if (!accepts(endpoint)) return { esito: "estraneo" };
    const host = new URL(endpoint).hostname;
    const fail = (why: string): Delivery => ({ esito: "fallito", motivo: `${host}: ${why}` });
    if (runSignal.aborted) return fail("non tentato, tempo dell'invio finito");

    let details: webpush.RequestDetails;
    try {
      // No vapidDetails: web-push would read the address with url.parse for the signature's audience.
      details = webpush.generateRequestDetails({ endpoint, keys }, JSON.stringify(payload), {
        TTL: MESSAGE_TTL_S,
        urgency: "high",
        contentEncoding: "aes128gcm",
      });
    } catch (error) {
      return fail(`chiavi inutilizzabili (${remoteText(error instanceof Error ? error.message : String(error))})`);
    }
    const url = new URL(details.endpoint);
    if (url.hostname !== host) return fail("indirizzo cambiato dopo il controllo");
    details.headers.Authorization = webpush.getVapidHeaders(url.origin, vapid.subject, vapid.publicKey, vapid.privateKey, "aes128gcm").Authorization;

    const deadline = AbortSignal.any([AbortSignal.timeout(deadlineMs), runSignal]);
    const started = performance.now();
    const cutOff = (answered: number | undefined) => {
      if (runSignal.aborted) return fail("interrotto, tempo dell'invio finito");
      return fail(
        answered === undefined ? `nessuna risposta entro ${durationText(deadlineMs)}` : `risposta ${answered} non finita entro ${durationText(deadlineMs)}`,
      );
    };

    for (let attempt = 1; ; attempt++) {
      let motivo: string;
      let retryAfter: number | undefined;
      try {
        const answer = await post(url, details, agent, lookupOnly(host, lookup), deadline, maxAnswerBytes);
        if (answer.status >= 200 && answer.status < 300) return { esito: "consegnato" };
        if (answer.status === 404 || answer.status === 410) return { esito: "scaduto" };
        if (!isRetryableStatus(answer.status)) return fail(`${answer.status} ${remoteText(answer.body)}`.trim());
        motivo = String(answer.status);
        if (answer.status === 429) retryAfter = retryAfterMs(answer.headers["retry-after"]);
      } catch (error) {
        if (error instanceof CutOff) return cutOff(error.answered);
        const code = networkCode(error);
        // Only the network's failures pass: anything else fails the same way every time.
        if (code === undefined || code === HOST_NOT_CHECKED) return fail(code ?? "errore inatteso");
        motivo = `errore di rete ${code}`;
      }
      if (attempt >= retry.attempts) return fail(`${motivo} (dopo ${attempt} tentativi)`);
      const wait = retryDelayMs(retry, attempt, retryAfter);
      if (performance.now() - started + wait >= deadlineMs) return fail(`${motivo} (nessun altro tentativo entro ${durationText(deadlineMs)})`);
      await pause(wait, deadline);
      if (deadline.aborted) return cutOff(undefined);
    }
  };

  return { accepts, deliver, close: () => agent.destroy() };
}
