/** @jest-environment node */
import { GENERIC_BODY, MY_EVENTS_URL, NOTIFICATION_TAG, notificationIcon, notificationOf, siteUrlOf } from "../notification";

const site = { name: "Festival di prova", icon: "/icons/icon-192x192.png?v=1" };

describe("the notification of a push message", () => {
  it("shows the sending command's title, body, tag and address, with the site's icon", () => {
    const payload = JSON.stringify({
      title: "Incroci",
      body: "Concerto: ora alle 22:15 (era alle 21:30)",
      tag: "modifiche-programma",
      url: "/?solo=miei#programma",
    });
    expect(notificationOf(payload, site)).toEqual({
      title: "Incroci",
      options: { body: "Concerto: ora alle 22:15 (era alle 21:30)", tag: "modifiche-programma", icon: site.icon, data: { url: "/?solo=miei#programma" } },
    });
  });

  it.each([
    ["not JSON", "ciao"],
    ["empty", ""],
    ["no data", null],
    ["JSON without a body", '{"title":"x"}'],
    ["a list", "[1,2]"],
  ])("shows generic words for a payload it cannot use (%s)", (_, payload) => {
    expect(notificationOf(payload, site)).toEqual({
      title: site.name,
      options: { body: GENERIC_BODY, tag: NOTIFICATION_TAG, icon: site.icon, data: { url: MY_EVENTS_URL } },
    });
  });

  it("opens only an address of this site", () => {
    expect(siteUrlOf("/talks/#talk-a1")).toBe("/talks/#talk-a1");
    for (const other of ["https://elsewhere.example/", "//elsewhere.example/", "javascript:alert(1)", "/\\elsewhere.example", 42, undefined]) {
      expect(siteUrlOf(other)).toBe(MY_EVENTS_URL);
    }
  });

  it("opens the saved events' programme by default", () => {
    expect(MY_EVENTS_URL).toBe("/?solo=miei#programma");
  });
});

describe("the notification's icon", () => {
  it("is the manifest's icon closest to 192 px, as a site path", () => {
    const icons = [48, 96, 144, 192, 512].map((size) => ({ src: `icons/icon-${size}x${size}.png?v=1`, sizes: `${size}x${size}` }));
    expect(notificationIcon({ icons })).toBe("/icons/icon-192x192.png?v=1");
    expect(notificationIcon({ icons: icons.filter((icon) => icon.sizes !== "192x192") })).toBe("/icons/icon-144x144.png?v=1");
    expect(notificationIcon({})).toBe("");
  });
});
