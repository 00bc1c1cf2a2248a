import { createHash } from "node:crypto";
import type { EventFacts } from "../../src/events/event-facts";
import { firstValue, type EventChanges, type EventRecord, type RecordedChange } from "../../src/events/event-record";
import type { FestivalEvent } from "../../src/events/festival-events";
import { changeLine, changeNote, changeSummary, previousStartNote, type VenueNaming } from "../../src/events/change-words";
import { publishedWords } from "../../src/events/published-words";

/**
 * The record of published changes (event-history.ts) in the form visitors read it (issue 38): the
 * notes beside a moved event's facts on its cards, and the list of the page "Modifiche al programma"
 * and of its Atom feed, one entry per event per publish, newest first.
 */

/** Beside each fact of a card, what it was when the event was first published; null where it still is. */
export interface CardNotes {
  /** "era venerdì 12 settembre", beside a day. */
  giorno: string | null;
  /** "era alle 21:30", beside a time. */
  ora: string | null;
  /** Day and time in one, for a card that shows a time but no day: "era venerdì 12 settembre alle 21:30". */
  inizio: string | null;
  /** "era al NUoVO", or "prima: NUoVO" for a venue without preposition, beside a venue. */
  luogo: string | null;
}

/**
 * The notes of an event's cards: the first published day, time and venue where they differ from today's.
 * The first value, not the one before the last change: it is what printed programmes, posters and most
 * visitors' memories say, and what a visitor who saved the event before any change saved. A fact moved
 * and moved back says nothing; a cancellation has its own display (src/components/cancelled).
 */
export function cardNotes(
  record: EventRecord | undefined,
  current: Pick<EventFacts, "data" | "ora" | "luogo">,
  luoghi: readonly VenueNaming[],
): CardNotes | null {
  if (!record) return null;
  const was = (campo: "data" | "ora" | "luogo"): string | null => {
    const first = firstValue(record, campo);
    return first !== undefined && first !== current[campo] ? first : null;
  };
  const data = was("data");
  const ora = was("ora");
  const luogo = was("luogo");
  if (!data && !ora && !luogo) return null;
  // The same words as the browser's note of a saved event that changed (src/events/change-words.ts).
  const note = (campo: "data" | "ora" | "luogo", prima: string | null) => prima && changeNote({ campo, prima, dopo: current[campo] }, luoghi);
  return {
    giorno: note("data", data),
    ora: note("ora", ora),
    inizio: previousStartNote({ data, ora }),
    luogo: note("luogo", luogo),
  };
}

/** One event's changes of one publish. */
export interface PublishedChange {
  /** The feed entry's id: a name-based UUID of the event's id and the publish instant (changesEntryId). */
  codice: string;
  /** The programme event's id. */
  evento: string;
  titolo: string;
  /** Site path of the card that describes the event best, e.g. "/talks/#talk-k7m2q9xa". */
  scheda: string;
  /** The publish, ISO 8601 in UTC. */
  quando: string;
  /** The publish in Rome's wall time, in words: "10 luglio 2025 alle 10:00". */
  quandoTesto: string;
  /** One line per field, in the record's order: "Orario: era alle 21:30, ora alle 22:15". */
  righe: string[];
  /** What the publish did, for a title: "nuovo orario", "annullato". */
  sintesi: string;
  /** Whether this publish cancelled the event. */
  annullato: boolean;
}

/**
 * A name-based UUID (RFC 9562 version 5: SHA-1 of a namespace and a name), so that an id depends only on
 * what it names: the same event and publish give the same id on every build, host and machine.
 */
export function nameBasedUuid(namespace: string, name: string): string {
  const hash = createHash("sha1")
    .update(Buffer.from(namespace.replace(/-/g, ""), "hex"))
    .update(name, "utf8")
    .digest();
  hash[6] = (hash[6] & 0x0f) | 0x50; // version 5
  hash[8] = (hash[8] & 0x3f) | 0x80; // RFC variant
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This site's own namespace for its feed ids (a random UUID, chosen once: never change it). */
export const CHANGES_FEED_NAMESPACE = "3b6f7f0e-5a0d-4d8e-9c55-6f1a2e8b9d47";

/** The feed's id: the festival's, not the edition's or the host's, so a reader keeps one feed across years and domains. */
export const changesFeedId = (festival: string): string => `urn:uuid:${nameBasedUuid(CHANGES_FEED_NAMESPACE, `modifiche/${festival}`)}`;

/** An entry's id, from the event's id and the publish instant (normalised to ISO 8601 in UTC). */
export const changesEntryId = (evento: string, quando: string): string =>
  `urn:uuid:${nameBasedUuid(CHANGES_FEED_NAMESPACE, `${evento}@${new Date(quando).toISOString()}`)}`;

/**
 * Every published change of today's programme, one entry per event per publish, newest first; a publish
 * that moved several events lists them in programme order. `events` gives each event's title and card.
 */
export function publishedChanges(
  changes: EventChanges,
  events: readonly Pick<FestivalEvent, "id" | "titolo" | "path" | "start">[],
  luoghi: readonly VenueNaming[],
): PublishedChange[] {
  const entries: (PublishedChange & { start: number })[] = [];
  for (const event of events) {
    const byPublish = new Map<string, RecordedChange[]>();
    for (const change of changes.eventi[event.id]?.cambi ?? []) byPublish.set(change.quando, [...(byPublish.get(change.quando) ?? []), change]);
    for (const [quando, cambi] of byPublish) {
      entries.push({
        codice: changesEntryId(event.id, quando),
        evento: event.id,
        titolo: event.titolo,
        scheda: event.path,
        quando,
        quandoTesto: publishedWords(quando),
        righe: cambi.map((change) => changeLine(change, luoghi)),
        sintesi: changeSummary(cambi),
        annullato: cambi.some((change) => change.campo === "stato" && change.dopo === "annullato"),
        start: event.start.getTime(),
      });
    }
  }
  entries.sort((a, b) => Date.parse(b.quando) - Date.parse(a.quando) || a.start - b.start || a.evento.localeCompare(b.evento));
  return entries.map(({ start: _start, ...entry }) => entry);
}

/** The newest instant the record knows of (a change, else a first publish), for a feed's `updated`; null without any. */
export function lastPublished(changes: EventChanges): string | null {
  const instants = Object.values(changes.eventi).map((record) => record.modificato);
  return instants.length === 0 ? null : instants.reduce((newest, at) => (Date.parse(at) > Date.parse(newest) ? at : newest));
}
