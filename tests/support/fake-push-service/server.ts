/**
 * A fake Web Push service on loopback (issue 44's tests and benchmark): https on 127.0.0.1 with a
 * certificate made at start, endpoints https://127.0.0.1:<port>/push/<token>. It accepts a message
 * (201) only when its VAPID header verifies and its body decrypts with the subscription's keys, and
 * records it; a test can make it answer another status for a token instead, stall (never answer, or
 * trickle its answer a byte at a time), or hold a token's messages while its phone is "offline".
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { makeLoopbackCertificate } from "./certificate";
import { decryptPushBody } from "./decrypt";
import { makeTestSubscription, type TestSubscription } from "./subscriptions";
import { checkVapid, type VapidClaims } from "./vapid";

export interface ReceivedMessage {
  token: string;
  /** The decrypted body, parsed as JSON (the raw text when it is not JSON). */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  vapid: VapidClaims;
  /** performance.now() when it was accepted. */
  at: number;
}

export interface Refusal {
  token: string;
  reason: string;
}

export interface ScriptedAnswer {
  /** 404, 410, 429, 500, or a refusal such as 400. */
  status: number;
  /** How many requests get it before the service accepts again (default: all of them). */
  times?: number;
  /** Retry-After, in seconds, with a 429. */
  retryAfter?: number;
  /** The answer's body (default: none), e.g. text a sender must not pass raw to its log. */
  body?: string;
}

/** A service that holds the connection: the sender's deadline is what ends it. */
export type Stall =
  /** Reads the request, never answers. */
  | { mode: "silent" }
  /**
   * Answers one byte every `everyMs` (default 1000), never ending: after a 201's status line and
   * headers (`head`, the default), or from the status line's first byte on. No idle timeout ever fires.
   */
  | { mode: "trickle"; head?: boolean; everyMs?: number };

export interface FakePushService {
  /** https://127.0.0.1:<port>: the origin to allow with NOTIFICHE_PUSH_ORIGINS. */
  origin: string;
  /** The certificate's PEM file: NODE_EXTRA_CA_CERTS of the sender's process. */
  caFile: string;
  /** A new subscription on this service, as a browser would get it; the service can decrypt what is sent to it. */
  subscribe(token: string): TestSubscription;
  /** Registers a subscription made elsewhere (its endpoint must be this service's). */
  register(subscription: TestSubscription): void;
  endpointOf(token: string): string;
  /** Answers this status to the token's next requests instead of accepting them. */
  answer(token: string, answer: ScriptedAnswer): void;
  /** Holds the connection of every later request for the token, as a slow or hostile service would. */
  stall(token: string, stall: Stall): void;
  /**
   * The token's phone goes offline: its messages are accepted (201) and held, not delivered, and a
   * message with the Topic of one held replaces it (RFC 8030 §5.4).
   */
  goOffline(token: string): void;
  /** The messages held for the token, oldest first. */
  held(token: string): ReceivedMessage[];
  /** The phone is back: what was held is delivered (added to `received`) and returned. */
  comeOnline(token: string): ReceivedMessage[];
  /** Delivered messages, in order. */
  received: ReceivedMessage[];
  /** Requests refused for a bad header or body (a test expects none). */
  refused: Refusal[];
  /** When each request for a token came (performance.now()), scripted answers and stalls included. */
  attempts: Map<string, number[]>;
  /** The path of every request that came, in order, whatever it asked for. */
  requests: string[];
  close(): Promise<void>;
}

const PATH = /^\/push\/([\w-]+)$/;

/** Beside the certificate, the origin it is for: whoever trusts one trusts the other (serviceOriginOf). */
const originFile = (caFile: string) => path.join(path.dirname(caFile), "origin");

/**
 * The origin of the running service whose certificate is `caFile`: the sender's NOTIFICHE_PUSH_ORIGINS
 * in a test that hands it only the certificate (tests/notifiche/support/run-sender.ts).
 */
export function serviceOriginOf(caFile: string): string {
  return readFileSync(originFile(caFile), "utf8");
}

export interface FakePushServiceOptions {
  /**
   * The site's VAPID public key (base64url), as the page passes it to pushManager.subscribe(): like the
   * real services, a message signed with another key is refused (403). Unset: any key that verifies.
   */
  applicationServerKey?: string;
  /** The loopback port (default: a free one): the end-to-end test names the origin before the service starts. */
  port?: number;
}

export async function startFakePushService({ applicationServerKey, port = 0 }: FakePushServiceOptions = {}): Promise<FakePushService> {
  const certificate = makeLoopbackCertificate();
  const subscriptions = new Map<string, TestSubscription>();
  const scripted = new Map<string, ScriptedAnswer>();
  const stalls = new Map<string, Stall>();
  const offline = new Map<string, ReceivedMessage[]>();
  const tricklers = new Set<NodeJS.Timeout>();
  const received: ReceivedMessage[] = [];
  const refused: Refusal[] = [];
  const attempts = new Map<string, number[]>();
  const requests: string[] = [];
  let origin = "";
  let messages = 0;

  const reply = (response: ServerResponse, status: number, headers: Record<string, string> = {}, body?: string) => {
    response.writeHead(status, headers).end(body);
  };

  /** One byte of `prefix` per tick, then "a" forever, until the sender hangs up. */
  const trickle = (request: IncomingMessage, response: ServerResponse, { head = true, everyMs = 1000 }: Extract<Stall, { mode: "trickle" }>) => {
    let write: (byte: string) => void;
    let prefix: string;
    if (head) {
      response.writeHead(201, { "Content-Type": "text/plain" });
      response.flushHeaders();
      write = (byte) => response.write(byte);
      prefix = "";
    } else {
      // Past Node's HTTP layer: the status line itself comes a byte at a time, then a header that never ends.
      write = (byte) => request.socket.write(byte);
      prefix = "HTTP/1.1 201 Created\r\nX-Trickle: ";
    }
    let sent = 0;
    const timer = setInterval(() => write(sent < prefix.length ? prefix[sent++] : "a"), everyMs);
    tricklers.add(timer);
    request.socket.once("close", () => {
      clearInterval(timer);
      tricklers.delete(timer);
    });
  };

  /** A verified message: delivered, or held for an offline token, where it replaces a held one of the same Topic. */
  const accept = (message: ReceivedMessage) => {
    const held = offline.get(message.token);
    if (!held) {
      received.push(message);
      return;
    }
    const sameTopic = message.topic === undefined ? -1 : held.findIndex((earlier) => earlier.topic === message.topic);
    if (sameTopic >= 0) held.splice(sameTopic, 1);
    held.push(message);
  };

  const handle = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    requests.push(request.url ?? "");
    const token = PATH.exec(request.url ?? "")?.[1];
    if (request.method !== "POST" || !token) return reply(response, 404);
    attempts.set(token, [...(attempts.get(token) ?? []), performance.now()]);
    const stalled = stalls.get(token);
    if (stalled?.mode === "silent") return;
    if (stalled?.mode === "trickle") return trickle(request, response, stalled);
    const script = scripted.get(token);
    if (script) {
      if (script.times !== undefined && --script.times <= 0) scripted.delete(token);
      return reply(response, script.status, script.retryAfter !== undefined ? { "Retry-After": String(script.retryAfter) } : {}, script.body);
    }
    const subscription = subscriptions.get(token);
    if (!subscription) return reply(response, 404);
    try {
      if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("Content-Encoding is not aes128gcm");
      const vapid = checkVapid(request.headers.authorization, origin);
      if (applicationServerKey !== undefined && vapid.k !== applicationServerKey) {
        refused.push({ token, reason: "signed with a key other than the subscription's applicationServerKey" });
        return reply(response, 403);
      }
      const text = decryptPushBody(body, subscription).toString("utf8");
      let payload: unknown = text;
      try {
        payload = JSON.parse(text);
      } catch {
        // Kept as text: a test says what it expected.
      }
      const header = (name: string) => request.headers[name] as string | undefined;
      accept({ token, payload, ttl: header("ttl"), urgency: header("urgency"), topic: header("topic"), vapid, at: performance.now() });
      reply(response, 201, { Location: `${origin}/message/${++messages}` });
    } catch (error) {
      refused.push({ token, reason: (error as Error).message });
      reply(response, 400);
    }
  };

  const server = createServer({ cert: certificate.cert, key: certificate.key, keepAliveTimeout: 30_000 }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => handle(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  writeFileSync(originFile(certificate.certFile), origin);

  const endpointOf = (token: string) => `${origin}/push/${token}`;
  const tokenOf = (endpoint: string) => {
    const url = new URL(endpoint);
    const token = PATH.exec(url.pathname)?.[1];
    if (url.origin !== origin || !token) throw new Error(`${endpoint} is not an endpoint of ${origin}`);
    return token;
  };

  return {
    origin,
    caFile: certificate.certFile,
    subscribe: (token) => {
      const subscription = makeTestSubscription(endpointOf(token));
      subscriptions.set(token, subscription);
      return subscription;
    },
    register: (subscription) => subscriptions.set(tokenOf(subscription.subscription.endpoint), subscription),
    endpointOf,
    answer: (token, answer) => scripted.set(token, { ...answer }),
    stall: (token, stall) => stalls.set(token, { ...stall }),
    goOffline: (token) => offline.set(token, offline.get(token) ?? []),
    held: (token) => [...(offline.get(token) ?? [])],
    comeOnline: (token) => {
      const held = offline.get(token) ?? [];
      offline.delete(token);
      received.push(...held);
      return held;
    },
    received,
    refused,
    attempts,
    requests,
    close: async () => {
      for (const timer of tricklers) clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(certificate.dir, { recursive: true, force: true });
    },
  };
}
