/** @jest-environment node */
import { SCHEMAS } from "../../../gatsby/data-validation/data-files";
import { EVENT_ID_PATTERN, newEventId } from "../event-id";

const schemaPattern = (file: "programma.json" | "concerti.json" | "talks.json") =>
  (SCHEMAS[file] as { $defs: { idEvento: { pattern: string } } }).$defs.idEvento.pattern;

describe("event ids (event-id.js)", () => {
  const ids = Array.from({ length: 2000 }, () => newEventId());

  it("are what the schemas accept, in every file that holds one", () => {
    for (const file of ["programma.json", "concerti.json", "talks.json"] as const) expect(schemaPattern(file)).toBe(EVENT_ID_PATTERN);
    for (const id of ids) expect(id).toMatch(new RegExp(EVENT_ID_PATTERN));
  });

  it("are eight characters, fit an element id and a ?miei= list, and never look like a day-time-venue slug", () => {
    for (const id of ids) {
      expect(id).toMatch(/^[a-z][a-z0-9]{7}$/);
      // The saved-programme reader's key format (src/enhancements/pocket/saved-events.ts).
      expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,120}$/);
      expect(encodeURIComponent(id)).toBe(id);
    }
    expect(new RegExp(EVENT_ID_PATTERN).test("2025-09-12-2130-nuovo")).toBe(false);
  });

  it("differ from each other and from the ids already taken", () => {
    expect(new Set(ids).size).toBe(ids.length);
    const taken = new Set(ids.slice(0, 10));
    for (let i = 0; i < 200; i++) expect(taken.has(newEventId(taken))).toBe(false);
  });
});
