/**
 * The record of what was published about each event of the current edition (issue 36): how its day,
 * time, venue and status changed since the programme first named it. gatsby/event-history derives it
 * from the data's git history; the build writes it to public/eventi/modifiche.json and reads it for the
 * calendars' SEQUENCE and the JSON-LD's eventStatus. Names are Italian, like the data they describe.
 */

import type { ChangedField, FactChange } from "./event-facts";

/** A change as the record keeps it: the fields' change (event-facts.ts' changesOf), and when it was published. */
export interface RecordedChange extends FactChange {
  /** When the change was published: the commit's time, ISO 8601 in UTC. */
  quando: string;
}

export interface EventRecord {
  /** How many publishes changed the event's day, time, venue or status: the calendars' SEQUENCE. */
  sequenza: number;
  /** When the event was first published, ISO 8601 in UTC. */
  pubblicato: string;
  /** When it last changed (its first publish if it never did): DTSTAMP and LAST-MODIFIED. */
  modificato: string;
  /** Oldest first; one entry per field, so one publish that moves day and time gives two. */
  cambi: RecordedChange[];
}

export interface EventChanges {
  /** When the build wrote the record. */
  generato: string;
  /** false when the build had no history to read (a copy without .git, a shallow clone): then `eventi` is empty. */
  storia: boolean;
  /** By event id: every event of the current edition when `storia` is true. */
  eventi: Record<string, EventRecord>;
}

/** The value a field was first published with (the earliest change of a field holds it), if it ever changed. */
export const firstValue = (record: EventRecord | undefined, campo: ChangedField): string | undefined =>
  record?.cambi.find((change) => change.campo === campo)?.prima;

/** The day and time an event was first published with: today's where its record says they never changed. */
export function firstStart(record: EventRecord | undefined, current: { data: string; ora: string }): { data: string; ora: string } {
  return { data: firstValue(record, "data") ?? current.data, ora: firstValue(record, "ora") ?? current.ora };
}
