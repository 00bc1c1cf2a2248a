/**
 * @jest-environment node
 */
// The site's errors as the sender's log shows them: the paging cursor is a subscriber's push address,
// so neither it nor the URL that carries it may appear, and the site's text comes on one short line.
import { createServer, type Server } from "node:http";
import { siteApi, SiteApiError } from "../site-api";

const cursor = "https://fcm.googleapis.com/fcm/send/cursore-di-un-visitatore";
const noRetry = { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 };
let server: Server;
let siteUrl: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(400, { "Content-Type": "text/plain" }).end(`pagina rifiutata\n::error::${cursor}`.replace(cursor, "x".repeat(300)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const failure = async (call: Promise<unknown>): Promise<string> => {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SiteApiError);
  return (error as SiteApiError).message;
};

describe("the site's errors in the sender's log", () => {
  it("name the call, not its URL or cursor, and show the site's answer on one short line", async () => {
    const message = await failure(siteApi({ siteUrl, secret: "s" }, noRetry).page(cursor));
    expect(message).toMatch(/^GET \/api\/notifiche\/invii: 400 pagina rifiutata ::error::x+…$/);
    expect(message.length).toBeLessThan(160);
    expect(message).not.toContain("cursore");
    expect(message).not.toContain("dopo=");
  });

  it("name a network failure by its code, without the URL its cause carries", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const message = await failure(siteApi({ siteUrl: `http://127.0.0.1:${port}`, secret: "s" }, noRetry).page(cursor));
    expect(message).toBe("GET /api/notifiche/invii: errore di rete ECONNREFUSED (dopo 1 tentativi)");
  });
});
