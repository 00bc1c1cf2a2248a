/**
 * What one subscriber of the push messages has not been told yet (issue 44): from the public file
 * /eventi/notifiche.json and the subscriber's saved ids with the sequenza each was last told at, the
 * events whose sequenza grew, each with the net change of its fields over the publishes since, and the
 * sequenzas to record once the message is delivered. Pure: the sending command and tests use it.
 */
import { newsSentence, savedChangesMessage } from "./change-words";
import type { FactChange } from "./event-facts";
import type { RecordedChange } from "./event-record";
import type { PushFile } from "./push-file";

/** A saved event's id and the sequenza the subscriber last knew (the API's `eventi`). */
export type KnownSequenzas = Record<string, number>;

export interface EventNews {
  id: string;
  titolo: string;
  /** Each changed field's first `prima` and last `dopo` since the known publish; a field back to its old value is absent. */
  cambi: FactChange[];
}

export interface SubscriberNews {
  /** Events with something to tell, in the subscriber's order. */
  eventi: EventNews[];
  /** The sequenzas to record once told: only the ids whose sequenza grew (empty when nothing did). */
  noti: KnownSequenzas;
}

/** The record's changes grouped by publish (`quando`), oldest first. */
function publishes(cambi: readonly RecordedChange[]): RecordedChange[][] {
  const groups: RecordedChange[][] = [];
  for (const change of cambi) {
    const last = groups[groups.length - 1];
    if (last && last[0].quando === change.quando) last.push(change);
    else groups.push([change]);
  }
  return groups;
}

/** The net change of each field over these publishes: its first value before them, its last after them. */
function netChanges(groups: readonly RecordedChange[][]): FactChange[] {
  const byField = new Map<FactChange["campo"], FactChange>();
  for (const { campo, prima, dopo } of groups.flat()) {
    const seen = byField.get(campo);
    byField.set(campo, { campo, prima: seen ? seen.prima : prima, dopo });
  }
  return [...byField.values()].filter((change) => change.prima !== change.dopo);
}

/** The news of one subscriber; ids the file does not hold (another edition's) are ignored. */
export function newsFor(file: PushFile, known: KnownSequenzas): SubscriberNews {
  const eventi: EventNews[] = [];
  const noti: KnownSequenzas = {};
  for (const [id, told] of Object.entries(known)) {
    const event = Object.hasOwn(file.eventi, id) ? file.eventi[id] : undefined;
    if (!event || !(event.sequenza > told)) continue;
    noti[id] = event.sequenza;
    const since = publishes(event.cambi).slice(-(event.sequenza - told));
    const cambi = netChanges(since);
    if (cambi.length > 0) eventi.push({ id, titolo: event.titolo, cambi });
  }
  return { eventi, noti };
}

/**
 * Each event's news in its own sentence, by id, in the subscriber's order: the push message's `notizie`,
 * which the service worker lists and merges with a notification still shown (issue 50).
 */
export function newsSentences(file: PushFile, eventi: readonly EventNews[]): Record<string, string> {
  return Object.fromEntries(eventi.map((event) => [event.id, newsSentence(event.titolo, event.cambi, file.luoghi)]));
}

/** The push message's body: one event's news in a sentence, or how many events changed. */
export function newsText(file: PushFile, eventi: readonly EventNews[]): string {
  return eventi.length === 1 ? newsSentence(eventi[0].titolo, eventi[0].cambi, file.luoghi) : savedChangesMessage(eventi.length);
}
