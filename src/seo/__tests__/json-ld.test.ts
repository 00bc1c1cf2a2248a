import sito from "../../../gatsby/data-validation/__fixtures__/base/sito.json";
import luoghi from "../../../gatsby/data-validation/__fixtures__/base/luoghi.json";
import programma from "../../../gatsby/data-validation/__fixtures__/base/programma.json";
import concerti from "../../../gatsby/data-validation/__fixtures__/base/concerti.json";
import talks from "../../../gatsby/data-validation/__fixtures__/base/talks.json";
import type { FestivalDataInput } from "../../events/festival-events";
import { festivalJsonLdGraph, serializeJsonLd, type JsonLdNode } from "../json-ld";
import { pagePaths } from "../../utils/page-paths";

const data: FestivalDataInput = { sito, luoghi, programma, concerti, talks };
// The fixture's events by their ids (what every key is made of since issue 36).
const FRIDAY_CONCERT = programma[0].eventi[2].id;
const SUNDAY_TALK = programma[2].eventi[0].id;
const SUNDAY_SHOW = programma[2].eventi[1].id;
const ctx = { siteUrl: "https://festival.example", festivalImage: "/condivisione/home.png" };
const EVENT_TYPES = ["MusicEvent", "EducationEvent", "TheaterEvent", "Event"];

const graphOf = (scope: "home" | "concerti" | "talks") => festivalJsonLdGraph(data, scope, ctx)["@graph"];
const eventsOf = (nodes: JsonLdNode[]) => nodes.filter((n) => EVENT_TYPES.includes(String(n["@type"])));

describe("festivalJsonLdGraph (home)", () => {
  const graph = graphOf("home");
  const festival = graph.find((n) => n["@type"] === "Festival");
  // Every event of the site, each on one page: the home's own, then /concerti's and /talks'.
  const events = eventsOf([...graph, ...graphOf("concerti"), ...graphOf("talks")]);

  it("describes the festival with every programme event as a sub-event", () => {
    expect(festival).toMatchObject({
      name: "Connessioni 2025",
      url: "https://festival.example/",
      startDate: "2025-09-12T10:30:00+02:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    });
    expect(festival?.description).toContain("dal 12 al 14 settembre 2025");
    expect((festival?.image as string[])[0]).toBe("https://festival.example/condivisione/home.png");
    expect(festival?.subEvent).toEqual(expect.arrayContaining(events.map((ev) => ({ "@id": ev["@id"] }))));
    expect(festival?.subEvent).toHaveLength(events.length);
    expect(events).toHaveLength(7);
  });

  it("carries only the events without a page of their own: concerts and talks are on theirs", () => {
    const own = eventsOf(graph);
    expect(own.map((ev) => ev["@type"])).toEqual(["TheaterEvent"]);
    const ids = events.map((ev) => ev["@id"]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each event the properties of Google's Event rich result", () => {
    for (const ev of events) {
      expect(ev).toMatchObject({
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: {
          "@type": "Place",
          address: { "@type": "PostalAddress", addressLocality: "Cuneo", addressRegion: "CN", postalCode: "12100", addressCountry: "IT" },
        },
        organizer: { "@type": "Organization", name: "Associazione Culturale ALL4U", url: "https://festival.example/" },
        superEvent: { "@id": "https://festival.example/#festival" },
      });
      expect(String(ev.name).length).toBeGreaterThan(0);
      expect(String(ev.description).length).toBeGreaterThan(20);
      expect(ev.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
      expect(Date.parse(String(ev.endDate))).toBeGreaterThan(Date.parse(String(ev.startDate)));
    }
  });

  it("types each event by its tipo", () => {
    const byStart = Object.fromEntries(events.map((ev) => [ev.startDate, ev["@type"]]));
    expect(byStart["2025-09-12T21:30:00+02:00"]).toBe("MusicEvent");
    expect(byStart["2025-09-12T10:30:00+02:00"]).toBe("EducationEvent");
    expect(byStart["2025-09-14T21:00:00+02:00"]).toBe("TheaterEvent");
  });

  it("offers tickets and bookings in EUR, free talks at price 0, and nothing for the show", () => {
    const friday = events.find((ev) => ev.startDate === "2025-09-12T10:30:00+02:00");
    expect(friday?.offers).toMatchObject({
      "@type": "Offer",
      url: talks[0].linkPrenotazione,
      price: 0,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
    });
    const concert = events.find((ev) => ev.startDate === "2025-09-13T21:30:00+02:00");
    expect(concert?.offers).toMatchObject({ url: concerti[1].ticketLink, priceCurrency: "EUR" });
    expect(concert?.offers).not.toHaveProperty("price");
    const show = events.find((ev) => ev["@type"] === "TheaterEvent");
    expect(show).not.toHaveProperty("offers");
  });

  it("names performers only where the data names them", () => {
    const friday = events.find((ev) => ev.startDate === "2025-09-12T10:30:00+02:00");
    expect(friday?.performer).toContainEqual({ "@type": "Person", name: "Vittorio Bertola" });
    const withPerformer = events.filter((ev) => "performer" in ev).map((ev) => ev.startDate);
    expect(withPerformer).toEqual(["2025-09-12T10:30:00+02:00", "2025-09-12T17:30:00+02:00"]);
  });

  it("links each event to its card", () => {
    const urls = events.map((ev) => ev.url);
    expect(urls).toContain(`https://festival.example${pagePaths.concerti}#concerto-${FRIDAY_CONCERT}`);
    expect(urls).toContain(`https://festival.example${pagePaths.talks}#talk-${SUNDAY_TALK}`);
    expect(urls).toContain(`https://festival.example/#programma-${SUNDAY_SHOW}`);
  });
});

describe("festivalJsonLdGraph (concerti, talks)", () => {
  it("carries only the page's own events", () => {
    expect(graphOf("concerti").map((n) => n["@type"])).toEqual(["MusicEvent", "MusicEvent"]);
    expect(graphOf("talks").map((n) => n["@type"])).toEqual(Array(4).fill("EducationEvent"));
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element early", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("event statuses (issue 36)", () => {
  const record = (cambi: { campo: "data" | "ora" | "luogo" | "stato"; prima: string; dopo: string }[]) => ({
    sequenza: cambi.length,
    pubblicato: "2025-07-01T10:00:00.000Z",
    modificato: "2025-07-20T10:00:00.000Z",
    cambi: cambi.map((c) => ({ quando: "2025-07-20T10:00:00.000Z", ...c })),
  });
  const friday = programma[0];
  const concert = friday.eventi[2];
  const talk = friday.eventi[0];
  const changed: FestivalDataInput = {
    ...data,
    programma: [{ ...friday, eventi: [{ ...talk }, friday.eventi[1], { ...concert, stato: "annullato" }] }, ...programma.slice(1)],
    modifiche: {
      generato: "2025-08-01T10:00:00.000Z",
      storia: true,
      eventi: {
        // First published an hour earlier, at 09:30: rescheduled.
        [talk.id]: record([{ campo: "ora", prima: "09:30", dopo: talk.ora }]),
        [concert.id]: record([{ campo: "stato", prima: "confermato", dopo: "annullato" }]),
        // Moved and moved back: scheduled as first published.
        [friday.eventi[1].id]: record([
          { campo: "ora", prima: friday.eventi[1].ora, dopo: "19:00" },
          { campo: "ora", prima: "19:00", dopo: friday.eventi[1].ora },
        ]),
      },
    },
  };
  const all = eventsOf([
    ...festivalJsonLdGraph(changed, "home", ctx)["@graph"],
    ...festivalJsonLdGraph(changed, "concerti", ctx)["@graph"],
    ...festivalJsonLdGraph(changed, "talks", ctx)["@graph"],
  ]);
  const byId = (id: string) => all.find((n) => n["@id"] === `${ctx.siteUrl}/#evento-${id}`)!;

  it("says EventCancelled for a cancelled event, with no offer", () => {
    expect(byId(concert.id)).toMatchObject({ eventStatus: "https://schema.org/EventCancelled" });
    expect(byId(concert.id)).not.toHaveProperty("offers");
    expect(byId(concert.id)).not.toHaveProperty("previousStartDate");
  });

  it("says EventRescheduled with the first published start for an event whose time changed", () => {
    expect(byId(talk.id)).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      previousStartDate: `${friday.data}T09:30:00+02:00`,
    });
  });

  it("says EventScheduled for an event back at its first time, and for every other", () => {
    expect(byId(friday.eventi[1].id)).toMatchObject({ eventStatus: "https://schema.org/EventScheduled" });
    expect(byId(friday.eventi[1].id)).not.toHaveProperty("previousStartDate");
    const others = all.filter((n) => ![talk.id, concert.id].some((id) => n["@id"] === `${ctx.siteUrl}/#evento-${id}`));
    expect(others.length).toBeGreaterThan(0);
    for (const node of others) expect(node.eventStatus).toBe("https://schema.org/EventScheduled");
  });
});

describe("labels (issue 48): availability, language, end", () => {
  const [friday, saturday, sunday] = programma;
  const labelled: FestivalDataInput = {
    ...data,
    programma: [
      // The Friday morning talk in English and sold out; the Friday concert with its last seats and an end after midnight.
      {
        ...friday,
        eventi: [
          { ...friday.eventi[0], lingua: "en", disponibilita: "esaurito" },
          friday.eventi[1],
          { ...friday.eventi[2], disponibilita: "ultimi-posti", fine: "00:30" },
        ],
      },
      saturday,
      // The show is full, but sells nothing here: no offer to mark.
      { ...sunday, eventi: [sunday.eventi[0], { ...sunday.eventi[1], disponibilita: "esaurito", fine: "23:15" }] },
    ],
  };
  const all = eventsOf(["home", "concerti", "talks"].flatMap((scope) => festivalJsonLdGraph(labelled, scope as "home", ctx)["@graph"]));
  const byId = (id: string) => all.find((n) => n["@id"] === `${ctx.siteUrl}/#evento-${id}`)!;

  it("offers.availability follows disponibilita: SoldOut, LimitedAvailability, else InStock", () => {
    expect(byId(friday.eventi[0].id).offers).toMatchObject({ availability: "https://schema.org/SoldOut", price: 0, name: "Ingresso gratuito su prenotazione" });
    expect(byId(friday.eventi[2].id).offers).toMatchObject({ availability: "https://schema.org/LimitedAvailability" });
    expect(byId(friday.eventi[1].id).offers).toMatchObject({ availability: "https://schema.org/InStock" });
    expect(byId(sunday.eventi[1].id)).not.toHaveProperty("offers");
  });

  it("inLanguage is the event's lingua, Italian without one", () => {
    expect(byId(friday.eventi[0].id).inLanguage).toBe("en");
    expect(byId(friday.eventi[1].id).inLanguage).toBe("it");
  });

  it("endDate follows fine, the next day after midnight; the assumed duration without it", () => {
    expect(byId(friday.eventi[2].id).endDate).toBe("2025-09-13T00:30:00+02:00");
    expect(byId(sunday.eventi[1].id).endDate).toBe("2025-09-14T23:15:00+02:00");
    expect(byId(friday.eventi[0].id).endDate).toBe("2025-09-12T12:00:00+02:00");
  });
});
