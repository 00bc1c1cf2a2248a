import { formatDayLong, formatDayShort, telHref } from "../format";

describe("format", () => {
  it("writes festival days in Italian", () => {
    expect(formatDayLong("2025-09-12")).toBe("Venerdì 12 settembre");
    expect(formatDayLong("2025-09-14")).toBe("Domenica 14 settembre");
    expect(formatDayShort("2025-09-13")).toBe("Sab 13 settembre");
  });

  it("makes dialable tel: links", () => {
    expect(telHref("+39 0171 000 0001")).toBe("tel:+3901710000001");
  });
});
