/**
 * @jest-environment node
 */
// The deliverer's network boundary, without a push service: an address the site's check refuses is
// never looked up nor connected to (a resolver that records what it is asked, a loopback server that
// counts connections), an accepted one is connected to only through that resolver, and a service that
// never answers is cut off at the message's deadline.
import { createECDH, randomBytes } from "node:crypto";
import { createServer, type LookupFunction, type Server, type Socket } from "node:net";
import { pushDeliverer, type DelivererOptions } from "../deliver";
import type { Subscriber } from "../site-api";

const vapidKeys = () => {
  const ecdh = createECDH("prime256v1");
  return { publicKey: ecdh.generateKeys().toString("base64url"), privateKey: ecdh.getPrivateKey().toString("base64url") };
};
const vapid = { ...vapidKeys(), subject: "mailto:notifiche@example.org" };
// A subscription's keys as a browser makes them (RFC 8291).
const keys = { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
const payload = {
  title: "Festival di Prova",
  body: "Concerto: ora alle 22:15",
  tag: "modifiche-programma",
  url: "/",
  notizie: { concerto: "Concerto: ora alle 22:15" },
};

let server: Server;
let port: number;
/** The connections the loopback server took in this test. */
let connections = 0;
const open = new Set<Socket>();
const looked: string[] = [];
/** Resolves every name to the loopback server, and remembers it was asked. */
const lookup: LookupFunction = (hostname, options, callback) => {
  looked.push(hostname);
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

beforeAll(async () => {
  // Accepts and never answers: a TLS handshake that never ends.
  server = createServer((socket) => {
    connections++;
    open.add(socket);
    socket.on("close", () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of open) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  looked.length = 0;
  connections = 0;
});

const deliverer = (options: Partial<DelivererOptions> = {}) =>
  pushDeliverer({ vapid, concurrency: 4, lookup, retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 }, ...options });
const subscriber = (endpoint: string): Subscriber => ({ endpoint, keys, eventi: {} });

describe("the deliverer", () => {
  it("neither looks up nor connects to an address the site would refuse", async () => {
    const loopback = `127.0.0.1:${port}`;
    // Each read by a lax parser as this loopback server, or as an attacker's host with a push service's tail.
    const hostile = [
      `https://${loopback};.push.apple.com/x`,
      `https://${loopback}%3B.push.apple.com/x`,
      `https://${loopback}{.push.apple.com/x`,
      `https://${loopback}}.push.apple.com/x`,
      `https://${loopback}\`.push.apple.com/x`,
      `https://${loopback}".push.apple.com/x`,
      `https://${loopback}'.push.apple.com/x`,
      `https://${loopback}\\.push.apple.com/x`,
      `https://web.push.apple.com@${loopback}/x`,
      "https://attacker.example;.push.apple.com/x",
      "https://attacker.example%3B.push.apple.com/x",
      "https://10.0.0.5;.notify.windows.com/x",
      `https://127.0.0.1/x`,
      `https://[::1]:${port}/x`,
      "https://WEB.PUSH.APPLE.COM/x",
      "https://wèb.push.apple.com/x",
      "https://web.push.apple.com./x",
      `https://127.0.0.1.:${port}/x`,
      `https://web.push.apple.com:${port}/x`,
      `http://${loopback}/x`,
    ];
    // The loopback server is one the site accepts (as the tests' fake service is): only exact addresses on it pass.
    const push = deliverer({ extraOrigins: new Set([`https://${loopback}`]) });
    try {
      expect(hostile.filter((endpoint) => push.accepts(endpoint))).toEqual([]);
      for (const endpoint of hostile) expect(await push.deliver(subscriber(endpoint), payload)).toEqual({ esito: "estraneo" });
      expect(looked).toEqual([]);
      expect(connections).toBe(0);
    } finally {
      push.close();
    }
  });

  it("connects through the given resolver only, and cuts off a service that never answers at the message's deadline", async () => {
    const origin = `https://push.test:${port}`;
    const push = deliverer({ extraOrigins: new Set([origin]), deadlineMs: 300 });
    try {
      const started = performance.now();
      const delivery = await push.deliver(subscriber(`${origin}/push/silenzio`), payload);
      expect(delivery).toEqual({ esito: "fallito", motivo: "push.test: nessuna risposta entro 0,3 s" });
      expect(looked).toEqual(["push.test"]);
      expect(connections).toBe(1);
      // Generous: proves it did not wait for an idle timeout.
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      push.close();
    }
  });

  it("tries nothing once the run's cap has passed", async () => {
    const cap = new AbortController();
    cap.abort();
    const origin = `https://push.test:${port}`;
    const push = deliverer({ extraOrigins: new Set([origin]), signal: cap.signal });
    try {
      expect(await push.deliver(subscriber(`${origin}/push/tardi`), payload)).toEqual({
        esito: "fallito",
        motivo: "push.test: non tentato, tempo dell'invio finito",
      });
      expect(looked).toEqual([]);
    } finally {
      push.close();
    }
  });
});
