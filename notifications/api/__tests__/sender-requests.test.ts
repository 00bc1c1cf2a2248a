/** @jest-environment node */
import { checkPageRequest, checkReport } from "../sender-requests";

const page = (query: string) => checkPageRequest(new URL(`https://sito.example/api/notifiche/invii${query}`));

test("a page: after the cursor, 500 by default", () => {
  expect(page("")).toEqual({ ok: true, value: { after: "", limit: 500 } });
  expect(page("?dopo=https%3A%2F%2Fx&limite=20")).toEqual({ ok: true, value: { after: "https://x", limit: 20 } });
});

test.each(["?limite=0", "?limite=501", "?limite=-1", "?limite=2e2", "?limite=", `?dopo=${"x".repeat(1025)}`])("%s is refused", (query) => {
  expect(page(query).ok).toBe(false);
});

test("a report: deliveries and gone addresses, missing lists empty", () => {
  expect(checkReport({ consegnati: [{ endpoint: "https://x/1", eventi: { a: 2 } }], scaduti: ["https://x/2"] })).toEqual({
    ok: true,
    value: { consegnati: [{ endpoint: "https://x/1", eventi: { a: 2 } }], scaduti: ["https://x/2"] },
  });
  expect(checkReport({})).toEqual({ ok: true, value: { consegnati: [], scaduti: [] } });
});

test.each([
  ["a sequenza of 1.5", { consegnati: [{ endpoint: "https://x/1", eventi: { a: 1.5 } }] }],
  ["eventi as a list", { consegnati: [{ endpoint: "https://x/1", eventi: [1] }] }],
  ["501 gone", { scaduti: Array.from({ length: 501 }, (_, i) => `https://x/${i}`) }],
  ["an empty address", { scaduti: [""] }],
])("%s is refused", (_, body) => {
  expect(checkReport(body).ok).toBe(false);
});
