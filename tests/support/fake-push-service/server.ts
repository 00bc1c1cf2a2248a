/**
 * A fake Web Push service on loopback (issue 44's tests and benchmark): https on 127.0.0.1 with a
 * certificate made at start, endpoints https://127.0.0.1:<port>/push/<token>. It accepts a message
 * (201) only when its VAPID header verifies and its body decrypts with the subscription's keys, and
 * records it; a test can make it answer 404, 410, 429 or 500 for a token instead.
 */
import { rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
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
  status: 404 | 410 | 429 | 500;
  /** How many requests get it before the service accepts again (default: all of them). */
  times?: number;
  /** Retry-After, in seconds, with a 429. */
  retryAfter?: number;
}

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
  /** Accepted messages, in order. */
  received: ReceivedMessage[];
  /** Requests refused for a bad header or body (a test expects none). */
  refused: Refusal[];
  /** When each request for a token came (performance.now()), scripted answers included. */
  attempts: Map<string, number[]>;
  close(): Promise<void>;
}

const PATH = /^\/push\/([\w-]+)$/;

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
  const received: ReceivedMessage[] = [];
  const refused: Refusal[] = [];
  const attempts = new Map<string, number[]>();
  let origin = "";

  const reply = (response: ServerResponse, status: number, headers: Record<string, string> = {}) => {
    response.writeHead(status, headers).end();
  };

  const handle = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const token = PATH.exec(request.url ?? "")?.[1];
    if (request.method !== "POST" || !token) return reply(response, 404);
    attempts.set(token, [...(attempts.get(token) ?? []), performance.now()]);
    const script = scripted.get(token);
    if (script) {
      if (script.times !== undefined && --script.times <= 0) scripted.delete(token);
      return reply(response, script.status, script.retryAfter !== undefined ? { "Retry-After": String(script.retryAfter) } : {});
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
      received.push({ token, payload, ttl: header("ttl"), urgency: header("urgency"), topic: header("topic"), vapid, at: performance.now() });
      reply(response, 201, { Location: `${origin}/message/${received.length}` });
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
    received,
    refused,
    attempts,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(certificate.dir, { recursive: true, force: true });
    },
  };
}
