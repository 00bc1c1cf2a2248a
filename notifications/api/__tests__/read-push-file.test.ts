/** @jest-environment node */
import { expiryAfter, pushFileFacts } from "../read-push-file";

test("subscriptions expire when the eighth day after the last day starts (UTC)", () => {
  expect(expiryAfter("2026-09-13")).toBe("2026-09-21T00:00:00.000Z");
  expect(expiryAfter("2026-12-28")).toBe("2027-01-05T00:00:00.000Z");
});

test.each(["2026-02-30", "13/09/2026", "", 20260913, undefined])("no expiry from %p", (value) => {
  expect(expiryAfter(value)).toBeNull();
});

test("the facts of a file of the contract's shape", () => {
  const facts = pushFileFacts({
    sito: "Festival",
    ultimoGiorno: "2026-09-13",
    luoghi: [],
    eventi: { a: { titolo: "A", sequenza: 0, cambi: [] }, b: { titolo: "B", sequenza: 3, cambi: [] } },
  });
  expect(facts).toEqual({
    sequenze: new Map([
      ["a", 0],
      ["b", 3],
    ]),
    scade: "2026-09-21T00:00:00.000Z",
    ultimoGiornoFinito: "2026-09-14T00:00:00.000Z",
  });
});

test.each([
  ["no eventi", { ultimoGiorno: "2026-09-13" }],
  ["eventi as a list", { ultimoGiorno: "2026-09-13", eventi: [] }],
  ["a sequenza that is no count", { ultimoGiorno: "2026-09-13", eventi: { a: { sequenza: -1 } } }],
  ["no last day", { eventi: {} }],
  ["not an object", "file"],
])("%s: no facts", (_, file) => {
  expect(pushFileFacts(file)).toBeNull();
});
