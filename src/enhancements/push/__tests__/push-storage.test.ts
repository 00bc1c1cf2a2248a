import { PUSH_STATE_KEY, differs, readPushMemory, writePushMemory } from "../push-storage";

beforeEach(() => localStorage.clear());

describe("what the browser remembers of its notifications", () => {
  it("is nothing at first, and what was written after", () => {
    expect(readPushMemory(localStorage)).toEqual({ inviati: null, inSospeso: false });
    writePushMemory({ inviati: ["a1", "b2"], inSospeso: true }, localStorage);
    expect(readPushMemory(localStorage)).toEqual({ inviati: ["a1", "b2"], inSospeso: true });
    writePushMemory(null, localStorage);
    expect(localStorage.getItem(PUSH_STATE_KEY)).toBeNull();
  });

  it("tolerates anything else in storage", () => {
    for (const junk of ["{", "42", '"x"', '{"inviati":"a","inSospeso":"yes"}']) {
      localStorage.setItem(PUSH_STATE_KEY, junk);
      expect(readPushMemory(localStorage)).toEqual({ inviati: null, inSospeso: false });
    }
  });

  it("works without storage", () => {
    expect(readPushMemory(null)).toEqual({ inviati: null, inSospeso: false });
    expect(() => writePushMemory({ inviati: [], inSospeso: false }, null)).not.toThrow();
  });
});

describe("whether the site's list must be told", () => {
  it("when nothing was sent, or the ids differ; not for the same ids in another order", () => {
    expect(differs(null, ["a"])).toBe(true);
    expect(differs(["a"], ["a", "b"])).toBe(true);
    expect(differs(["a", "b"], ["a"])).toBe(true);
    expect(differs(["a", "c"], ["a", "b"])).toBe(true);
    expect(differs(["b", "a"], ["a", "b"])).toBe(false);
  });
});
