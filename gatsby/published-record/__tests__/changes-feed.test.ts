/**
 * @jest-environment node
 */
import { parseFeed } from "@rowanmanning/feed-parser";
import { changesFeed, type ChangesFeedInput } from "../changes-feed";
import { changesEntryId, changesFeedId } from "../../event-history/published-changes";

const SITE = "https://festival.example";
const T1 = "2025-07-10T08:00:00.000Z";
const T2 = "2025-07-12T18:45:00.000Z";
const input: ChangesFeedInput = {
  siteUrl: SITE,
  nome: "Festival",
  edizione: "2031",
  autore: "Associazione «Esempio» & amici",
  voci: [
    {
      codice: changesEntryId("cccc3333", T2),
      titolo: "Concerto <dal vivo>",
      scheda: "/concerti/#concerto-cccc3333",
      quando: T2,
      quandoTesto: "12 luglio 2025 alle 20:45",
      righe: ["Annullato"],
      sintesi: "annullato",
    },
    {
      codice: changesEntryId("aaaa1111", T1),
      titolo: "Talk del mattino",
      scheda: "/talks/#talk-aaaa1111",
      quando: T1,
      quandoTesto: "10 luglio 2025 alle 10:00",
      righe: ["Orario: era alle 21:30, ora alle 22:15", "Luogo: era all'Arena Estiva, ora alla Sala Grande"],
      sintesi: "nuovo orario e luogo",
    },
  ],
  aggiornato: T2,
  generato: "2031-01-01T00:00:00.000Z",
};

describe("the Atom feed of the published changes", () => {
  const xml = changesFeed(input);
  const feed = parseFeed(xml);

  it("is read as Atom by a feed parser, with its id, title, date, author and links", () => {
    expect(feed.meta.type).toBe("atom");
    expect(feed.meta.version).toBe("1.0");
    // The parser exposes no feed id: read from the feed's head, before its first entry.
    expect(xml.slice(0, xml.indexOf("<entry>"))).toContain(`<id>${changesFeedId("Festival")}</id>`);
    expect(feed.title).toBe("Modifiche al programma · Festival 2031");
    expect(feed.updated?.toISOString()).toBe(T2);
    expect(feed.authors.map((author) => author.name)).toEqual(["Associazione «Esempio» & amici"]);
    expect(feed.url).toBe(`${SITE}/modifiche/`);
    expect(feed.self).toBe(`${SITE}/modifiche.xml`);
    expect(feed.language).toBe("it");
  });

  it("has one entry per change, newest first, with its stable id, title, date, card link and text", () => {
    expect(feed.items.map((item) => item.id)).toEqual([changesEntryId("cccc3333", T2), changesEntryId("aaaa1111", T1)]);
    expect(feed.items[0]).toMatchObject({ title: "Concerto <dal vivo>: annullato", url: `${SITE}/concerti/#concerto-cccc3333` });
    expect(feed.items[0].updated?.toISOString()).toBe(T2);
    expect(feed.items[1].description).toBe(
      "Orario: era alle 21:30, ora alle 22:15. Luogo: era all'Arena Estiva, ora alla Sala Grande. Pubblicata il 10 luglio 2025 alle 10:00.",
    );
  });

  it("has every element RFC 4287 requires of a feed and its entries", () => {
    const feedHead = xml.slice(0, xml.indexOf("<entry>"));
    for (const element of ["<id>", "<title>", "<updated>", "<author><name>"]) expect(feedHead).toContain(element);
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom" xml:lang="it">/);
    for (const entry of xml.split("<entry>").slice(1)) {
      for (const element of ["<id>", "<title>", "<updated>", '<link rel="alternate"', "<summary"]) expect(entry).toContain(element);
    }
    // Dates in RFC 3339, without the milliseconds nobody asked for.
    expect(xml.match(/<updated>[^<]*<\/updated>/g)).toEqual([
      "<updated>2025-07-12T18:45:00Z</updated>",
      "<updated>2025-07-12T18:45:00Z</updated>",
      "<updated>2025-07-10T08:00:00Z</updated>",
    ]);
  });

  it("is the same bytes for the same changes: no build time while there is a publish to date it", () => {
    expect(changesFeed({ ...input, generato: "2040-01-01T00:00:00.000Z" })).toBe(xml);
    const empty = changesFeed({ ...input, voci: [], aggiornato: T1 });
    expect(parseFeed(empty).items).toEqual([]);
    expect(parseFeed(empty).updated?.toISOString()).toBe(T1);
    // Only without any publish (no history): the build's own time.
    expect(parseFeed(changesFeed({ ...input, voci: [], aggiornato: null })).updated?.toISOString()).toBe("2031-01-01T00:00:00.000Z");
  });
});
