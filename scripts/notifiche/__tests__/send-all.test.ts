// The sender's run without a network: the site's API and the push deliveries are stubs, so that the
// paging, the reports and the tally are checked on fixture subscribers (the real thing: tests/notifiche).
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

const deliverer = (answer: (subscriber: Subscriber) => Delivery): Deliverer & { sent: string[] } => {
  const sent: string[] = [];
  return {
    sent,
    deliver: async (subscriber, payload) => {
      sent.push(`${subscriber.endpoint} ${payload.body}`);
      return answer(subscriber);
    },
    close: () => {},
  };
};

describe("a sending run", () => {
  it("pages through every subscriber with two calls a page, and reports each page's deliveries", async () => {
    const rows = Array.from({ length: 2 * PAGE_SIZE + 1 }, (_, index) => subscriber(index, index % 2 === 0 ? { mosso: 0 } : { fermo: 0 }));
    const { api, calls, reports } = stubApi(rows);
    const push = deliverer(() => ({ esito: "consegnato" }));
    const outcome = await sendAll(api, push, 8);

    expect(calls).toEqual(["file", "page -", "report", `page ${rows[PAGE_SIZE - 1].endpoint}`, "report", `page ${rows[2 * PAGE_SIZE - 1].endpoint}`, "report"]);
    expect(push.sent).toHaveLength(PAGE_SIZE + 1);
    expect(push.sent[0]).toBe(`${rows[0].endpoint} Concerto: ora alle 22:15 (era alle 21:30)`);
    expect(reports.every((report) => report.consegnati.length <= PAGE_SIZE && report.scaduti.length === 0)).toBe(true);
    expect(reports.flatMap((report) => report.consegnati).map((entry) => entry.eventi)).toEqual(Array(PAGE_SIZE + 1).fill({ mosso: 1 }));
    expect(outcome.tally).toEqual({ inviati: PAGE_SIZE + 1, invariati: PAGE_SIZE, scaduti: 0, nonRiusciti: 0 });
  });

  it("reports gone subscriptions, leaves failed ones for the next run, and calls no report for a page with nothing to say", async () => {
    const rows = [subscriber(1, { mosso: 0 }), subscriber(2, { mosso: 0 }), subscriber(3, { mosso: 1 })];
    const { api, reports } = stubApi(rows);
    const push = deliverer(({ endpoint }) => (endpoint === rows[0].endpoint ? { esito: "scaduto" } : { esito: "fallito", motivo: "500" }));
    const outcome = await sendAll(api, push, 2);
    expect(reports).toEqual([{ consegnati: [], scaduti: [rows[0].endpoint] }]);
    expect(outcome.tally).toEqual({ inviati: 0, invariati: 1, scaduti: 1, nonRiusciti: 1 });
    expect(outcome.failures).toEqual(["500"]);

    const quiet = stubApi([subscriber(4, { fermo: 0 })]);
    await sendAll(quiet.api, push, 2);
    expect(quiet.calls).toEqual(["file", "page -"]);
  });
});
