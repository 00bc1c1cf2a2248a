import { createHash } from "node:crypto";

/**
 * The identities the schedule feeds give events and rooms: all derived from what never changes (an
 * event's `id`, a venue's name), never from its day, time or venue, so an app that polls the feed
 * sees a moved event as the same event with new facts.
 */

/**
 * The namespace of every UUIDv5 of the feeds: a random UUID drawn once for this site (2025) and never
 * to be changed, or every app would see every event as new. Not one of RFC 9562's predefined
 * namespaces (DNS, URL…): the names hashed here are our own ids, not URLs or host names.
 */
export const SCHEDULE_UUID_NAMESPACE = "e1c67400-a815-4302-bcb7-eabd06bf0e3c";

/**
 * A name-based UUID, version 5 (RFC 9562, section 5.5): SHA-1 of the namespace's 16 bytes and the
 * name's UTF-8, cut to 16 bytes, with the version and variant bits set. Written with node:crypto
 * because the `uuid` package in node_modules is only a transitive dependency of other packages
 * (not in package.json), and a dozen lines need no new dependency.
 */
export function uuidV5(name: string, namespace: string = SCHEDULE_UUID_NAMESPACE): string {
  const space = Buffer.from(namespace.replace(/-/g, ""), "hex");
  if (space.length !== 16) throw new Error(`not a UUID: ${namespace}`);
  const bytes = createHash("sha1").update(space).update(name, "utf8").digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An event's `guid`: the UUIDv5 of its id. */
export const eventGuid = (eventId: string): string => uuidV5(`evento:${eventId}`);

/** A room's `guid`: the UUIDv5 of the venue's name (a renamed venue is a new room). */
export const roomGuid = (venue: string): string => uuidV5(`luogo:${venue}`);

/**
 * An event's numeric `id`, which both formats require (a positive integer) and older apps key on: the
 * first 31 bits of the SHA-256 of its id, so it fits a signed 32-bit integer in every app. Two ids may
 * give the same number (about one chance in 400,000 for a programme of a hundred events):
 * scheduleIds() checks every feed for it.
 */
export function numericEventId(eventId: string): number {
  return createHash("sha256").update(eventId, "utf8").digest().readUInt32BE(0) >>> 1 || 1;
}

/** The numeric ids of a feed's events, by event id; stops the build when two events would share one. */
export function numericEventIds(events: readonly { id: string; titolo: string }[]): Map<string, number> {
  const byNumber = new Map<number, { id: string; titolo: string }>();
  const ids = new Map<string, number>();
  for (const event of events) {
    const number = numericEventId(event.id);
    const other = byNumber.get(number);
    if (other && other.id !== event.id) {
      throw new Error(
        `programma.json: gli eventi «${other.titolo}» (id "${other.id}") e «${event.titolo}» (id "${event.id}") avrebbero lo stesso numero ` +
          `(${number}) nel programma per le app (/schedule.xml, /schedule.json). Dai a uno dei due, prima che sia pubblicato, un nuovo id.`,
      );
    }
    byNumber.set(number, event);
    ids.set(event.id, number);
  }
  return ids;
}
