/**
 * @jest-environment jsdom
 */
import type { CheckedNotices } from "../check-notices-file";
import { POLL_INTERVAL_MS, createNoticesFeed } from "../notices-feed";

const file: CheckedNotices = { programma: "v1", avvisi: [], listed: [] };

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { value: online, configurable: true });
}

beforeEach(() => {
  jest.useFakeTimers();
  setVisibility("visible");
  setOnline(true);
});
afterEach(() => jest.useRealTimers());

// jsdom's document is "complete" by the time a test runs: the first ask is due at once.
async function feedWithAsks() {
  const fetchFile = jest.fn(() => Promise.resolve(file));
  const feed = createNoticesFeed("/avvisi.json", fetchFile);
  await jest.advanceTimersByTimeAsync(0);
  return { feed, fetchFile };
}

describe("the notices feed of an open page", () => {
  it("asks once loaded, then every 5 minutes while visible", async () => {
    const { feed, fetchFile } = await feedWithAsks();
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(fetchFile).toHaveBeenCalledWith("/avvisi.json");
    expect(feed.getSnapshot()).toEqual(file);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchFile).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(fetchFile).toHaveBeenCalledTimes(14); // 12 an hour
  });

  it("asks nothing while hidden, and at once when shown again after 5 minutes or more", async () => {
    const { fetchFile } = await feedWithAsks();
    setVisibility("hidden");
    await jest.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });

  it("shown again sooner than 5 minutes after its last ask, waits for the rest of them", async () => {
    const { fetchFile } = await feedWithAsks();
    await jest.advanceTimersByTimeAsync(2 * 60_000);
    setVisibility("hidden");
    setVisibility("visible");
    await jest.advanceTimersByTimeAsync(3 * 60_000 - 1);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });

  it("asks nothing offline, and keeps what it had when an ask fails", async () => {
    const fetchFile = jest.fn().mockResolvedValueOnce(file).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const feed = createNoticesFeed("/avvisi.json", fetchFile);
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetchFile).toHaveBeenCalledTimes(2);
    expect(feed.getSnapshot()).toEqual(file);
    setOnline(false);
    await jest.advanceTimersByTimeAsync(3 * POLL_INTERVAL_MS);
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });

  it("reads the network's answer as untrusted: bad entries dropped, a body that is no notices file ignored", async () => {
    const good = { id: "aaaaaaaaaaaa", testo: "Porte aperte.", dal: "2025-09-13T18:00:00+02:00", al: "2025-09-14T00:00:00+02:00", finestra: "dalle 18:00" };
    const bodies = [{ programma: "v1", avvisi: [null, good, { ...good, id: "bbbbbbbbbbbb", testo: { html: "<b>" } }] }, { avvisi: null }, "<html>"];
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(bodies.shift()) } as Response));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      const feed = createNoticesFeed("/avvisi.json");
      await jest.advanceTimersByTimeAsync(0);
      const first = feed.getSnapshot();
      expect(first).toEqual({ programma: "v1", avvisi: [good], listed: ["aaaaaaaaaaaa", "bbbbbbbbbbbb"] });
      await jest.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(feed.getSnapshot()).toBe(first);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
