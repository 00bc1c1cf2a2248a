/** @jest-environment node */
import { checkPushEndpoint, extraPushOrigins, MAX_ENDPOINT_LENGTH } from "../push-endpoint";

const none = new Set<string>();

describe("checkPushEndpoint", () => {
  test.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGuQyavXutnMH",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
  ])("the browsers' push services: %s", (endpoint) => {
    expect(checkPushEndpoint(endpoint, none)).toBe("ok");
  });

  test.each([
    ["another host", "https://attaccante.example/push"],
    ["a look-alike suffix", "https://fcm.googleapis.com.attaccante.example/x"],
    ["a bare suffix", "https://push.apple.com/x"],
    ["a host ending like a service without the dot", "https://evilpush.apple.com.example/x"],
    ["another port", "https://fcm.googleapis.com:8443/x"],
  ])("%s is foreign", (_, endpoint) => {
    expect(checkPushEndpoint(endpoint, none)).toBe("foreign");
  });

  test.each([
    ["http:", "http://fcm.googleapis.com/fcm/send/x"],
    ["credentials", "https://user:pw@fcm.googleapis.com/x"],
    ["no URL", "fcm.googleapis.com/x"],
    ["too long", `https://fcm.googleapis.com/${"x".repeat(MAX_ENDPOINT_LENGTH)}`],
    ["not a string", 42],
    ["empty", ""],
  ])("%s is invalid", (_, endpoint) => {
    expect(checkPushEndpoint(endpoint, none)).toBe("invalid");
  });

  test("NOTIFICHE_PUSH_ORIGINS adds exact https origins only", () => {
    const extra = extraPushOrigins(" https://127.0.0.1:9443 , http://127.0.0.1:9444, https://x.example/path, *.example, https://ok.example");
    expect([...extra]).toEqual(["https://127.0.0.1:9443", "https://ok.example"]);
    expect(checkPushEndpoint("https://127.0.0.1:9443/push/1", extra)).toBe("ok");
    expect(checkPushEndpoint("https://127.0.0.1:9444/push/1", extra)).toBe("foreign");
    expect(checkPushEndpoint("http://127.0.0.1:9443/push/1", extra)).toBe("invalid");
    expect(extraPushOrigins(undefined).size).toBe(0);
  });
});
