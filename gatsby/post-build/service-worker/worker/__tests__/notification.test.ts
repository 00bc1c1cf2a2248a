/** @jest-environment node */
import {
  BODY_SENTENCES,
  GENERIC_BODY,
  MY_EVENTS_URL,
  NEWS_KEPT,
  NOTIFICATION_TAG,
  mergedNews,
  newsBody,
  newsOf,
  notificationIcon,
  notificationOf,
  pushMessageOf,
  siteUrlOf,
  tapUrlOf,
  type NewsData,
} from "../notification";

const origin = "https://festival.example";
const site = { name: "Festival di prova", icon: "/icons/icon-192x192.png?v=1", origin };
const show = (payload: string | null, shown: unknown[] = []) => notificationOf(pushMessageOf(payload), site, shown);

// Fixture ids and sentences, as the sender words them.
const moved = "Concerto della sera: ora alle 22:15 (era alle 21:30)";
const movedAgain = "Concerto della sera: ora alle 23:00 (era alle 21:30)";
const cancelled = "Incontro del mattino: annullato";
const message = (notizie: Record<string, string>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ title: "Incroci", body: "ignored when there are news", tag: "modifiche-programma", url: "/?solo=miei#programma", notizie, ...extra });

describe("the notification of a push message", () => {
  it("shows an issue-44 message's title, body, tag and address, with the site's icon, alerting again", () => {
    const payload = JSON.stringify({ title: "Incroci", body: moved, tag: "modifiche-programma", url: "/?solo=miei#programma" });
    expect(show(payload)).toEqual({
      title: "Incroci",
      options: { body: moved, tag: "modifiche-programma", icon: site.icon, renotify: true, data: { url: "/?solo=miei#programma" } },
    });
  });

  it.each([
    ["not JSON", "ciao"],
    ["empty", ""],
    ["no data", null],
    ["JSON without a body", '{"title":"x"}'],
    ["a list", "[1,2]"],
    ["news that are not news", JSON.stringify({ notizie: ["a"], altri: "molti" })],
  ])("shows generic words for a payload it cannot use (%s)", (_, payload) => {
    expect(show(payload)).toEqual({
      title: site.name,
      options: { body: GENERIC_BODY, tag: NOTIFICATION_TAG, icon: site.icon, renotify: true, data: { url: MY_EVENTS_URL } },
    });
  });

  it("lists a message's news, keeping them in its data", () => {
    expect(show(message({ concerto1: moved }))).toEqual({
      title: "Incroci",
      options: {
        body: moved,
        tag: "modifiche-programma",
        icon: site.icon,
        renotify: true,
        data: { url: "/?solo=miei#programma", notizie: { concerto1: moved } },
      },
    });
    expect(show(message({ concerto1: moved, incontro2: cancelled })).options.body).toBe(`${moved}\n${cancelled}`);
  });
});

describe("news merged with the notification still shown", () => {
  const shownData = (notizie: Record<string, string>, altri = 0) => ({ url: MY_EVENTS_URL, notizie, altri });

  it("with none shown: the message's own", () => {
    expect(show(message({ concerto1: moved }), []).options.data.notizie).toEqual({ concerto1: moved });
  });

  it("with one shown for another event: both, the newer first", () => {
    const { options } = show(message({ incontro2: cancelled }), [shownData({ concerto1: moved })]);
    expect(options.body).toBe(`${cancelled}\n${moved}`);
    expect(Object.entries(options.data.notizie)).toEqual([
      ["incontro2", cancelled],
      ["concerto1", moved],
    ]);
  });

  it("with one shown for the same event: the newer sentence only", () => {
    const { options } = show(message({ concerto1: movedAgain }), [shownData({ concerto1: moved, incontro2: cancelled })]);
    expect(options.body).toBe(`${movedAgain}\n${cancelled}`);
    expect(options.data.notizie).toEqual({ concerto1: movedAgain, incontro2: cancelled });
  });

  it("with several shown: the newest shown wins over an older one", () => {
    const news = mergedNews({ notizie: {}, altri: 0 }, [shownData({ concerto1: moved }), shownData({ concerto1: movedAgain })]);
    expect(news.notizie).toEqual({ concerto1: movedAgain });
  });

  it.each([
    ["null", null],
    ["a string", "concerto1"],
    ["a list", [moved]],
    ["news not an object", { notizie: "concerto1" }],
    ["bad ids and sentences", { notizie: { "../x": moved, Concerto1: moved, incontro2: 42, incontro3: "  " } }],
    ["a prototype key", JSON.parse('{"notizie":{"__proto__":"x"}}') as unknown],
  ])("with a malformed data (%s): the message's own only", (_, data) => {
    const { options } = show(message({ concerto1: moved }), [data]);
    expect(options.data.notizie).toEqual({ concerto1: moved });
    expect(options.body).toBe(moved);
  });

  it("with a huge list: a bounded body that counts the rest, a bounded data", () => {
    const many = Object.fromEntries(Array.from({ length: NEWS_KEPT + 50 }, (_, index) => [`evento${index}`, `Evento ${index}: annullato`]));
    const { options } = show(message({ concerto1: moved }), [shownData(many)]);
    const lines = options.body.split("\n");
    expect(lines).toHaveLength(BODY_SENTENCES + 1);
    expect(lines.slice(0, BODY_SENTENCES)).toEqual([moved, "Evento 0: annullato", "Evento 1: annullato", "Evento 2: annullato"]);
    // The shown data is read up to NEWS_KEPT events; those the merge has no room for are counted, so no number is said.
    expect(lines[BODY_SENTENCES]).toBe("…e altri tuoi eventi sono cambiati");
    expect(Object.keys(options.data.notizie)).toHaveLength(NEWS_KEPT);
  });

  it("counts the events it does not list", () => {
    const news = (count: number): NewsData => ({
      notizie: Object.fromEntries(Array.from({ length: count }, (_, i) => [`evento${i}`, `Evento ${i}: annullato`])),
      altri: 0,
    });
    expect(
      newsBody(news(BODY_SENTENCES + 1))!
        .split("\n")
        .at(-1),
    ).toBe("…e un altro tuo evento è cambiato");
    expect(
      newsBody(news(BODY_SENTENCES + 3))!
        .split("\n")
        .at(-1),
    ).toBe("…e altri 3 tuoi eventi sono cambiati");
    expect(newsBody(news(BODY_SENTENCES))!.split("\n")).toHaveLength(BODY_SENTENCES);
    expect(newsBody({ notizie: {}, altri: 0 })).toBeNull();
  });

  it("keeps long sentences whole within the body's length, and marks a sentence cut", () => {
    const long = (letter: string) => `${letter.repeat(250)}: annullato`;
    const body = newsBody({ notizie: { evento1: long("a"), evento2: long("b"), evento3: long("c") }, altri: 0 })!;
    expect(body.split("\n")).toEqual([long("a"), long("b"), "…e un altro tuo evento è cambiato"]);
    const [[, cut]] = Object.entries(newsOf({ notizie: { evento1: "x".repeat(1000) } })!.notizie);
    expect(cut).toHaveLength(300);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("says the sender's count when its sentences did not fit", () => {
    const payload = JSON.stringify({ title: "Incroci", body: "30 dei tuoi eventi sono cambiati", tag: "t", url: "/", notizie: {}, altri: 30 });
    expect(show(payload).options.body).toBe("30 dei tuoi eventi sono cambiati");
    expect(show(message({ concerto1: moved }, { altri: 2 })).options.body).toBe(`${moved}\n…e altri tuoi eventi sono cambiati`);
  });

  it("replaces the news with an issue-44 message (no news): its body alone", () => {
    const payload = JSON.stringify({ title: "Incroci", body: moved, tag: "modifiche-programma", url: "/" });
    expect(show(payload, [shownData({ incontro2: cancelled })]).options).toMatchObject({ body: moved, data: { url: "/" } });
  });
});

describe("the address a tap opens", () => {
  it("is a page of this site, checked after resolving it as the browser does", () => {
    expect(siteUrlOf("/talks/#talk-a1", origin)).toBe("/talks/#talk-a1");
    expect(siteUrlOf("/?solo=miei#programma", origin)).toBe("/?solo=miei#programma");
    // Encoded slashes stay in the path: same origin.
    expect(siteUrlOf("/%2F%2Fx.example", origin)).toBe("/%2F%2Fx.example");
    for (const other of [
      "/\t/x.example",
      "/\n/x.example",
      "\\\\x.example",
      "/\\x.example",
      "//x.example/",
      "https://x.example/",
      "javascript:alert(1)",
      42,
      undefined,
    ]) {
      expect(siteUrlOf(other, origin)).toBe(MY_EVENTS_URL);
    }
  });

  it("is the saved events' programme for a notification with hostile or missing data", () => {
    expect(tapUrlOf({ url: "/\t/x.example" }, origin)).toBe(`${origin}${MY_EVENTS_URL}`);
    expect(tapUrlOf({ url: "https://x.example/" }, origin)).toBe(`${origin}${MY_EVENTS_URL}`);
    expect(tapUrlOf(null, origin)).toBe(`${origin}${MY_EVENTS_URL}`);
    expect(tapUrlOf({ url: "/talks/" }, origin)).toBe(`${origin}/talks/`);
  });

  it("opens the saved events' programme by default", () => {
    expect(MY_EVENTS_URL).toBe("/?solo=miei#programma");
  });

  it("keeps a message's address only when it is this site's", () => {
    expect(show(message({ concerto1: moved }, { url: "/\t/x.example" })).options.data.url).toBe(MY_EVENTS_URL);
    expect(show(JSON.stringify({ body: moved, url: "https://x.example/" })).options.data.url).toBe(MY_EVENTS_URL);
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
