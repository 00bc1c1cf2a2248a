/**
 * An in-process stand-in for the site's side of the sender (issue 44's contract): the public push file
 * and the two sender endpoints of /api/notifiche/invii, on loopback http, over rows kept in memory. It
 * replaces `wrangler pages dev` with its local D1 for the sender's tests and benchmark until the
 * Functions exist; it follows the contract's paging, bearer and report rules, nothing more.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { PushFile } from "../../../src/events/push-file-shape";

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  eventi: Record<string, number>;
}

export interface FakeSiteApi {
  /** http://127.0.0.1:<port>: the sender's SITE_URL. */
  url: string;
  rows: Map<string, StoredSubscription>;
  put(rows: readonly StoredSubscription[]): void;
  setPushFile(file: PushFile): void;
  /** Calls by "METHOD path", for the per-page bound. */
  calls: string[];
  close(): Promise<void>;
}

const MAX_PAGE = 500;
const MAX_BODY_BYTES = 16 * 1024;

const json = (response: ServerResponse, status: number, body?: unknown) => {
  response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  response.end(body === undefined ? undefined : JSON.stringify(body));
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

export async function startFakeSiteApi({ secret, pushFile }: { secret: string; pushFile: PushFile }): Promise<FakeSiteApi> {
  const rows = new Map<string, StoredSubscription>();
  const calls: string[] = [];
  let file = pushFile;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      calls.push(`${request.method} ${url.pathname}`);
      if (request.method === "GET" && url.pathname === "/eventi/notifiche.json") return json(response, 200, file);
      if (url.pathname !== "/api/notifiche/invii") return json(response, 404, { errore: "Non trovato." });
      if (request.headers.authorization !== `Bearer ${secret}`) return json(response, 401, { errore: "Non autorizzato." });

      if (request.method === "GET") {
        const limite = Number(url.searchParams.get("limite") ?? MAX_PAGE);
        if (!Number.isInteger(limite) || limite < 1 || limite > MAX_PAGE) return json(response, 400, { errore: "Limite non valido." });
        const dopo = url.searchParams.get("dopo");
        const sorted = [...rows.values()].filter((row) => dopo === null || row.endpoint > dopo).sort((a, b) => (a.endpoint < b.endpoint ? -1 : 1));
        const page = sorted.slice(0, limite);
        return json(response, 200, { iscrizioni: page, prossimo: sorted.length > limite ? page[page.length - 1].endpoint : null });
      }
      if (request.method === "POST") {
        const text = await readBody(request);
        if (Buffer.byteLength(text) > MAX_BODY_BYTES) return json(response, 413, { errore: "Richiesta troppo grande." });
        const body = JSON.parse(text) as { consegnati: StoredSubscription[]; scaduti: string[] };
        if (body.consegnati.length > MAX_PAGE || body.scaduti.length > MAX_PAGE) return json(response, 400, { errore: "Troppe righe." });
        let aggiornati = 0;
        for (const { endpoint, eventi } of body.consegnati) {
          const row = rows.get(endpoint);
          if (!row) continue;
          aggiornati++;
          // Only raises, and only ids the row still saves.
          for (const [id, sequenza] of Object.entries(eventi)) if (id in row.eventi && sequenza > row.eventi[id]) row.eventi[id] = sequenza;
        }
        const eliminati = body.scaduti.filter((endpoint) => rows.delete(endpoint)).length;
        return json(response, 200, { aggiornati, eliminati });
      }
      return json(response, 405, { errore: "Metodo non ammesso." });
    })().catch((error: unknown) => json(response, 500, { errore: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rows,
    put: (added) => added.forEach((row) => rows.set(row.endpoint, structuredClone(row))),
    setPushFile: (next) => {
      file = next;
    },
    calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
