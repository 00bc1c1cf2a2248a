/**
 * @jest-environment node
 */
// The sender's run without a network: the site's API and the push deliveries are stubs, so that the
// paging, the reports and the tally are checked on fixture subscribers (the real thing: tests/notifiche).
import { once } from "node:events";
import type { PushFile } from "../../../src/events/push-file";
import type { Deliverer, Delivery } from "../deliver";
import { sendAll } from "../send-all";
import { PAGE_SIZE, type DeliveryReport, type SiteApi, type Subscriber } from "../site-api";

const file: PushFile = {
  sito: "Festival di Prova",
  ultimoGiorno: "2030-09-14",
  luoghi: [],
  eventi: {
    mosso: { titolo: "Concerto", sequenza: 1, cambi: [{ quando: "2030-09-01T10:00:00Z", campo: "ora", prima: "21:30", dopo: "22:15" }] },
    fermo: { titolo: "Mostra", sequenza: 0, cambi: [] },
  },
};

const subscriber = (index: number, eventi: Record<string, number>): Subscriber => ({
  endpoint: `https://push.example/${String(index).padStart(5, "0")}`,
  keys: { p256dh: "p", auth: "a" },
  eventi,
});

/** An API over these rows, in endpoint order, recording every call. */
function stubApi(rows: Subscriber[]) {
  const calls: string[] = [];
  const reports: DeliveryReport[] = [];
  const api: SiteApi = {
    pushFile: async () => {
      calls.push("file");
      return file;
    },
    purge: async () => {
      calls.push("purge");
      return { iscrizioni: 0, contatori: 0 };
    },
    page: async (dopo) => {
      calls.push(`page ${dopo ?? "-"}`);
      const after = rows.filter((row) => dopo === null || row.endpoint > dopo);
      const page = after.slice(0, PAGE_SIZE);
      return { iscrizioni: page, prossimo: after.length > PAGE_SIZE ? page[page.length - 1].endpoint : null };
    },
    report: async (report) => {
      calls.push("report");
      reports.push(report);
    },
  };
  return { api, calls, reports };
}

/** Deliveries answered by `answer`; `accepts` stands for the site's check of an address. */
const deliverer = (
  answer: (subscriber: Subscriber) => Delivery | Promise<Delivery>,
  accepts: (endpoint: unknown) => boolean = () => true,
): Deliverer & { sent: string[] } => {
  const sent: string[] = [];
  return {
    sent,
    accepts,
    deliver: async (subscriber, payload) => {
      sent.push(`${subscriber.endpoint} ${payload.body}`);
      return answer(subscriber);
    },
    close: () => {},
  };
};

const pageCalls = (calls: string[]) => calls.filter((call) => call.startsWith("page"));

describe("a sending run", () => {
  it("pages through every subscriber with two calls a page, and reports each page's deliveries", async () => {
    const rows = Array.from({ length: 2 * PAGE_SIZE + 1 }, (_, index) => subscriber(index, index % 2 === 0 ? { mosso: 0 } : { fermo: 0 }));
    const { api, calls, reports } = stubApi(rows);
    const push = deliverer(() => ({ esito: "consegnato" }));
    const outcome = await sendAll(api, push, 8);

    expect(calls[0]).toBe("file");
    expect(pageCalls(calls)).toEqual(["page -", `page ${rows[PAGE_SIZE - 1].endpoint}`, `page ${rows[2 * PAGE_SIZE - 1].endpoint}`]);
    expect(calls.filter((call) => call === "report")).toHaveLength(3);
    expect(push.sent).toHaveLength(PAGE_SIZE + 1);
    expect(push.sent[0]).toBe(`${rows[0].endpoint} Concerto: ora alle 22:15 (era alle 21:30)`);
    expect(reports.every((report) => report.consegnati.length <= PAGE_SIZE && report.scaduti.length === 0)).toBe(true);
    expect(reports.flatMap((report) => report.consegnati).map((entry) => entry.eventi)).toEqual(Array(PAGE_SIZE + 1).fill({ mosso: 1 }));
    expect(outcome.tally).toEqual({ inviati: PAGE_SIZE + 1, invariati: PAGE_SIZE, scaduti: 0, nonRiusciti: 0, estranei: 0 });
    expect(outcome.complete).toBe(true);
  });

  it("reports gone subscriptions, leaves failed ones for the next run, and calls no report for a page with nothing to say", async () => {
    const rows = [subscriber(1, { mosso: 0 }), subscriber(2, { mosso: 0 }), subscriber(3, { mosso: 1 })];
    const { api, reports } = stubApi(rows);
    const push = deliverer(({ endpoint }) => (endpoint === rows[0].endpoint ? { esito: "scaduto" } : { esito: "fallito", motivo: "500" }));
    const outcome = await sendAll(api, push, 2);
    expect(reports).toEqual([{ consegnati: [], scaduti: [rows[0].endpoint] }]);
    expect(outcome.tally).toEqual({ inviati: 0, invariati: 1, scaduti: 1, nonRiusciti: 1, estranei: 0 });
    expect(outcome.failures).toEqual(["500"]);

    const quiet = stubApi([subscriber(4, { fermo: 0 })]);
    await sendAll(quiet.api, push, 2);
    expect(quiet.calls).toEqual(["file", "page -"]);
  });

  it("checks every address again: one the check refuses is reported for deletion and counted, news or not, never delivered", async () => {
    const rows = [subscriber(1, { mosso: 0 }), subscriber(2, { mosso: 0 }), subscriber(3, { fermo: 0 })];
    const refused = new Set([rows[0].endpoint, rows[2].endpoint]);
    const { api, reports } = stubApi(rows);
    const push = deliverer(
      () => ({ esito: "consegnato" }),
      (endpoint) => !refused.has(endpoint as string),
    );
    const outcome = await sendAll(api, push, 2);
    expect(push.sent.map((sent) => sent.split(" ")[0])).toEqual([rows[1].endpoint]);
    expect(reports).toEqual([{ consegnati: [{ endpoint: rows[1].endpoint, eventi: { mosso: 1 } }], scaduti: [rows[0].endpoint, rows[2].endpoint] }]);
    expect(outcome.tally).toEqual({ inviati: 1, invariati: 0, scaduti: 0, nonRiusciti: 0, estranei: 2 });
  });

  it("lets no message that hangs hold back another subscriber: the next page goes on, and its own page is reported when it ends", async () => {
    const rows = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => subscriber(index, { mosso: 0 }));
    const { api, calls, reports } = stubApi(rows);
    let release: (delivery: Delivery) => void = () => {};
    const hanging = new Promise<Delivery>((resolve) => (release = resolve));
    const push = deliverer((row) => (row === rows[0] ? hanging : { esito: "consegnato" }));
    const run = sendAll(api, push, 4);

    // Everyone else told and the second page reported while the first message still waits (the stubs
    // answer in microtasks, all run before the next turn of the event loop).
    await new Promise((resolve) => setImmediate(resolve));
    expect(pageCalls(calls)).toHaveLength(2);
    expect(push.sent).toHaveLength(rows.length);
    expect(reports.flatMap((report) => report.consegnati)).toEqual([{ endpoint: rows[PAGE_SIZE].endpoint, eventi: { mosso: 1 } }]);

    release({ esito: "fallito", motivo: "push.example: nessuna risposta entro 30 s" });
    const outcome = await run;
    expect(reports).toHaveLength(2);
    expect(reports[1].consegnati.map((entry) => entry.endpoint)).toEqual(rows.slice(1, PAGE_SIZE).map((row) => row.endpoint));
    expect(outcome.tally).toMatchObject({ inviati: PAGE_SIZE, nonRiusciti: 1 });
    expect(outcome.failures).toEqual(["push.example: nessuna risposta entro 30 s"]);
  });

  it("at the run's cap reads no further page and still reports what the pages read delivered", async () => {
    const rows = Array.from({ length: 2 * PAGE_SIZE + 1 }, (_, index) => subscriber(index, { mosso: 0 }));
    const { api, calls, reports } = stubApi(rows);
    const cap = new AbortController();
    const push = deliverer(async (row) => {
      if (row === rows[0]) {
        // In flight when the cap comes: cut off.
        await once(cap.signal, "abort");
        return { esito: "fallito", motivo: "push.example: interrotto" };
      }
      if (row === rows[5]) cap.abort();
      return { esito: "consegnato" };
    });
    const outcome = await sendAll(api, push, 2, cap.signal);
    expect(pageCalls(calls)).toEqual(["page -"]);
    expect(outcome).toMatchObject({ pages: 1, complete: false, tally: { inviati: PAGE_SIZE - 1, nonRiusciti: 1 } });
    expect(reports.flatMap((report) => report.consegnati)).toHaveLength(PAGE_SIZE - 1);
  });
});
