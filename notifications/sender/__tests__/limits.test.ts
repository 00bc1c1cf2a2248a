import { durationText, MESSAGE_DEADLINE_MS, readLimits, RUN_CAP_MS } from "../limits";

describe("the sender's limits", () => {
  it("are the production constants unless a setting shortens them; a setting never lengthens them", () => {
    expect(readLimits({})).toEqual({ messageDeadlineMs: MESSAGE_DEADLINE_MS, runCapMs: RUN_CAP_MS });
    expect(readLimits({ NOTIFICHE_TEMPO_MESSAGGIO_MS: "1500", NOTIFICHE_TEMPO_INVIO_MS: "4000" })).toEqual({ messageDeadlineMs: 1500, runCapMs: 4000 });
    expect(readLimits({ NOTIFICHE_TEMPO_MESSAGGIO_MS: String(10 * MESSAGE_DEADLINE_MS), NOTIFICHE_TEMPO_INVIO_MS: "tanto" })).toEqual({
      messageDeadlineMs: MESSAGE_DEADLINE_MS,
      runCapMs: RUN_CAP_MS,
    });
  });

  it("are named in Italian words in the log", () => {
    expect([durationText(MESSAGE_DEADLINE_MS), durationText(RUN_CAP_MS), durationText(1500)]).toEqual(["30 s", "10 min", "1,5 s"]);
  });
});
