import { formatDateLong, formatDateRange, formatDateRangeFromTo, formatDayLong, formatDayShort, formatMonth } from "../format";
import { phoneText, telHref } from "../phone";

describe("format", () => {
  it("writes festival days in Italian", () => {
    expect(formatDayLong("2025-09-12")).toBe("Venerdì 12 settembre");
    expect(formatDayLong("2025-09-14")).toBe("Domenica 14 settembre");
    expect(formatDayShort("2025-09-13")).toBe("Sab 13 settembre");
  });

  it("writes the full date with its year", () => {
    expect(formatDateLong("2025-09-12")).toBe("Venerdì 12 settembre 2025");
  });

  it("writes a festival's dates naming month and year only where they change", () => {
    expect(formatDateRange("2025-09-12", "2025-09-14")).toBe("12-14 settembre 2025");
    expect(formatDateRange("2026-09-30", "2026-10-02")).toBe("30 settembre - 2 ottobre 2026");
    expect(formatDateRange("2026-12-30", "2027-01-01")).toBe("30 dicembre 2026 - 1 gennaio 2027");
    expect(formatDateRange("2026-06-05", "2026-06-05")).toBe("5 giugno 2026");
  });

  it("capitalises the months for the date badge", () => {
    expect(formatDateRange("2025-09-12", "2025-09-14", { capitalMonths: true })).toBe("12-14 Settembre 2025");
    expect(formatDateRange("2026-09-30", "2026-10-02", { capitalMonths: true })).toBe("30 Settembre - 2 Ottobre 2026");
  });

  it("writes the dates after a verb, eliding the preposition before 1, 8 and 11", () => {
    expect(formatDateRangeFromTo("2025-09-12", "2025-09-14")).toBe("dal 12 al 14 settembre 2025");
    expect(formatDateRangeFromTo("2026-09-29", "2026-10-01")).toBe("dal 29 settembre all'1 ottobre 2026");
    expect(formatDateRangeFromTo("2026-09-08", "2026-09-11")).toBe("dall'8 all'11 settembre 2026");
    expect(formatDateRangeFromTo("2026-12-30", "2027-01-02")).toBe("dal 30 dicembre 2026 al 2 gennaio 2027");
    expect(formatDateRangeFromTo("2026-06-05", "2026-06-05")).toBe("il 5 giugno 2026");
    expect(formatDateRangeFromTo("2026-06-01", "2026-06-01")).toBe("l'1 giugno 2026");
  });

  it("names the month a festival starts in", () => {
    expect(formatMonth("2026-09-30")).toBe("settembre");
  });

  it("makes dialable tel: links and unbreakable phone text", () => {
    expect(telHref("+39 0171 000 0001")).toBe("tel:+3901710000001");
    expect(phoneText("+39 0171 000 0001")).toBe("+39\u00a00171\u00a0000\u00a00001");
  });
});
