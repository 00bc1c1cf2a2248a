import { MAX_NOTICES, MAX_TEXT, checkNotice, checkNoticesFile } from "../check-notices-file";

// A fixture notice as the build writes it; never the site's own.
const good = {
  id: "3f9a0c12b7de",
  testo: "Porte aperte alle 21:00.",
  dal: "2025-09-13T18:00:00+02:00",
  al: "2025-09-14T00:00:00+02:00",
  finestra: "dalle 18:00 del 13 settembre",
};

describe("one entry of /avvisi.json", () => {
  it("is a notice when every field has its type and length; optional fields kept only when set", () => {
    expect(checkNotice(good)).toEqual(good);
    expect(checkNotice({ ...good, evento: "k7m2q9xa", pagina: "/talks/", importante: true })).toEqual({
      ...good,
      evento: "k7m2q9xa",
      pagina: "/talks/",
      importante: true,
    });
    expect(checkNotice({ ...good, evento: null, pagina: null, importante: false })).toEqual(good);
  });

  it.each([
    ["null", null],
    ["a string", "avviso"],
    ["a list", [good]],
    ["without id", { ...good, id: undefined }],
    ["an id that is no id", { ...good, id: "<img src=x>" }],
    ["a text that is an object", { ...good, testo: { html: "<b>x</b>" } }],
    ["a text that is a number", { ...good, testo: 42 }],
    ["an empty text", { ...good, testo: "  " }],
    ["a text of a megabyte", { ...good, testo: "a".repeat(1024 * 1024) }],
    ["a start that is no instant", { ...good, dal: "sabato sera" }],
    ["an end that is a number", { ...good, al: 1757800000000 }],
    ["a window in words missing", { ...good, finestra: undefined }],
    ["an event that is an object", { ...good, evento: { id: "x" } }],
    ["a page that is no path", { ...good, pagina: "https://example.org/" }],
    ["importante as a string", { ...good, importante: "sì" }],
  ])("is dropped when it is %s", (_, entry) => {
    expect(checkNotice(entry)).toBeNull();
  });

  it("keeps HTML in its text as text (React writes it escaped)", () => {
    expect(checkNotice({ ...good, testo: "<script>alert(1)</script>" })?.testo).toBe("<script>alert(1)</script>");
  });

  it("takes a text up to the limit", () => {
    expect(checkNotice({ ...good, testo: "a".repeat(MAX_TEXT) })).not.toBeNull();
    expect(checkNotice({ ...good, testo: "a".repeat(MAX_TEXT + 1) })).toBeNull();
  });
});

describe("the whole file", () => {
  it("is ignored when its top level is not a notices file", () => {
    for (const body of [null, "avvisi", [], {}, { programma: "v1" }, { programma: 1, avvisi: [] }, { programma: "v1", avvisi: {} }]) {
      expect(checkNoticesFile(body)).toBeNull();
    }
  });

  it("keeps the good entries in their order, and lists every id, a dropped entry's too", () => {
    const other = { ...good, id: "aaaaaaaaaaaa" };
    const file = checkNoticesFile({ programma: "v1", avvisi: [null, good, { ...good, id: "bbbbbbbbbbbb", testo: {} }, 7, other] });
    expect(file).toEqual({ programma: "v1", avvisi: [good, other], listed: [good.id, "bbbbbbbbbbbb", other.id] });
  });

  it("reads no more than its cap of entries", () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ ...good, id: `n${index}` }));
    const file = checkNoticesFile({ programma: "v1", avvisi: many })!;
    expect(file.avvisi).toHaveLength(MAX_NOTICES);
    expect(file.avvisi[0].id).toBe("n0");
    expect(file.listed).toHaveLength(MAX_NOTICES);
  });
});
