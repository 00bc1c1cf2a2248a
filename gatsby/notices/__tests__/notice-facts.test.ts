/** @jest-environment node */
import { isNoticeActive, newestFirst, noticeId, noticeInstants, programmeVersion } from "../notice-facts";
import { noticesFileOf } from "../write-notices-file";
import { buildInstant } from "../build-instant";
import { noticeWindowLabel } from "../../../src/utils/notice-window";

describe("a notice's window", () => {
  it("is Rome's wall time with the offset of each moment, also across the end of summer time", () => {
    expect(noticeInstants({ dal: "2025-09-13T18:00", al: "2025-09-13T23:30" })).toEqual({ dal: "2025-09-13T18:00:00+02:00", al: "2025-09-13T23:30:00+02:00" });
    expect(noticeInstants({ dal: "2025-10-25T20:00", al: "2025-10-26T12:00" })).toEqual({ dal: "2025-10-25T20:00:00+02:00", al: "2025-10-26T12:00:00+01:00" });
    expect(noticeInstants({ dal: "2025-12-31T18:00" })).toEqual({ dal: "2025-12-31T18:00:00+01:00", al: "2026-01-01T00:00:00+01:00" });
  });

  it("without al ends at the end of its day; the start is in, the end is out", () => {
    const notice = { dal: "2025-09-13T18:00" };
    expect(isNoticeActive(notice, new Date("2025-09-13T15:59:59Z"))).toBe(false);
    expect(isNoticeActive(notice, new Date("2025-09-13T16:00:00Z"))).toBe(true);
    expect(isNoticeActive(notice, new Date("2025-09-13T21:59:59Z"))).toBe(true);
    expect(isNoticeActive(notice, new Date("2025-09-13T22:00:00Z"))).toBe(false);
  });

  it("reads in Italian", () => {
    expect(noticeWindowLabel("2025-09-13T18:00")).toBe("dalle 18:00 del 13 settembre");
    expect(noticeWindowLabel("2025-09-13T18:00", "2025-09-14T00:00")).toBe("dalle 18:00 del 13 settembre");
    expect(noticeWindowLabel("2025-09-13T18:00", "2025-09-13T23:30")).toBe("dalle 18:00 alle 23:30 del 13 settembre");
    expect(noticeWindowLabel("2025-09-13T18:00", "2025-09-14T12:00")).toBe("dalle 18:00 del 13 settembre alle 12:00 del 14 settembre");
    expect(noticeWindowLabel("2025-09-11T09:00", "2025-10-01T09:00")).toBe("dalle 09:00 dell'11 settembre alle 09:00 dell'1 ottobre");
    expect(noticeWindowLabel("2025-09-13T00:00")).toBe("13 settembre");
  });

  it("sorts newest first", () => {
    const list = [{ dal: "2025-09-12T10:00" }, { dal: "2025-09-13T18:00", al: "2025-09-14T01:00" }, { dal: "2025-09-13T18:00", al: "2025-09-13T20:00" }];
    expect(newestFirst(list)).toEqual([list[2], list[1], list[0]]);
  });
});

describe("a notice's id", () => {
  it("is stable for the same start and text, and new for a changed text or start", () => {
    const id = noticeId({ dal: "2025-09-13T18:00", testo: "Porte aperte alle 21:00." });
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(noticeId({ dal: "2025-09-13T18:00", testo: "Porte aperte alle 21:00. " })).toBe(id);
    expect(noticeId({ dal: "2025-09-13T18:00", testo: "Porte aperte alle 21:30." })).not.toBe(id);
    expect(noticeId({ dal: "2025-09-13T19:00", testo: "Porte aperte alle 21:00." })).not.toBe(id);
  });
});

describe("the programme's version", () => {
  const days = [
    { data: "2025-09-12", eventi: [{ id: "aaaa1111", ora: "21:30", luogo: "NUoVO", titolo: "Concerto" }] },
    { data: "2025-09-13", eventi: [{ id: "bbbb2222", ora: "10:30", luogo: "Cinema Monviso", titolo: "Talk" }] },
  ];
  const version = programmeVersion(days);
  const edited = (edit: (copy: typeof days) => void) => {
    const copy = JSON.parse(JSON.stringify(days)) as typeof days;
    edit(copy);
    return programmeVersion(copy);
  };

  it("changes with a time, a venue, a day, a status, an end, an event more or less", () => {
    expect(edited((copy) => void (copy[0].eventi[0].ora = "22:15"))).not.toBe(version);
    expect(edited((copy) => void (copy[0].eventi[0].luogo = "Teatro Toselli"))).not.toBe(version);
    expect(edited((copy) => void copy[1].eventi.push(copy[0].eventi.pop()!))).not.toBe(version);
    expect(edited((copy) => void Object.assign(copy[0].eventi[0], { stato: "annullato" }))).not.toBe(version);
    expect(edited((copy) => void Object.assign(copy[0].eventi[0], { fine: "23:30" }))).not.toBe(version);
    expect(edited((copy) => void copy[1].eventi.pop())).not.toBe(version);
  });

  it("not with a title, nor with the order of the events", () => {
    expect(edited((copy) => void (copy[0].eventi[0].titolo = "Altro titolo"))).toBe(version);
    expect(edited((copy) => void copy.reverse())).toBe(version);
  });
});

describe("public/avvisi.json", () => {
  it("lists the notices not over yet, with optional fields only when set", () => {
    const notice = {
      id: "3f9a0c12b7de",
      testo: "Porte aperte.",
      dal: "2025-09-13T18:00:00+02:00",
      al: "2025-09-14T00:00:00+02:00",
      finestra: "dalle 18:00 del 13 settembre",
      evento: null,
      pagina: null,
      importante: null,
    };
    const file = noticesFileOf(
      "v1",
      [notice, { ...notice, id: "old", al: "2025-09-12T00:00:00+02:00" }, { ...notice, id: "x", pagina: "/talks/", importante: true, evento: null }],
      new Date("2025-09-13T12:00:00Z"),
    );
    expect(file).toEqual({
      programma: "v1",
      avvisi: [
        {
          id: "3f9a0c12b7de",
          testo: "Porte aperte.",
          dal: "2025-09-13T18:00:00+02:00",
          al: "2025-09-14T00:00:00+02:00",
          finestra: "dalle 18:00 del 13 settembre",
        },
        {
          id: "x",
          testo: "Porte aperte.",
          dal: "2025-09-13T18:00:00+02:00",
          al: "2025-09-14T00:00:00+02:00",
          finestra: "dalle 18:00 del 13 settembre",
          pagina: "/talks/",
          importante: true,
        },
      ],
    });
  });
});

describe("the build's instant", () => {
  it("is now, or CONNESSIONI_BUILD_INSTANT for a fixed clock", () => {
    expect(buildInstant({ CONNESSIONI_BUILD_INSTANT: "2025-09-13T16:30:00Z" }).toISOString()).toBe("2025-09-13T16:30:00.000Z");
    expect(() => buildInstant({ CONNESSIONI_BUILD_INSTANT: "sabato" })).toThrow(/CONNESSIONI_BUILD_INSTANT/);
    expect(Math.abs(buildInstant({}).getTime() - Date.now())).toBeLessThan(5_000);
  });
});
