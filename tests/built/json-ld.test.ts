/**
 * @jest-environment jsdom
 */
import fs from "node:fs";
import path from "node:path";
import { siteUrl } from "../../gatsby/site-url";
import { PUBLIC_DIR, readData, builtDocument, expectedInstant, expectedRomeDateTime } from "./read-built-site";
import { pagePaths } from "../../src/utils/page-paths";

// The data of the build under test (data/ or CONNESSIONI_DATA_DIR), typed after today's files.
const programma = readData<typeof import("../../data/programma.json")>("programma.json");
const concerti = readData<typeof import("../../data/concerti.json")>("concerti.json");
const talks = readData<typeof import("../../data/talks.json")>("talks.json");
const sito = readData<typeof import("../../data/sito.json")>("sito.json");

type Node = Record<string, unknown> & { "@type"?: string; "@id"?: string };

const EVENT_TYPE_BY_TIPO: Record<string, string> = { Concerto: "MusicEvent", Talk: "EducationEvent", Spettacolo: "TheaterEvent" };
const EVENT_TYPES = new Set(Object.values(EVENT_TYPE_BY_TIPO));

/** Every JSON-LD node of a built page, from every ld+json script, flattened out of @graph. */
function jsonLdNodes(pathname: string): Node[] {
  const scripts = Array.from(builtDocument(pathname).querySelectorAll('script[type="application/ld+json"]'));
  return scripts.flatMap((script) => {
    const doc = JSON.parse(script.textContent ?? "");
    expect(doc["@context"]).toBe("https://schema.org");
    return (doc["@graph"] ?? [doc]) as Node[];
  });
}

const programmeEvents = programma.flatMap((day) => day.eventi.map((ev) => ({ ...ev, data: day.data })));
// A concert or talk names its programme event by id (`evento`).
const describes = (entry: { evento: string }, ev: { id: string }) => entry.evento === ev.id;

const home = jsonLdNodes("/");
const homeEvents = home.filter((n) => EVENT_TYPES.has(String(n["@type"])));
// Each event is described on one page: concerts on /concerti, talks on /talks, the rest on the home.
const siteEvents = [...homeEvents, ...jsonLdNodes(pagePaths.concerti), ...jsonLdNodes(pagePaths.talks)].filter((n) => EVENT_TYPES.has(String(n["@type"])));
const PAGE_OF_TIPO: Record<string, string> = { Concerto: pagePaths.concerti, Talk: pagePaths.talks };

// The build's record of what was published (gatsby/event-history): a moved event is rescheduled.
interface Change {
  campo: string;
  prima: string;
}
const modifiche = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "eventi/modifiche.json"), "utf8")) as { eventi: Record<string, { cambi: Change[] }> };

/** The status the data and the record call for: cancelled, moved since first published, or as published. */
function expectedStatus(ev: (typeof programmeEvents)[number]): Record<string, string> {
  if ((ev as { stato?: string }).stato === "annullato") return { eventStatus: "https://schema.org/EventCancelled" };
  const cambi = modifiche.eventi[ev.id]?.cambi ?? [];
  const first = (campo: string, now: string) => cambi.find((change) => change.campo === campo)?.prima ?? now;
  const [data, ora] = [first("data", ev.data), first("ora", ev.ora)];
  if (data === ev.data && ora === ev.ora) return { eventStatus: "https://schema.org/EventScheduled" };
  return { eventStatus: "https://schema.org/EventRescheduled", previousStartDate: expectedRomeDateTime(data, ora) };
}

/** The label fields of issue 48 and the optional end, which today's data may not hold. */
type Labelled = { fine?: string; lingua?: string; disponibilita?: string };
const AVAILABILITY: Record<string, string> = { esaurito: "https://schema.org/SoldOut", "ultimi-posti": "https://schema.org/LimitedAvailability" };

/** An event's end where the data sets `fine`: that time, on the next day when it is not after the start. */
function expectedEnd(ev: { data: string; ora: string }, fine: string): string {
  if (fine > ev.ora) return expectedRomeDateTime(ev.data, fine);
  const next = new Date(`${ev.data}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return expectedRomeDateTime(next.toISOString().slice(0, 10), fine);
}

/** Google's Event rich result: required and recommended properties, checked against the data. */
function expectCompleteEvent(node: Node, ev: (typeof programmeEvents)[number]) {
  const { fine, lingua, disponibilita } = ev as Labelled;
  // The end follows `fine` where the data sets it (else the assumed duration); the language, `lingua` (else Italian).
  if (fine) expect(node.endDate).toBe(expectedEnd(ev, fine));
  expect(node.inLanguage).toBe(lingua ?? "it");
  expect(node["@type"]).toBe(EVENT_TYPE_BY_TIPO[ev.tipo]);
  expect(String(node.name)).toContain(ev.titolo);
  expect(node.startDate).toBe(expectedRomeDateTime(ev.data, ev.ora));
  expect(String(node.endDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
  expect(Date.parse(String(node.endDate))).toBeGreaterThan(Date.parse(String(node.startDate)));
  expect(String(node.description).length).toBeGreaterThan(30);
  const status = expectedStatus(ev);
  expect({ eventStatus: node.eventStatus, ...(node.previousStartDate ? { previousStartDate: node.previousStartDate } : {}) }).toEqual(status);
  expect(node.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
  expect(node.location).toMatchObject({
    "@type": "Place",
    name: ev.luogo,
    address: {
      "@type": "PostalAddress",
      addressLocality: sito.organizzatore.citta,
      addressRegion: sito.organizzatore.provincia,
      postalCode: sito.organizzatore.cap,
      addressCountry: "IT",
    },
  });
  expect(node.organizer).toMatchObject({ "@type": "Organization", name: sito.organizzatore.nome, url: `${siteUrl}/` });

  const images = node.image as string[];
  expect(images.length).toBeGreaterThan(0);
  for (const src of images) {
    expect(src.startsWith(`${siteUrl}/`)).toBe(true);
    expect(fs.existsSync(path.join(PUBLIC_DIR, decodeURI(src.slice(siteUrl.length))))).toBe(true);
  }

  const concert = concerti.find((c) => describes(c, ev));
  const talk = talks.find((t) => describes(t, ev));
  const offers = node.offers as Node | undefined;
  if ((ev as { stato?: string }).stato === "annullato") {
    // A cancelled event sells nothing.
    expect(offers).toBeUndefined();
  } else if (concert) {
    expect(offers).toMatchObject({ "@type": "Offer", url: concert.ticketLink, priceCurrency: "EUR" });
    expect(offers?.availability).toBe(AVAILABILITY[disponibilita ?? ""] ?? "https://schema.org/InStock");
  } else if (talk) {
    expect(offers).toMatchObject({ "@type": "Offer", url: talk.linkPrenotazione, priceCurrency: "EUR" });
    expect(offers?.availability).toBe(AVAILABILITY[disponibilita ?? ""] ?? "https://schema.org/InStock");
    if (talk.gratuito) expect(offers?.price).toBe(0);
    else expect(offers).not.toHaveProperty("price");
  } else {
    // the Sunday show has neither ticket nor booking link: no offer is invented
    expect(offers).toBeUndefined();
  }

  // performers only where the data names people, never a placeholder
  const performers = (node.performer ?? []) as Node[];
  const source = concert?.artista ?? talk?.speaker ?? ev.speaker;
  for (const p of performers) {
    expect(source).toContain(String(p.name));
    expect(String(p.name)).not.toMatch(/annunciar/i);
  }
  if (/annunciar/i.test(source) || ev.tipo === "Spettacolo") expect(performers).toEqual([]);
}

describe("JSON-LD of the site", () => {
  it("has one Event per programme entry, each complete and at the right instant", () => {
    expect(siteEvents).toHaveLength(programmeEvents.length);
    for (const ev of programmeEvents) {
      const matches = siteEvents.filter((n) => n.startDate === expectedRomeDateTime(ev.data, ev.ora) && (n.location as Node).name === ev.luogo);
      expect(matches).toHaveLength(1);
      expectCompleteEvent(matches[0], ev);
      expect(new Date(String(matches[0].startDate)).toISOString()).toBe(expectedInstant(ev.data, ev.ora).toISOString());
    }
  });

  it("keeps on the home page only the events without a page of their own", () => {
    const expected = programmeEvents.filter((ev) => !(ev.tipo in PAGE_OF_TIPO));
    expect(homeEvents.map((n) => n.startDate).sort()).toEqual(expected.map((ev) => expectedRomeDateTime(ev.data, ev.ora)).sort());
  });

  it("describes the festival as a Festival whose sub-events are all the events", () => {
    const festival = home.find((n) => n["@type"] === "Festival");
    expect(festival).toBeDefined();
    expect(String(festival?.name)).toContain(sito.nome);
    expect(festival?.startDate).toBe(siteEvents.map((n) => String(n.startDate)).sort()[0]);
    expect(String(festival?.startDate).slice(0, 10)).toBe(sito.dataInizio);
    // It ends with its last event, which may run past midnight of the last day.
    expect(festival?.endDate).toBe(
      siteEvents
        .map((n) => String(n.endDate))
        .sort((a, b) => Date.parse(a) - Date.parse(b))
        .at(-1),
    );
    expect(String(festival?.endDate).slice(0, 10) >= sito.dataFine).toBe(true);
    expect(festival?.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(festival?.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    const subIds = (festival?.subEvent as Node[]).map((s) => s["@id"]);
    expect(subIds.sort()).toEqual(siteEvents.map((n) => n["@id"]).sort());
    for (const ev of siteEvents) expect(ev.superEvent).toEqual({ "@id": festival?.["@id"] });
    const organizer = home.find((n) => n["@id"] === (festival?.organizer as Node)["@id"]);
    expect(organizer).toMatchObject({ "@type": "Organization", name: sito.organizzatore.nome });
  });
});

describe.each([
  [pagePaths.concerti, "Concerto"],
  [pagePaths.talks, "Talk"],
])("JSON-LD on %s", (pathname, tipo) => {
  it(`carries every ${tipo} event`, () => {
    const nodes = jsonLdNodes(pathname);
    const expected = programmeEvents.filter((ev) => ev.tipo === tipo);
    expect(nodes).toHaveLength(expected.length);
    for (const ev of expected) {
      const node = nodes.find((n) => n.startDate === expectedRomeDateTime(ev.data, ev.ora) && (n.location as Node).name === ev.luogo);
      expect(node).toBeDefined();
      expectCompleteEvent(node!, ev);
    }
  });
});
