import { applicationServerKey, pushSupport, type PushEnvironment } from "../push-support";

const desktop: PushEnvironment = {
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  maxTouchPoints: 0,
  standalone: undefined,
};
const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ipadAsMac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";

describe("whether this browser can receive the site's notifications", () => {
  it("can with a service worker, the Push API and notifications", () => {
    expect(pushSupport(desktop)).toBe("ok");
  });

  it.each(["hasServiceWorker", "hasPushManager", "hasNotification"] as const)("cannot without %s", (missing) => {
    expect(pushSupport({ ...desktop, [missing]: false })).toBe("missing");
  });

  it("asks an iPhone's Safari tab to add the site to the Home screen, where Web Push works", () => {
    expect(pushSupport({ ...desktop, userAgent: iphone, standalone: false, hasPushManager: false })).toBe("ios-home");
    expect(pushSupport({ ...desktop, userAgent: iphone, standalone: false })).toBe("ios-home");
  });

  it("also on an iPad, which says it is a Mac with a touch screen", () => {
    expect(pushSupport({ ...desktop, userAgent: ipadAsMac, maxTouchPoints: 5, standalone: false })).toBe("ios-home");
    // A real Mac's Safari has Web Push in a tab.
    expect(pushSupport({ ...desktop, userAgent: ipadAsMac, maxTouchPoints: 0, standalone: false })).toBe("ok");
  });

  it("lets the site opened from the iPhone's Home screen subscribe", () => {
    expect(pushSupport({ ...desktop, userAgent: iphone, standalone: true })).toBe("ok");
  });
});

describe("the VAPID key as pushManager.subscribe takes it", () => {
  it("decodes base64url into the key's bytes", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : (index * 37) % 256));
    const key = Buffer.from(bytes).toString("base64url");
    expect([...applicationServerKey(key)]).toEqual([...bytes]);
  });
});
