import { MAX_REPORT_BYTES, reportBodies } from "../report-bodies";
import type { DeliveryReport } from "../site-api";

// Push addresses as long as real ones (an FCM address is about 180 characters).
const endpoint = (index: number) => `https://push.example/wp/${String(index).padStart(6, "0")}${"x".repeat(160)}`;

describe("a page's report cut into bodies", () => {
  it("keeps every body under the limit, loses and repeats nothing, and needs few of them", () => {
    const report: DeliveryReport = {
      consegnati: Array.from({ length: 500 }, (_, index) => ({ endpoint: endpoint(index), eventi: { concerto: 2, incontro: 1 } })),
      scaduti: Array.from({ length: 40 }, (_, index) => endpoint(1000 + index)),
    };
    const limit = 16 * 1024;
    const bodies = reportBodies(report, limit);
    for (const body of bodies) expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(limit);
    expect(bodies.flatMap((body) => body.consegnati)).toEqual(report.consegnati);
    expect(bodies.flatMap((body) => body.scaduti)).toEqual(report.scaduti);
    expect(bodies.length).toBeLessThanOrEqual(Math.ceil(Buffer.byteLength(JSON.stringify(report)) / limit) + 1);
    // Under the API's cap, that page is one body.
    expect(reportBodies(report, MAX_REPORT_BYTES)).toEqual([report]);
  });

  it("sends a small report as it is, and nothing for an empty one", () => {
    const small: DeliveryReport = { consegnati: [{ endpoint: endpoint(1), eventi: { concerto: 1 } }], scaduti: [endpoint(2)] };
    expect(reportBodies(small)).toEqual([small]);
    expect(reportBodies({ consegnati: [], scaduti: [] })).toEqual([]);
  });
});
