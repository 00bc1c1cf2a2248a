import { formatDateRangeFromTo } from "../utils/format";
import { scriptSafeJson } from "../utils/script-safe-json";
import { harmlessText } from "../utils/text-safety";
import { festivalEvents, type FestivalDataInput, type FestivalEvent, type SiteInput } from "../events/festival-events";
import { entryWords, schemaAvailability } from "../events/event-labels";

/**
 * schema.org JSON-LD for the festival and each programme event, shaped after Google's Event
 * rich-result documentation: required name, startDate, location (Place with PostalAddress);
 * recommended description, endDate, eventStatus, eventAttendanceMode, image, offers, organizer,
 * performer. Pure functions: the Head components feed them the GraphQL data.
 */

export type JsonLdNode = { "@type"?: string | string[]; "@id"?: string; [key: string]: unknown };

export interface JsonLdContext {
  siteUrl: string;
  /** Site-relative path of the festival's share image (1200x630), used as its first image. */
  festivalImage?: string;
}

/** Talks are lectures and conversations with an audience: EducationEvent is the closest schema.org type. */
export const SCHEMA_TYPE_BY_TIPO: Readonly<Record<string, string>> = {
  Concerto: "MusicEvent",
  Talk: "EducationEvent",
  Spettacolo: "TheaterEvent",
};

const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);

export const festivalId = (siteUrl: string) => `${siteUrl}/#festival`;
export const organizerId = (siteUrl: string) => `${siteUrl}/#organizzatore`;
export const eventId = (siteUrl: string, ev: FestivalEvent) => `${siteUrl}/#evento-${ev.id}`;

function postalAddress(sito: SiteInput): JsonLdNode {
  // No street address is public yet: the city-level address is what the data holds.
  return {
    "@type": "PostalAddress",
    addressLocality: sito.organizzatore.citta,
    addressRegion: sito.organizzatore.provincia,
    postalCode: sito.organizzatore.cap,
    addressCountry: "IT",
  };
}

function place(sito: SiteInput, name: string, mapsUrl: string | null): JsonLdNode {
  return {
    "@type": "Place",
    name,
    address: postalAddress(sito),
    ...(mapsUrl ? { hasMap: mapsUrl } : {}),
  };
}

export function organizerJsonLd(sito: SiteInput, ctx: JsonLdContext): JsonLdNode {
  return {
    "@type": "Organization",
    "@id": organizerId(ctx.siteUrl),
    name: sito.organizzatore.nome,
    url: `${ctx.siteUrl}/`,
    address: postalAddress(sito),
    ...(sito.email.length > 0 ? { email: sito.email[0] } : {}),
    ...(sito.social.length > 0 ? { sameAs: sito.social.map((s) => s.url) } : {}),
  };
}

function offersJsonLd(ev: FestivalEvent): JsonLdNode | undefined {
  // A cancelled event sells nothing: no offer rather than a stale one.
  if (!ev.offer || ev.cancelled) return undefined;
  // Prices of the paid events are not public: Google lists price as recommended, not required,
  // so it is left out rather than guessed. validFrom is omitted too: Google asks for it only on
  // date-restricted offers, and no sale date is known.
  return {
    "@type": "Offer",
    url: ev.offer.url,
    ...(ev.offer.free ? { price: 0 } : {}),
    priceCurrency: "EUR",
    // What the programme event says of the places left ("disponibilita"); in stock where it says nothing.
    availability: schemaAvailability(ev.availability),
    ...(ev.offer.free && ev.entry ? { name: entryWords(ev.entry) } : {}),
    seller: { "@type": "Organization", name: ev.offer.provider },
  };
}

function performersJsonLd(ev: FestivalEvent): JsonLdNode[] | undefined {
  if (ev.performers.length === 0) return undefined;
  // An act on a concert bill may be a band or a solo artist; MusicGroup covers both in schema.org.
  const type = ev.tipo === "Concerto" ? "MusicGroup" : "Person";
  return ev.performers.map((name) => ({ "@type": type, name }));
}

/** Cancelled wins; a day or time changed since the first publish is a reschedule (issue 36). */
function eventStatusJsonLd(ev: FestivalEvent): JsonLdNode {
  if (ev.cancelled) return { eventStatus: "https://schema.org/EventCancelled" };
  if (ev.previousStartDate) return { eventStatus: "https://schema.org/EventRescheduled", previousStartDate: ev.previousStartDate };
  return { eventStatus: "https://schema.org/EventScheduled" };
}

export function eventJsonLd(ev: FestivalEvent, sito: SiteInput, ctx: JsonLdContext): JsonLdNode {
  const offers = offersJsonLd(ev);
  const performer = performersJsonLd(ev);
  const images = ev.images.map((src) => absolute(ctx.siteUrl, src));
  return {
    "@type": SCHEMA_TYPE_BY_TIPO[ev.tipo] ?? "Event",
    "@id": eventId(ctx.siteUrl, ev),
    name: ev.name,
    description: ev.description,
    url: absolute(ctx.siteUrl, ev.path),
    ...(images.length > 0 ? { image: images } : {}),
    startDate: ev.startDate,
    endDate: ev.endDate,
    ...eventStatusJsonLd(ev),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: place(sito, ev.venue.name, ev.venue.mapsUrl),
    organizer: { "@type": "Organization", "@id": organizerId(ctx.siteUrl), name: sito.organizzatore.nome, url: `${ctx.siteUrl}/` },
    ...(performer ? { performer } : {}),
    ...(offers ? { offers } : {}),
    inLanguage: ev.language,
    superEvent: { "@id": festivalId(ctx.siteUrl) },
  };
}

export function festivalJsonLd(data: FestivalDataInput, events: FestivalEvent[], ctx: JsonLdContext): JsonLdNode {
  const { sito } = data;
  const first = events[0];
  const last = events.reduce<FestivalEvent | undefined>((a, b) => (!a || b.end > a.end ? b : a), undefined);
  const venues = Array.from(new Map(events.map((ev) => [ev.venue.name, ev.venue])).values());
  const images = [ctx.festivalImage, ...events.flatMap((ev) => ev.images.slice(0, 1))]
    .filter((src): src is string => Boolean(src))
    .map((src) => absolute(ctx.siteUrl, src));
  return {
    "@type": "Festival",
    "@id": festivalId(ctx.siteUrl),
    name: `${sito.nome} ${sito.edizione}`,
    description: `${sito.tagline}: talk, concerti e spettacoli ${formatDateRangeFromTo(sito.dataInizio, sito.dataFine)} a ${sito.organizzatore.citta}.`,
    url: `${ctx.siteUrl}/`,
    ...(images.length > 0 ? { image: images } : {}),
    // The festival spans its events: from the first one's start to the last one's end, so the
    // instants carry the same computed Rome offset as the events themselves.
    startDate: first ? first.startDate : sito.dataInizio,
    endDate: last ? last.endDate : sito.dataFine,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: venues.length > 0 ? venues.map((v) => place(sito, v.name, v.mapsUrl)) : place(sito, sito.organizzatore.citta, null),
    organizer: { "@id": organizerId(ctx.siteUrl) },
    inLanguage: "it",
    subEvent: events.map((ev) => ({ "@id": eventId(ctx.siteUrl, ev) })),
  };
}

export type JsonLdScope = "home" | "concerti" | "talks";

const TIPI_BY_SCOPE: Record<Exclude<JsonLdScope, "home">, string> = { concerti: "Concerto", talks: "Talk" };

const hasOwnPage = (ev: FestivalEvent) => Object.values(TIPI_BY_SCOPE).includes(ev.tipo);

/**
 * The JSON-LD document of a page. Each event is described once, on the page that describes it
 * best: /concerti and /talks carry their own events; the home page carries the organiser, the
 * festival (every event its sub-event, by @id) and the events no other page shows. So the home's
 * HTML does not grow with every talk's and concert's description: it must reach a phone in one
 * round trip however long the programme grows (docs/performance.md).
 */
export function festivalJsonLdGraph(data: FestivalDataInput, scope: JsonLdScope, ctx: JsonLdContext) {
  const events = festivalEvents(data);
  const nodes: JsonLdNode[] =
    scope === "home"
      ? [
          organizerJsonLd(data.sito, ctx),
          festivalJsonLd(data, events, ctx),
          ...events.filter((ev) => !hasOwnPage(ev)).map((ev) => eventJsonLd(ev, data.sito, ctx)),
        ]
      : events.filter((ev) => ev.tipo === TIPI_BY_SCOPE[scope]).map((ev) => eventJsonLd(ev, data.sito, ctx));
  return { "@context": "https://schema.org", "@graph": nodes };
}

/**
 * The JSON-LD document of an archived edition's page (`page`, e.g. /edizioni/2025/): that edition as a
 * Festival with its real past dates, and each of its events, with ids and URLs on that page (they
 * are no longer on /concerti or /talks) and without offers (their tickets are no longer on sale).
 * `data.sito` is today's sito.json: the organiser and the venues' maps still hold.
 */
export function archiveJsonLdGraph(data: FestivalDataInput, anno: number, ctx: JsonLdContext, page: string) {
  // Concerts and talks are on their programme events' days.
  const days = data.programma.map((day) => day.data).sort();
  const sito = { ...data.sito, edizione: String(anno), dataInizio: days[0] ?? data.sito.dataInizio, dataFine: days[days.length - 1] ?? data.sito.dataFine };
  const events = festivalEvents({ ...data, sito }).map((ev) => ({ ...ev, offer: null, path: page }));
  const pageUrl = `${ctx.siteUrl}${page}`;
  const festival: JsonLdNode = { ...festivalJsonLd({ ...data, sito }, events, ctx), "@id": `${pageUrl}#festival`, url: pageUrl };
  const nodes = events.map((ev) => ({
    ...eventJsonLd(ev, sito, ctx),
    "@id": `${pageUrl}#evento-${ev.id}`,
    superEvent: { "@id": festival["@id"] },
  }));
  festival.subEvent = nodes.map((node) => ({ "@id": node["@id"] }));
  return { "@context": "https://schema.org", "@graph": [organizerJsonLd(sito, ctx), festival, ...nodes] };
}

/**
 * JSON for a <script> element: every text without control characters, and "<", U+2028 and U+2029
 * escaped, so no data can close the script early or break the page (src/utils/text-safety.ts).
 */
export function serializeJsonLd(doc: unknown): string {
  return scriptSafeJson(JSON.stringify(doc, (_key, value: unknown) => (typeof value === "string" ? harmlessText(value) : value)));
}

/** A venue's page address as its JSON-LD `@id`: `${siteUrl}/luoghi/<slug>/#luogo`. */
export const venueId = (siteUrl: string, percorso: string) => `${siteUrl}${percorso}#luogo`;

/** What a venue's Place needs: data/luoghi.json's entry, its page and its facts in words (src/venues). */
export interface VenueJsonLdInput {
  nome: string;
  descrizione: string;
  percorso: string;
  mappe: string;
  indirizzo: { via?: string | null; citta: string; cap?: string | null };
  coordinate?: { lat: number; lon: number } | null;
  accesso: readonly { etichetta: string; valore: string; verificato: boolean; fatto: string }[];
  /** The venue's photo, site-relative, when it has one. */
  foto?: string | null;
}

/**
 * A venue's schema.org Place: its PostalAddress (what is known of it), GeoCoordinates only where the
 * data has them, and an amenityFeature for each access fact somebody verified; a fact still "da
 * verificare" is left out, never published as false or true.
 */
export function venueJsonLd(venue: VenueJsonLdInput, ctx: JsonLdContext): JsonLdNode {
  const { indirizzo, coordinate } = venue;
  const features = venue.accesso
    .filter((fact) => fact.verificato)
    .map((fact) => ({
      "@type": "LocationFeatureSpecification",
      name: fact.etichetta,
      // sì/no as booleans, anything else ("con una rampa", "sì, 2") in words.
      value: fact.valore === "sì" ? true : fact.valore === "no" ? false : fact.valore,
    }));
  return {
    "@type": "Place",
    "@id": venueId(ctx.siteUrl, venue.percorso),
    name: venue.nome,
    description: venue.descrizione,
    url: absolute(ctx.siteUrl, venue.percorso),
    address: {
      "@type": "PostalAddress",
      ...(indirizzo.via ? { streetAddress: indirizzo.via } : {}),
      addressLocality: indirizzo.citta,
      ...(indirizzo.cap ? { postalCode: indirizzo.cap } : {}),
      addressCountry: "IT",
    },
    ...(coordinate ? { geo: { "@type": "GeoCoordinates", latitude: coordinate.lat, longitude: coordinate.lon } } : {}),
    hasMap: venue.mappe,
    ...(venue.foto ? { photo: absolute(ctx.siteUrl, venue.foto) } : {}),
    ...(features.length > 0 ? { amenityFeature: features } : {}),
  };
}
