import { romeDateTime, romeInstant, romeOffset } from "../rome-time";

describe("romeOffset", () => {
  it("uses summer time (CEST) during the festival", () => {
    expect(romeOffset("2025-09-12", "21:30")).toBe("+02:00");
  });

  it("uses winter time (CET) in January", () => {
    expect(romeOffset("2025-01-15", "10:00")).toBe("+01:00");
  });

  it("switches on the last Sunday of October", () => {
    expect(romeOffset("2025-10-25", "12:00")).toBe("+02:00");
    expect(romeOffset("2025-10-26", "12:00")).toBe("+01:00");
  });
});

describe("romeDateTime / romeInstant", () => {
  it("writes an ISO 8601 local time with its offset", () => {
    expect(romeDateTime("2025-09-14", "21:00")).toBe("2025-09-14T21:00:00+02:00");
  });

  it("gives the right UTC instant", () => {
    expect(romeInstant("2025-09-12", "10:30").toISOString()).toBe("2025-09-12T08:30:00.000Z");
  });
});
