import sito from "../../../gatsby/data-validation/__fixtures__/base/sito.json";
import luoghi from "../../../gatsby/data-validation/__fixtures__/base/luoghi.json";
import programma from "../../../gatsby/data-validation/__fixtures__/base/programma.json";
import concerti from "../../../gatsby/data-validation/__fixtures__/base/concerti.json";
import talks from "../../../gatsby/data-validation/__fixtures__/base/talks.json";
import { eventEnd, festivalEvents, namedPeople, romeWallClock, ASSUMED_DURATION_MINUTES, type FestivalDataInput } from "../festival-events";
import { pagePaths } from "../../utils/page-paths";

const data: FestivalDataInput = { sito, luoghi, programma, concerti, talks };

// The fixture's events by their ids (what every key is made of since issue 36).
const FRIDAY_TALK = programma[0].eventi[0].id;
const FRIDAY_CONCERT = programma[0].eventi[2].id;
const SATURDAY_TALK = programma[1].eventi[0].id;
const SUNDAY_SHOW = programma[2].eventi[1].id;

describe("namedPeople", () => {
  it("reads every name of a speaker line and drops lower-case role words", () => {
    expect(namedPeople("Vittorio Bertola, Valerio Ferrero e Carlotta Roncarà; modera Cinzia Dutto")).toEqual([
      "Vittorio Bertola",
      "Valerio Ferrero",
      "Carlotta Roncarà",
      "Cinzia Dutto",
    ]);
    expect(namedPeople("Silvia Moroni con Zaira Mureddu; show-cooking di Alida Gotta")).toEqual(["Silvia Moroni", "Zaira Mureddu", "Alida Gotta"]);
    expect(namedPeople("OLLY + Il Tre")).toEqual(["OLLY", "Il Tre"]);
  });

  it("never turns a placeholder into a person", () => {
    expect(namedPeople("Ospite da annunciare, con un'associazione del territorio")).toEqual([]);
    expect(namedPeople("Vincitore del Premio Connessioni 2025 (professore, da annunciare)")).toEqual([]);
    expect(namedPeople("Due ospiti musicali da annunciare")).toEqual([]);
  });
});

describe("romeWallClock", () => {
  it("gives Rome's wall clock in summer and in winter", () => {
    expect(romeWallClock(new Date("2025-09-12T19:30:00Z"))).toEqual(["2025-09-12", "21:30"]);
    expect(romeWallClock(new Date("2025-12-31T23:30:00Z"))).toEqual(["2026-01-01", "00:30"]);
  });
});

describe("festivalEvents", () => {
  const events = festivalEvents(data);

  it("has one event per programme entry, in time order", () => {
    const count = programma.reduce((n, day) => n + day.eventi.length, 0);
    expect(events).toHaveLength(count);
    const starts = events.map((ev) => ev.start.getTime());
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it("puts the Friday concert at 21:30 Rome = 19:30Z with the computed offset", () => {
    const concert = events.find((ev) => ev.id === FRIDAY_CONCERT);
    expect(concert).toBeDefined();
    expect(concert?.startDate).toBe("2025-09-12T21:30:00+02:00");
    expect(concert?.start.toISOString()).toBe("2025-09-12T19:30:00.000Z");
    // 90 minutes assumed without `fine`
    expect(concert?.endDate).toBe("2025-09-12T23:00:00+02:00");
    expect(concert?.offer).toEqual({ url: concerti[0].ticketLink, provider: "TicketOne", free: false });
    expect(concert?.path).toBe(`${pagePaths.concerti}#concerto-${FRIDAY_CONCERT}`);
    expect(concert?.performers).toEqual([]);
    // The key used before ids, kept to translate old links (public/eventi/precedenti.json).
    expect(concert?.legacySlug).toBe("2025-09-12-2130-nuovo");
  });

  it("joins talks with their booking link, free flag, description and named people", () => {
    const talk = events.find((ev) => ev.id === FRIDAY_TALK);
    expect(talk?.offer).toEqual({ url: talks[0].linkPrenotazione, provider: "Eventbrite", free: true });
    expect(talk?.description).toBe(talks[0].descrizione);
    expect(talk?.performers).toContain("Carlotta Roncarà");
    expect(talk?.durationMinutes).toBe(ASSUMED_DURATION_MINUTES);
    const saturday = events.find((ev) => ev.id === SATURDAY_TALK);
    expect(saturday?.offer?.free).toBe(false);
  });

  it("reads each event's entry from its concert or talk, and its labels from the programme event (issue 48)", () => {
    const byId = (id: string) => events.find((ev) => ev.id === id)!;
    expect(byId(FRIDAY_CONCERT).entry).toEqual({ modo: "biglietto", gratuito: false });
    expect(byId(FRIDAY_TALK).entry).toEqual({ modo: "prenotazione", gratuito: true });
    expect(byId(SATURDAY_TALK).entry).toEqual({ modo: "prenotazione", gratuito: false });
    expect(byId(SUNDAY_SHOW).entry).toBeNull();
    expect(byId(SUNDAY_SHOW).labels).toEqual([]);
    expect(byId(SATURDAY_TALK).labels.map((label) => label.testo)).toEqual(["Ingresso su prenotazione"]);
    const [labelled] = festivalEvents({
      ...data,
      programma: [{ data: "2025-09-12", eventi: [{ ...programma[0].eventi[0], lingua: "fr", pubblico: ["famiglie"], disponibilita: "ultimi-posti" }] }],
    });
    expect(labelled).toMatchObject({ language: "fr", availability: "ultimi-posti" });
    expect(labelled.labels.map((label) => label.testo)).toEqual(["In francese", "Per famiglie", "Ingresso gratuito su prenotazione", "Ultimi posti"]);
  });

  it("gives the Sunday show no offer and no performer, and a description from its programme line", () => {
    const show = events.find((ev) => ev.tipo === "Spettacolo");
    expect(show?.offer).toBeNull();
    expect(show?.performers).toEqual([]);
    expect(show?.description).toContain("CIAK SIPARIO");
    expect(show?.startDate).toBe("2025-09-14T21:00:00+02:00");
    expect(show?.path).toBe(`/#programma-${SUNDAY_SHOW}`);
  });

  it("joins a talk to its booking link whatever tipo the programme gives it", () => {
    const renamed: FestivalDataInput = {
      ...data,
      programma: [{ data: "2025-09-12", eventi: [{ ...programma[0].eventi[1], tipo: "Talk e show-cooking" }] }],
    };
    const [ev] = festivalEvents(renamed);
    expect(ev.offer?.url).toBe(talks[1].linkPrenotazione);
    expect(ev.durationMinutes).toBe(ASSUMED_DURATION_MINUTES);
  });

  it("computes a winter offset for a date after the DST change", () => {
    const winter: FestivalDataInput = {
      ...data,
      programma: [{ data: "2025-11-07", eventi: [{ ...programma[2].eventi[1] }] }],
      concerti: [],
      talks: [],
    };
    const [ev] = festivalEvents(winter);
    expect(ev.startDate).toBe("2025-11-07T21:00:00+01:00");
    expect(ev.start.toISOString()).toBe("2025-11-07T20:00:00.000Z");
  });

  it("collects poster and card images when the query provides their public URLs", () => {
    const withImages: FestivalDataInput = {
      ...data,
      programma: [{ data: "2025-09-13", eventi: [{ ...programma[1].eventi[1], locandina: { publicURL: "/static/a/poster.png" } }] }],
      concerti: [{ ...concerti[1], immagine: { publicURL: "/static/b/concerto.png" } }],
    };
    expect(festivalEvents(withImages)[0].images).toEqual(["/static/a/poster.png", "/static/b/concerto.png"]);
  });
});

describe("eventEnd and the optional fine", () => {
  it("without fine, ends 90 minutes after the start, whatever the type", () => {
    expect(eventEnd("2025-09-12", "10:30", undefined).toISOString()).toBe("2025-09-12T10:00:00.000Z");
    expect(eventEnd("2025-09-13", "21:30", null).toISOString()).toBe("2025-09-13T21:00:00.000Z");
  });

  it("uses fine when given, the next day when it is not after the start", () => {
    expect(eventEnd("2025-09-12", "17:30", "19:15").toISOString()).toBe("2025-09-12T17:15:00.000Z");
    expect(eventEnd("2025-09-13", "21:30", "00:30").toISOString()).toBe("2025-09-13T22:30:00.000Z");
  });

  it("gives the calendar and JSON-LD that end", () => {
    const withEnd = {
      ...data,
      programma: data.programma.map((day, d) => ({ ...day, eventi: day.eventi.map((ev, e) => (d === 0 && e === 0 ? { ...ev, fine: "12:15" } : ev)) })),
    };
    const [first] = festivalEvents(withEnd);
    expect(first?.endDate).toBe(`${first?.facts.data}T12:15:00+02:00`);
    expect(first?.durationMinutes).toBe(12 * 60 + 15 - (Number(first?.facts.ora.slice(0, 2)) * 60 + Number(first?.facts.ora.slice(3))));
  });
});
