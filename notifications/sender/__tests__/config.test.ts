import { createECDH } from "node:crypto";
import { readConfig, SETTINGS } from "../config";
import { retryAfterMs } from "../retry";

// A P-256 pair made here, as `web-push generate-vapid-keys` makes one.
const pair = () => {
  const ecdh = createECDH("prime256v1");
  return { publicKey: ecdh.generateKeys().toString("base64url"), privateKey: ecdh.getPrivateKey().toString("base64url") };
};
const keys = pair();

const all = {
  SITE_URL: "https://festival.example/",
  NOTIFICHE_SECRET: "s",
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
  VAPID_SUBJECT: "mailto:org@festival.example",
};

describe("the sender's settings", () => {
  it("is off with none of them, ready with all of them", () => {
    expect(readConfig({})).toEqual({ state: "off" });
    expect(readConfig({ SITE_URL: " " })).toEqual({ state: "off" });
    expect(readConfig(all)).toEqual({
      state: "ready",
      config: { siteUrl: "https://festival.example", secret: "s", vapid: { ...keys, subject: "mailto:org@festival.example" } },
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

  it("refuses VAPID keys that are not one pair", () => {
    const problem = ["VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY non sono una coppia (generatele insieme: docs/deploy.md)"];
    expect(readConfig({ ...all, VAPID_PUBLIC_KEY: pair().publicKey })).toEqual({ state: "invalid", problems: problem });
    expect(readConfig({ ...all, VAPID_PRIVATE_KEY: "corta" })).toEqual({ state: "invalid", problems: problem });
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
