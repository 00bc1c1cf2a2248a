import { formatDateLong, formatDayLong, formatDayShort } from "../format";
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

  it("makes dialable tel: links and unbreakable phone text", () => {
    expect(telHref("+39 0171 000 0001")).toBe("tel:+3901710000001");
    expect(phoneText("+39 0171 000 0001")).toBe("+39\u00a00171\u00a0000\u00a00001");
  });
});
