import { readConfig, SETTINGS } from "../config";
import { retryAfterMs } from "../retry";

const all = {
  SITE_URL: "https://festival.example/",
  NOTIFICHE_SECRET: "s",
  VAPID_PUBLIC_KEY: "pub",
  VAPID_PRIVATE_KEY: "priv",
  VAPID_SUBJECT: "mailto:org@festival.example",
};

describe("the sender's settings", () => {
  it("is off with none of them, ready with all of them", () => {
    expect(readConfig({})).toEqual({ state: "off" });
    expect(readConfig({ SITE_URL: " " })).toEqual({ state: "off" });
    expect(readConfig(all)).toEqual({
      state: "ready",
      config: { siteUrl: "https://festival.example", secret: "s", vapid: { publicKey: "pub", privateKey: "priv", subject: "mailto:org@festival.example" } },
    });
  });

  it("names each missing setting when some are set", () => {
    for (const name of SETTINGS) {
      const outcome = readConfig({ ...all, [name]: "" });
      expect(outcome.state).toBe("invalid");
      expect(outcome.state === "invalid" && outcome.problems.join("\n")).toContain(`manca ${name}`);
    }
  });

  it("refuses a subject that is not a mailto: and an address that is not http(s)", () => {
    expect(readConfig({ ...all, VAPID_SUBJECT: "https://festival.example" })).toEqual({
      state: "invalid",
      problems: ["VAPID_SUBJECT deve cominciare con mailto:"],
    });
    expect(readConfig({ ...all, SITE_URL: "festival.example" }).state).toBe("invalid");
  });
});

describe("a push service's Retry-After", () => {
  it("reads seconds and HTTP dates", () => {
    const now = Date.parse("2030-09-01T10:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("Sun, 01 Sep 2030 10:00:05 GMT", now)).toBe(5000);
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs("presto", now)).toBeUndefined();
  });
});
