import { isActive, lateNotices, staticNoticeGone } from "../notices-now";
import type { NoticesFile, PublishedNotice } from "../../../components/notice-slots/notices-file";
import { isForPage } from "../../../components/notices/notices";
import type { CheckedNotices } from "../check-notices-file";

// Windows written with Rome's offsets, as the build writes them; the clock is an instant, so the
// device's own zone (process.env.TZ) plays no part.
const notice = (id: string, dal: string, al: string, extra: Partial<PublishedNotice> = {}): PublishedNotice => ({
  id,
  testo: `Avviso ${id}`,
  dal,
  al,
  finestra: "",
  ...extra,
});
const evening = notice("sera", "2025-09-13T18:00:00+02:00", "2025-09-13T23:30:00+02:00");
const at = (iso: string) => Date.parse(iso);
// The file as the feed gives it after its check: every entry good, so every id listed.
const checked = (file: NoticesFile): CheckedNotices => ({ ...file, listed: file.avvisi.map((entry) => entry.id) });

describe("a notice's window", () => {
  it("opens at its start and closes at its end, in Rome's time whatever zone the instant is written in", () => {
    expect(isActive(evening, at("2025-09-13T15:59:59Z"))).toBe(false);
    expect(isActive(evening, at("2025-09-13T16:00:00Z"))).toBe(true); // 18:00 in Rome
    expect(isActive(evening, at("2025-09-13T15:15:00-05:00"))).toBe(true); // New York's 15:15 is 22:15 in Rome
    expect(isActive(evening, at("2025-09-13T21:29:59Z"))).toBe(true);
    expect(isActive(evening, at("2025-09-13T21:30:00Z"))).toBe(false); // 23:30 in Rome: over
    expect(isActive(evening, at("2025-09-14T07:00:00+09:00"))).toBe(false); // Tokyo's morning after: 00:00 in Rome
  });

  it("belongs to every page, or to its own page only", () => {
    expect(isForPage(evening, "/talks/")).toBe(true);
    expect(isForPage({ ...evening, pagina: "/talks/" }, "/talks/")).toBe(true);
    expect(isForPage({ ...evening, pagina: "/talks/" }, "/")).toBe(false);
  });
});

describe("the server's notices on an open page", () => {
  const file = checked({ programma: "v1", avvisi: [evening] });
  const during = at("2025-09-13T20:00:00+02:00");

  it("stay while on, listed and not hidden", () => {
    expect(staticNoticeGone("sera", evening.al, during, null, [])).toBe(false);
    expect(staticNoticeGone("sera", evening.al, during, file, [])).toBe(false);
  });

  it("go when they end, even with no file read (offline)", () => {
    expect(staticNoticeGone("sera", evening.al, at("2025-09-13T23:30:00+02:00"), null, [])).toBe(true);
  });

  it("go when the file no longer lists them (taken out of the data)", () => {
    expect(staticNoticeGone("sera", evening.al, during, checked({ programma: "v1", avvisi: [] }), [])).toBe(true);
  });

  it("stay while the file still names them, even in an entry this page cannot show (a bad file changes nothing)", () => {
    expect(staticNoticeGone("sera", evening.al, during, { programma: "v1", avvisi: [], listed: ["sera"] }, [])).toBe(false);
  });

  it("go when the visitor hid them, at the top; a card's stays (null: no hiding there)", () => {
    expect(staticNoticeGone("sera", evening.al, during, file, ["sera"])).toBe(true);
    expect(staticNoticeGone("sera", evening.al, during, file, null)).toBe(false);
  });
});

describe("later notices", () => {
  const before = notice("prima", "2025-09-12T10:00:00+02:00", "2025-09-12T12:00:00+02:00");
  const later = notice("dopo", "2025-09-14T10:00:00+02:00", "2025-09-15T00:00:00+02:00");
  const file = checked({ programma: "v1", avvisi: [later, evening, before] });

  it("are the file's notices on now that the page does not have, newest first", () => {
    expect(lateNotices(file, new Set(), at("2025-09-13T19:00:00+02:00")).map((n) => n.id)).toEqual(["sera"]);
    expect(lateNotices(file, new Set(["sera"]), at("2025-09-13T19:00:00+02:00"))).toEqual([]);
    expect(lateNotices(file, new Set(), at("2025-09-14T11:00:00+02:00")).map((n) => n.id)).toEqual(["dopo"]);
    expect(lateNotices(null, new Set(), at("2025-09-14T11:00:00+02:00"))).toEqual([]);
  });
});
