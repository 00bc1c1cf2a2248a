/** @jest-environment node */
// The WHATWG parser (the check) and Node's legacy url.parse (what web-push sends with) must read every
// accepted address the same way: each refused address below is one where they do not, or one the
// WHATWG parser would rewrite (not canonical), or one a documented rule refuses.
import { parse as legacyParse } from "node:url";
import { HOSTILE_ENDPOINTS } from "../../tests/push-api/support/hostile-endpoints";
import { checkPushEndpoint, extraPushOrigins, MAX_ENDPOINT_LENGTH } from "../push-address";

const none = new Set<string>();

const whatwg = (address: string): URL | null => {
  try {
    return new URL(address);
  } catch {
    return null;
  }
};
const isCanonical = (address: string): boolean => whatwg(address)?.href === address;
const parsersDisagreeOnHost = (address: string): boolean => legacyParse(address).hostname !== (whatwg(address)?.hostname ?? null);

/** Both parsers read the same host, port and request path: the one reading the sender's HTTP client will use. */
function oneReading(address: string): boolean {
  const url = new URL(address);
  const legacy = legacyParse(address);
  return legacy.hostname === url.hostname && (legacy.port ?? "") === url.port && legacy.path === url.pathname + url.search;
}

describe("checkPushEndpoint: the browsers' push services", () => {
  test.each([
    ["FCM, /fcm/send/", "https://fcm.googleapis.com/fcm/send/eEsw5ryoAzo:APA91bHCx-w9_Ha7BqLzT4xJgSXQzX2Yq8hFW0kL1v8Z3bM"],
    ["FCM, /wp/", "https://fcm.googleapis.com/wp/dL4aW2XxU8k:APA91bE7f_Kq0a-2LNm1vXzQ"],
    ["Mozilla, /wpush/v2/", "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm3kZq8dX-Y_1tC2zR5pVb0cKuS4Lw7nH9JfQeM6aO"],
    ["Mozilla, /wpush/v1/", "https://updates.push.services.mozilla.com/wpush/v1/gAAAAABm3kZq8dX-Y_1tC2zR5pVb0cKuS4Lw7nH9JfQeM6aO="],
    ["Apple", "https://web.push.apple.com/QGuQyavXutnMH-9_LsbF4sM62HAYLpzuiGzVXEYUyj0Ow_N-PSR8THt1UaWkjEIOZTHSxT1gPxDL"],
    ["Windows", "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAAGMgFc1EoZlZmOZDaaohTfWC0gjqtjdN%2bdPtexe33mlrgBZ%2f2SJO8EHm%3d"],
  ])("%s is accepted, read the same way by both parsers", (_, endpoint) => {
    expect(checkPushEndpoint(endpoint, none)).toBe("ok");
    expect(oneReading(endpoint)).toBe(true);
  });
});

describe("checkPushEndpoint: hostile and malformed addresses", () => {
  test.each(HOSTILE_ENDPOINTS.map(({ name, endpoint, verdict, reasons }) => [name, endpoint, verdict, reasons] as const))(
    "%s: %j is %s",
    (_, endpoint, verdict, reasons) => {
      expect(checkPushEndpoint(endpoint, none)).toBe(verdict);
      if (reasons.includes("parsers disagree")) expect(parsersDisagreeOnHost(endpoint)).toBe(true);
      if (reasons.includes("not canonical")) expect(isCanonical(endpoint)).toBe(false);
      // Refused by a rule of its own: both parsers agree and it is canonical, so the rule is what stops it.
      if (reasons.includes("rule")) expect([parsersDisagreeOnHost(endpoint), isCanonical(endpoint)]).toEqual([false, true]);
    },
  );

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
    ["no URL", "fcm.googleapis.com/x"],
    ["too long", `https://fcm.googleapis.com/${"x".repeat(MAX_ENDPOINT_LENGTH)}`],
    ["not a string", 42],
    ["empty", ""],
  ])("%s is invalid", (_, endpoint) => {
    expect(checkPushEndpoint(endpoint, none)).toBe("invalid");
  });

  test("whatever one character is put anywhere in an address, an accepted address has one reading", () => {
    const characters = [...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)), "é", "\u00a0", "\u2028", "．", "％"];
    const templates = [
      (c: string) => `https://a${c}b.push.apple.com/x`,
      (c: string) => `https://fcm.googleapis.com${c}/fcm/send/x`,
      (c: string) => `https://fcm.googleapis.com/${c}x`,
      (c: string) => `https://wns2-par02p.notify.windows.com/w/?token=${c}`,
      (c: string) => `https://${c}fcm.googleapis.com/x`,
    ];
    let accepted = 0;
    for (const template of templates) {
      for (const character of characters) {
        const endpoint = template(character);
        if (checkPushEndpoint(endpoint, none) !== "ok") continue;
        accepted += 1;
        expect([endpoint, oneReading(endpoint), isCanonical(endpoint)]).toEqual([endpoint, true, true]);
      }
    }
    // The URL-safe characters pass (so the loop tested something), the rest do not.
    expect(accepted).toBeGreaterThan(100);
  });
});

describe("NOTIFICHE_PUSH_ORIGINS", () => {
  test("adds exact https origins only", () => {
    const extra = extraPushOrigins(" https://127.0.0.1:9443 , http://127.0.0.1:9444, https://x.example/path, *.example, https://ok.example");
    expect([...extra]).toEqual(["https://127.0.0.1:9443", "https://ok.example"]);
    expect(checkPushEndpoint("https://127.0.0.1:9443/push/1", extra)).toBe("ok");
    expect(checkPushEndpoint("https://127.0.0.1:9444/push/1", extra)).toBe("foreign");
    expect(checkPushEndpoint("http://127.0.0.1:9443/push/1", extra)).toBe("invalid");
    expect(extraPushOrigins(undefined).size).toBe(0);
  });

  test.each([
    ["no path", "https://127.0.0.1:9443"],
    ["`;` in the path", "https://127.0.0.1:9443/push/1;x"],
    ["a fragment", "https://127.0.0.1:9443/push/1#x"],
    ["userinfo", "https://u@127.0.0.1:9443/push/1"],
    ["a tab", "https://127.0.0.1:9443/push/\t1"],
  ])("an extra origin's address follows the same rules: %s is invalid", (_, endpoint) => {
    expect(checkPushEndpoint(endpoint, new Set(["https://127.0.0.1:9443"]))).toBe("invalid");
  });
});
