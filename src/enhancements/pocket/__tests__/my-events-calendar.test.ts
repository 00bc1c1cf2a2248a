import { myEventsFileName } from "../my-events-calendar";

describe("my events' calendar file", () => {
  it("is named after the edition's programme calendar", () => {
    expect(myEventsFileName("/calendario/incroci-2031.ics")).toBe("incroci-2031-miei-eventi.ics");
    expect(myEventsFileName("/calendario/programma.ics")).toBe("programma-miei-eventi.ics");
  });
});
