import { legacyEventSlug } from "./event-keys";
import { concertCardIdOf, programmeCardIdOf, talkCardIdOf } from "./event-paths";
import type { EventFacts } from "./event-facts";
import { isCancelled } from "./event-status";
import { pagePaths } from "../utils/page-paths";
import { FESTIVAL_TIME_ZONE, romeDateTime, romeInstant } from "../utils/rome-time";
import { firstStart, type EventChanges } from "./event-record";
import { availabilityOf, entryOf, eventLabels, languageOf, type Availability, type EventEntry, type EventLabel, type EventLabelFields } from "./event-labels";

/**
 * One normalised view of every programme event, joined with its concert or talk entry.
 * JSON-LD (search engines) and the .ics calendars both read this, so they can never disagree
 * about an event's time, place or link.
 *
 * The input interfaces are structural: the GraphQL results of the site's queries and the raw
 * data/*.json files both fit them.
 */

export interface ImageInput {
  publicURL?: string | null;
}

/** A programme event as data/programma.json holds it: its facts (its day is its day's `data`), its words and its labels. */
export interface ProgrammeEventInput extends Omit<EventFacts, "data">, EventLabelFields {
  titolo: string;
  speaker: string;
  tipo: string;
  locandina?: ImageInput | string | null;
}

export interface ProgrammeDayInput {
  data: string;
  eventi: readonly ProgrammeEventInput[];
}

/** A concert names its programme event (`evento`, the event's id), which holds its day, time and venue. */
export interface ConcertInput {
  artista: string;
  evento: string;
  descrizione: string;
  ticketLink: string;
  immagine?: ImageInput | string | null;
}

/** A talk names its programme event (`evento`, the event's id), which holds its day, time and venue. */
export interface TalkInput {
  titolo: string;
  speaker: string;
  evento: string;
  gratuito: boolean;
  descrizione: string;
  linkPrenotazione: string;
  immagine?: ImageInput | string | null;
  secondaImmagine?: ImageInput | string | null;
  terzaImmagine?: ImageInput | string | null;
  quartaImmagine?: ImageInput | string | null;
}

export interface SiteInput {
  nome: string;
  tagline: string;
  edizione: string;
  dataInizio: string;
  dataFine: string;
  biglietteria: string;
  prenotazioni: string;
  organizzatore: { nome: string; citta: string; cap: string; provincia: string };
  email: readonly string[];
  social: readonly { url: string }[];
}

/** A venue of data/luoghi.json, as far as the events need it: its names, preposition and maps link. */
export interface VenueNamingInput {
  nome: string;
  mappe: string;
  preposizione?: string | null;
  nomiPrecedenti?: readonly string[] | null;
}

/** The festival's data; `V`, its venues' entries, is data/luoghi.json's whole entry where the build loads them (gatsby/festival-data). */
export interface FestivalDataInput<V extends VenueNamingInput = VenueNamingInput> {
  sito: SiteInput;
  luoghi: readonly V[];
  programma: readonly ProgrammeDayInput[];
  concerti: readonly ConcertInput[];
  talks: readonly TalkInput[];
  /** The record of what was published (gatsby/event-history), for today's edition; absent for an archive. */
  modifiche?: EventChanges;
}

export interface FestivalEvent<V extends VenueNamingInput = VenueNamingInput> {
  /** Its id, day, time, venue, end and status: what the calendar file, the card ids and the record are named by. */
  facts: EventFacts;
  /** The event's identity everywhere (card anchors, calendar files and UIDs, JSON-LD @id). */
  id: string;
  /** The day-time-venue slug used as the key before ids, e.g. "2025-09-12-2130-nuovo". */
  legacySlug: string;
  tipo: string;
  /** The programme title, e.g. "Concerto del venerdì". */
  titolo: string;
  /** "Connessioni 2025 · Concerto del venerdì": meaningful on its own in a calendar or a search result. */
  name: string;
  speaker: string;
  description: string;
  /** ISO 8601 with the Europe/Rome offset of that date, e.g. "2025-09-12T21:30:00+02:00". */
  startDate: string;
  endDate: string;
  start: Date;
  end: Date;
  durationMinutes: number;
  /** Where: its name, the city, and its entry of data/luoghi.json (`luogo`, null where the venues name none). */
  venue: { name: string; city: string; mapsUrl: string | null; luogo: V | null };
  /** Site path of the card that describes the event best (concert or talk card, else the programme card). */
  path: string;
  /** Ticket or booking link; null when the event has none (the Sunday show). */
  offer: { url: string; provider: string; free: boolean } | null;
  /** How to get in, from the concert's ticket link or the talk's booking link and `gratuito`; null with neither. */
  entry: EventEntry | null;
  /** Places left, as the programme event says ("ultimi-posti", "esaurito"); null when it says nothing. */
  availability: Availability | null;
  /** ISO 639-1 code of the language it is held in: the programme event's `lingua`, else "it". */
  language: string;
  /** The labels its cards show, in their words (src/events/event-labels.ts). */
  labels: EventLabel[];
  /** People or acts named in the data; empty while they are "da annunciare". */
  performers: string[];
  /** Site-relative image paths, the programme poster first; empty when the query gave none. */
  images: string[];
  /** Cancelled ("stato": "annullato"): it stays listed, and says so. */
  cancelled: boolean;
  /** Published changes of day, time, venue or status (the calendars' SEQUENCE); 0 without a record. */
  sequence: number;
  /** When the event last changed, or was first published; null without a record. */
  lastModified: Date | null;
  /** The start it was first published with, when its day or time changed since; else null. */
  previousStartDate: string | null;
}

/**
 * Events may have no end time (`fine` is optional): they are taken to last 90 minutes (issue 28),
 * one rule for calendars, search engines and "In corso" alike, so the site and a visitor's calendar
 * never disagree. A concert night that runs longer gets its real end through `fine`.
 */
export const ASSUMED_DURATION_MINUTES = 90;

/** The day after an ISO date: "2025-09-13" for "2025-09-12". */
function nextDay(data: string): string {
  const date = new Date(`${data}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * When an event ends: at `fine` when the data gives it (the next day when it is not after the
 * start, e.g. a concert until 00:30), else after the assumed duration.
 */
export function eventEnd(data: string, ora: string, fine: string | null | undefined): Date {
  const start = romeInstant(data, ora);
  if (fine) {
    const sameDay = romeInstant(data, fine);
    return sameDay > start ? sameDay : romeInstant(nextDay(data), fine);
  }
  return new Date(start.getTime() + ASSUMED_DURATION_MINUTES * 60_000);
}

/**
 * Names of people or acts in a free-text speaker line, e.g.
 * "Vittorio Bertola, Valerio Ferrero e Carlotta Roncarà; modera Cinzia Dutto" gives four names.
 * Placeholders ("Ospite da annunciare", "Vincitore ... da annunciare") give none: never invent a
 * performer. Role words written in lower case ("modera", "show-cooking di") are dropped.
 */
export function namedPeople(text: string): string[] {
  if (/annunciar|definizione/i.test(text)) return [];
  return text
    .split(/\s*[;,+&]\s*|\s+e\s+|\s+con\s+/u)
    .map((part) => part.trim().replace(/^(?:[\p{Ll}][\p{L}'’-]*\s+)+/u, ""))
    .filter((part) => /^\p{Lu}/u.test(part) && part.split(/\s+/).length <= 5);
}

function imagePath(image: ImageInput | string | null | undefined): string | null {
  if (!image || typeof image === "string") return null;
  return image.publicURL ?? null;
}

/** Wall-clock date and time in Rome of an instant: ["2025-09-12", "23:00"]. */
export function romeWallClock(instant: Date): [string, string] {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: FESTIVAL_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return [`${get("year")}-${get("month")}-${get("day")}`, `${get("hour")}:${get("minute")}`];
}

export function festivalEvents<V extends VenueNamingInput>(input: FestivalDataInput<V>): FestivalEvent<V>[] {
  const { sito, luoghi } = input;
  const events: FestivalEvent<V>[] = [];
  for (const day of input.programma) {
    for (const ev of day.eventi) {
      const facts: EventFacts = { id: ev.id, data: day.data, ora: ev.ora, luogo: ev.luogo, fine: ev.fine ?? null, stato: ev.stato ?? null };
      // Joined by the programme event's id (a concert's or talk's `evento`), not by tipo: an editor may write "Talk e show-cooking".
      const concert = input.concerti.find((c) => c.evento === ev.id);
      const talk = concert ? undefined : input.talks.find((t) => t.evento === ev.id);

      const start = romeInstant(facts.data, facts.ora);
      const end = eventEnd(facts.data, facts.ora, ev.fine);
      const durationMinutes = Math.round((end.getTime() - start.getTime()) / 60_000);
      const [endDay, endTime] = romeWallClock(end);
      const luogo = luoghi.find((l) => l.nome === ev.luogo) ?? null;

      // The show has no detail card: describe it from its programme line.
      let description = `${ev.titolo}. ${ev.speaker.replace(/\.$/, "")}. ${ev.luogo}, ${sito.organizzatore.citta}.`;
      let path = `/#${programmeCardIdOf(ev.id)}`;
      let offer: FestivalEvent["offer"] = null;
      let performers: string[] = [];
      const images = [imagePath(ev.locandina)];
      if (concert) {
        description = concert.descrizione;
        path = `${pagePaths.concerti}#${concertCardIdOf(ev.id)}`;
        offer = { url: concert.ticketLink, provider: sito.biglietteria, free: false };
        performers = namedPeople(concert.artista);
        images.push(imagePath(concert.immagine));
      } else if (talk) {
        description = talk.descrizione;
        path = `${pagePaths.talks}#${talkCardIdOf(ev.id)}`;
        offer = { url: talk.linkPrenotazione, provider: sito.prenotazioni, free: talk.gratuito };
        performers = namedPeople(talk.speaker);
        images.push(imagePath(talk.immagine), imagePath(talk.secondaImmagine), imagePath(talk.terzaImmagine), imagePath(talk.quartaImmagine));
      } else if (ev.tipo === "Talk" || ev.tipo === "Concerto") {
        // A programme entry without its detail card yet: the speaker line may still name people.
        performers = namedPeople(ev.speaker);
      }

      const entry = entryOf({ concert, talk });
      const record = input.modifiche?.eventi[ev.id];
      const first = firstStart(record, facts);
      const moved = Boolean(record) && (first.data !== facts.data || first.ora !== facts.ora);

      events.push({
        facts,
        id: ev.id,
        legacySlug: legacyEventSlug(facts),
        tipo: ev.tipo,
        titolo: ev.titolo,
        name: `${sito.nome} ${sito.edizione} · ${ev.titolo}`,
        speaker: ev.speaker,
        description,
        startDate: romeDateTime(facts.data, facts.ora),
        endDate: romeDateTime(endDay, endTime),
        start,
        end,
        durationMinutes,
        venue: { name: ev.luogo, city: sito.organizzatore.citta, mapsUrl: luogo?.mappe ?? null, luogo },
        path,
        offer,
        entry,
        availability: availabilityOf(ev),
        language: languageOf(ev),
        labels: eventLabels(ev, entry, isCancelled(ev.stato)),
        performers,
        images: images.filter((src): src is string => Boolean(src)),
        cancelled: isCancelled(ev.stato),
        sequence: record?.sequenza ?? 0,
        lastModified: record ? new Date(record.modificato) : null,
        previousStartDate: moved ? romeDateTime(first.data, first.ora) : null,
      });
    }
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime());
}
