import { DISMISSED_NOTICES_KEY, createDismissedNotices } from "../dismissed-notices";

/** A Storage over a Map (jsdom's localStorage is per test file; this one is per test). */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe("the notices a visitor hid", () => {
  it("are kept by id in this browser, and forgotten once the file no longer lists them", () => {
    const storage = memoryStorage();
    const hidden = createDismissedNotices(storage);
    hidden.dismiss("a1");
    hidden.dismiss("b2");
    expect(createDismissedNotices(storage).getSnapshot()).toEqual(["a1", "b2"]);
    hidden.keepOnly(new Set(["b2", "c3"]));
    expect(JSON.parse(storage.getItem(DISMISSED_NOTICES_KEY)!)).toEqual(["b2"]);
  });

  it("tolerate a broken or foreign value, and a storage that refuses", () => {
    expect(createDismissedNotices(memoryStorage({ [DISMISSED_NOTICES_KEY]: "{non json" })).getSnapshot()).toEqual([]);
    expect(createDismissedNotices(memoryStorage({ [DISMISSED_NOTICES_KEY]: '[1,"x",null]' })).getSnapshot()).toEqual(["x"]);
    const full = memoryStorage();
    full.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    const hidden = createDismissedNotices(full);
    hidden.dismiss("a1");
    expect(hidden.getSnapshot()).toEqual(["a1"]); // for this page view
    expect(createDismissedNotices(null).getSnapshot()).toEqual([]);
  });
});
