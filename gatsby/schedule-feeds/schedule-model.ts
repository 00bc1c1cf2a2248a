import { createHash } from "node:crypto";
import { slugify } from "../../src/events/event-keys";
import { festivalEvents, type FestivalDataInput, type FestivalEvent } from "../../src/events/festival-events";
import { festivalName } from "../../src/utils/edition-texts";
import { scheduleFeedPaths } from "../../src/utils/page-paths";
import { FESTIVAL_TIME_ZONE, romeDateTime } from "../../src/utils/rome-time";
import { eventGuid, numericEventIds, roomGuid } from "./feed-identity";

/**
 * The programme as schedule apps read it (issue 49), from the festival's one event model
 * (src/events/festival-events.ts: the .ics calendars and the JSON-LD read the same): the conference,
 * its days, and each day's events grouped by room. The two serialisers (schedule-xml.ts for frab's XML,
 * schedule-json.ts for c3voc's JSON) only write this down, so the two feeds never disagree.
 *
 * Choices, where our data and the formats differ:
 * - rooms are the venues (data/luoghi.json, in their order);
 * - `guid` and the numeric `id` come from the event's id (feed-identity.ts), never from its time or
 *   venue, so a moved event stays the same event in an app;
 * - every event has a duration: until `fine`, else the site's assumed 90 minutes (ASSUMED_DURATION_MINUTES,
 *   the same end as in the calendars, the JSON-LD and "In corso");
 * - neither format has a status: a cancelled event stays, with its guid, titled "ANNULLATO – …";
 * - speakers are one free-text line in our data ("A, B e C; modera D"): splitting it into people would be
 *   guesswork, so `persons` is empty and the line is the event's subtitle, as written;
 * - the track is the event's type (Talk, Concerto…), words of the data;
 * - `version` is a digest of everything else, so it changes exactly when the feed's content does
 *   (notices, the build's time and the record's dates are not in it).
 */

/** The title of a cancelled event starts with this (an en dash between spaces). */
export const CANCELLED_PREFIX = "ANNULLATO – ";

/** The grid step apps draw the day in; our times are on the quarter hour or coarser. */
export const TIMESLOT_DURATION = "00:15";

export const SCHEDULE_LANGUAGE = "it";

/** What the XSD's acronym and the JSON schema's both accept: lowercase letters, digits, underscore; 4 or more. */
const ACRONYM = /^[a-z0-9_]{4,}$/;

export interface ScheduleRoom {
  name: string;
  slug: string;
  guid: string;
  /** The venue's map link (sito.json's `mappe`). */
  url: string | null;
}

export interface ScheduleLink {
  title: string;
  url: string;
}

export interface ScheduleEvent {
  guid: string;
  id: number;
  /** "<acronym>-<event id>": unique, and as stable as the id. */
  slug: string;
  /** ISO 8601 with the Rome offset of that date: "2025-09-12T21:30:00+02:00". */
  date: string;
  end: string;
  /** "21:30" */
  start: string;
  /** "01:30" (hours may exceed 23: "25:00" for a whole day and night). */
  duration: string;
  room: string;
  title: string;
  /** The speaker line as written, or null when the data has none. */
  subtitle: string | null;
  type: string;
  track: string;
  abstract: string;
  /** How to get in (tickets or booking), or null. */
  description: string | null;
  /** The event's card on the site. */
  url: string;
  links: ScheduleLink[];
  cancelled: boolean;
}

export interface ScheduleDay {
  /** 1, 2, 3… */
  index: number;
  date: string;
  /** From the day's first event to its last event's end; midnight to midnight while it has none. */
  start: string;
  end: string;
  /** The day's rooms that have events, in the venues' order, each with its events in time order. */
  rooms: { room: ScheduleRoom; events: ScheduleEvent[] }[];
}

export interface ScheduleConference {
  title: string;
  acronym: string;
  /** "2025-09-12" */
  start: string;
  end: string;
  timeZone: string;
  /** The site's home page, and the base of every link. */
  url: string;
  tracks: { name: string; slug: string }[];
  rooms: ScheduleRoom[];
  days: ScheduleDay[];
}

export interface ScheduleModel {
  /** Changes when anything else in the model changes (scheduleVersion). */
  version: string;
  /** Where the feeds are published. */
  feedUrls: { xml: string; json: string };
  conference: ScheduleConference;
}

/** "connessioni2025": the festival's name and edition, lowercase, letters and digits only. */
export function scheduleAcronym(nome: string, edizione: string): string {
  const acronym = slugify(`${nome} ${edizione}`).replace(/-/g, "");
  if (!ACRONYM.test(acronym)) {
    throw new Error(
      `sito.json: dal nome "${nome}" e dall'edizione "${edizione}" non si ricava una sigla per il programma nelle app ` +
        `(servono almeno 4 lettere o cifre; ricavata: "${acronym}").`,
    );
  }
  return acronym;
}

/** Minutes as "HH:MM", hours unbounded. */
export function durationText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The day after an ISO date. */
function nextDay(data: string): string {
  const date = new Date(`${data}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function offerLine(ev: FestivalEvent): { description: string; link: ScheduleLink } | null {
  if (!ev.offer || ev.cancelled) return null;
  const what = ev.offer.free ? "Ingresso gratuito, prenotazione" : ev.tipo === "Talk" ? "Prenotazione" : "Biglietti";
  return { description: `${what} su ${ev.offer.provider}: ${ev.offer.url}`, link: { title: `${what} su ${ev.offer.provider}`, url: ev.offer.url } };
}

/** The version of a model: a digest of everything but the version itself. */
export function scheduleVersion(model: Omit<ScheduleModel, "version">): string {
  return createHash("sha256").update(JSON.stringify(model)).digest("hex").slice(0, 16);
}

/**
 * The feeds' model of the festival data the build loaded (gatsby/festival-data).
 * @param siteUrl the site's absolute URL without a trailing slash
 */
export function scheduleModel(data: FestivalDataInput, siteUrl: string, events: readonly FestivalEvent[] = festivalEvents(data)): ScheduleModel {
  const { sito } = data;
  const acronym = scheduleAcronym(sito.nome, sito.edizione);
  const numericIds = numericEventIds(events);

  const rooms: ScheduleRoom[] = data.luoghi.map((luogo) => ({ name: luogo.nome, slug: slugify(luogo.nome), guid: roomGuid(luogo.nome), url: luogo.mappe }));
  // The data check names every venue in luoghi.json; a missing one still gets a room rather than losing its events.
  for (const ev of events) {
    if (!rooms.some((room) => room.name === ev.venue.name)) {
      rooms.push({ name: ev.venue.name, slug: slugify(ev.venue.name), guid: roomGuid(ev.venue.name), url: ev.venue.mapsUrl });
    }
  }

  const toScheduleEvent = (ev: FestivalEvent): ScheduleEvent => {
    const offer = offerLine(ev);
    const speaker = ev.speaker.trim();
    return {
      guid: eventGuid(ev.id),
      id: numericIds.get(ev.id)!,
      slug: `${acronym}-${ev.id}`,
      date: ev.startDate,
      end: ev.endDate,
      start: ev.facts.ora,
      duration: durationText(ev.durationMinutes),
      room: ev.venue.name,
      title: ev.cancelled ? `${CANCELLED_PREFIX}${ev.titolo}` : ev.titolo,
      subtitle: speaker === "" ? null : speaker,
      type: ev.tipo,
      track: ev.tipo,
      abstract: ev.description,
      description: offer?.description ?? null,
      url: `${siteUrl}${ev.path}`,
      links: offer ? [offer.link] : [],
      cancelled: ev.cancelled,
    };
  };

  const days: ScheduleDay[] = data.programma.map((giorno, index) => {
    const own = events.filter((ev) => ev.facts.data === giorno.data);
    const dayRooms = rooms
      .map((room) => ({ room, events: own.filter((ev) => ev.venue.name === room.name).map(toScheduleEvent) }))
      .filter((entry) => entry.events.length > 0);
    const first = own[0];
    const last = own.reduce<FestivalEvent | undefined>((latest, ev) => (!latest || ev.end > latest.end ? ev : latest), undefined);
    return {
      index: index + 1,
      date: giorno.data,
      start: first ? first.startDate : romeDateTime(giorno.data, "00:00"),
      end: last ? last.endDate : romeDateTime(nextDay(giorno.data), "00:00"),
      rooms: dayRooms,
    };
  });

  const tracks = [...new Set(events.map((ev) => ev.tipo))].map((name) => ({ name, slug: slugify(name) }));
  const content: Omit<ScheduleModel, "version"> = {
    feedUrls: { xml: `${siteUrl}${scheduleFeedPaths.xml}`, json: `${siteUrl}${scheduleFeedPaths.json}` },
    conference: {
      title: festivalName(sito),
      acronym,
      start: sito.dataInizio,
      end: sito.dataFine,
      timeZone: FESTIVAL_TIME_ZONE,
      url: `${siteUrl}/`,
      tracks,
      rooms,
      days,
    },
  };
  return { version: scheduleVersion(content), ...content };
}
