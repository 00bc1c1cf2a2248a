import { SAVED_COPY_METRIC, savedCopyTiming } from "../protocol";
import { savedAtOf } from "../saved-copy";
import { savedCopyText } from "../saved-copy-bar";

describe("the saved-copy notice", () => {
  it("says the day and time in Rome, whatever the device's time zone", () => {
    // 19:30 UTC on 12 September is 21:30 in Rome (summer time); 23:10 UTC on 31 December is 00:10 on 1 January.
    expect(savedCopyText(new Date("2025-09-12T19:30:00Z"))).toBe("Versione salvata il 12 settembre alle 21:30");
    expect(savedCopyText(new Date("2025-12-31T23:10:00Z"))).toBe("Versione salvata il 1 gennaio alle 00:10");
  });

  it("reads the date the worker put in Server-Timing, and nothing from a network answer", () => {
    const savedAt = new Date("2025-09-13T08:05:00Z");
    const [, description] = /desc="([^"]*)"/.exec(savedCopyTiming(savedAt)) ?? [];
    expect(
      savedAtOf([
        { name: "cache", description: "" },
        { name: SAVED_COPY_METRIC, description },
      ]),
    ).toEqual(savedAt);
    expect(savedAtOf([])).toBeNull();
    expect(savedAtOf(undefined)).toBeNull();
    expect(savedAtOf([{ name: SAVED_COPY_METRIC, description: "not a date" }])).toBeNull();
  });
});
