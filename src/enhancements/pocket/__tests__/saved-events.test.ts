import { SAVED_EVENTS_KEY, createSavedStore, forgetMissing, parseSaved, toggleSaved } from "../saved-events";

describe("the saved events", () => {
  it("reads only event slugs from storage, once each, whatever else is there", () => {
    expect(parseSaved(null)).toEqual([]);
    expect(parseSaved("not json")).toEqual([]);
    expect(parseSaved('{"a":1}')).toEqual([]);
    expect(parseSaved('["2025-09-12-2130-nuovo", 3, "<img>", "2025-09-12-2130-nuovo", "2025-09-13-1030-cinema-monviso"]')).toEqual([
      "2025-09-12-2130-nuovo",
      "2025-09-13-1030-cinema-monviso",
    ]);
  });

  it("toggles one slug and keeps the others in order", () => {
    expect(toggleSaved(["a", "b"], "c")).toEqual(["a", "b", "c"]);
    expect(toggleSaved(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });

  it("forgets slugs of events that no longer exist", () => {
    expect(forgetMissing(["a", "gone", "b"], new Set(["a", "b", "c"]))).toEqual(["a", "b"]);
  });

  it("keeps the list in localStorage, so every page and tab sees it", () => {
    localStorage.clear();
    const one = createSavedStore(localStorage);
    one.write(["2025-09-12-2130-nuovo"]);
    expect(localStorage.getItem(SAVED_EVENTS_KEY)).toBe('["2025-09-12-2130-nuovo"]');
    expect(createSavedStore(localStorage).read()).toEqual(["2025-09-12-2130-nuovo"]);
  });

  it("still works for the page view when storage refuses to write", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as unknown as Storage;
    const store = createSavedStore(refusing);
    store.write(["2025-09-14-2100-teatro-toselli"]);
    expect(store.read()).toEqual(["2025-09-14-2100-teatro-toselli"]);
    expect(createSavedStore(null).read()).toEqual([]);
  });
});
