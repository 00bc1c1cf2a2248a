import { SOON_MINUTES, momentAt, romeDate } from "../now-next";
import { untilNextMinute } from "../../kit/use-minute-clock";
import { romeInstant } from "../../../utils/rome-time";
import { eventEnd } from "../../../events/festival-events";

describe("now and next", () => {
  const start = romeInstant("2025-09-12", "21:30").getTime();
  const end = eventEnd("2025-09-12", "21:30", null).getTime();
  const minutes = (n: number) => n * 60_000;

  it("says 'Tra poco' in the hour before the start, 'In corso' until the end, then nothing", () => {
    expect(momentAt(start - minutes(SOON_MINUTES) - 1, start, end)).toBeNull();
    expect(momentAt(start - minutes(SOON_MINUTES), start, end)).toBe("tra-poco");
    expect(momentAt(start - 1, start, end)).toBe("tra-poco");
    expect(momentAt(start, start, end)).toBe("in-corso");
    expect(momentAt(start + minutes(89), start, end)).toBe("in-corso");
    expect(momentAt(start + minutes(90), start, end)).toBeNull();
  });

  it("keeps an event that ends after midnight 'In corso' until its end", () => {
    const late = eventEnd("2025-09-12", "21:30", "00:30").getTime();
    expect(momentAt(romeInstant("2025-09-13", "00:15").getTime(), start, late)).toBe("in-corso");
  });

  it("says nothing for a card whose times cannot be read", () => {
    expect(momentAt(start, Number.NaN, end)).toBeNull();
    expect(momentAt(start, start, Number.NaN)).toBeNull();
  });

  it("gives today's date in Rome, whatever the time zone of the device", () => {
    // 23:30 in New York on the 11th is 05:30 on the 12th in Rome; 00:30 in Rome is still the 11th in UTC.
    expect(romeDate(Date.parse("2025-09-11T23:30:00-04:00"))).toBe("2025-09-12");
    expect(romeDate(Date.parse("2025-09-11T22:30:00Z"))).toBe("2025-09-12");
    expect(romeDate(Date.parse("2025-09-11T21:59:00Z"))).toBe("2025-09-11");
  });

  it("wakes up at the next whole minute", () => {
    expect(untilNextMinute(Date.parse("2025-09-12T10:00:59.500Z"))).toBe(500);
    expect(untilNextMinute(Date.parse("2025-09-12T10:01:00.000Z"))).toBe(60_000);
  });
});
