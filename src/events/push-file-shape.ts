/**
 * TEMPORARY: the shape of /eventi/notifiche.json (issue 44's contract) until the browser's
 * src/events/push-file.ts is merged; then push-news.ts imports PushFile from there and this file goes.
 */
import type { VenueNaming } from "./change-words";
import type { RecordedChange } from "./event-record";

export interface PushFile {
  /** The festival's name: the notification's title. */
  sito: string;
  /** "YYYY-MM-DD", the current edition's last day. */
  ultimoGiorno: string;
  luoghi: VenueNaming[];
  /** Every event of the current edition, by id. */
  eventi: Record<string, { titolo: string; sequenza: number; cambi: RecordedChange[] }>;
}
