/**
 * The public file of the notifications (issue 44): /eventi/notifiche.json, written by the build from
 * its one loading of the festival (gatsby/published-record/write-record-files.ts). The site's functions
 * read it to accept only today's event ids; the sending command (`npm run notifiche:invia`) reads it
 * to word a saved event's change. Pure: no Gatsby, no DOM.
 */
import type { RecordedChange } from "./event-record";
import type { VenueNaming } from "./change-words";
import type { FestivalDataInput } from "./festival-events";
import { SUBSCRIPTION_DAYS_AFTER } from "./push-retention";

export const PUSH_FILE_PATH = "/eventi/notifiche.json";

export interface PushFileEvent {
  titolo: string;
  /** The record's publishes of a change (the calendars' SEQUENCE); 0 without a history. */
  sequenza: number;
  /** The record's changes, oldest first; empty without a history. */
  cambi: RecordedChange[];
}

export interface PushFile {
  /** The festival's name as sito.json names it: the notification's title. */
  sito: string;
  /** "YYYY-MM-DD", the current edition's last day: subscriptions are kept until seven days after it. */
  ultimoGiorno: string;
  /** data/luoghi.json's venues with their prepositions, for "ora al NUoVO (era all'Open Baladin Cuneo)". */
  luoghi: VenueNaming[];
  /** Every event of the current edition, by id. */
  eventi: Record<string, PushFileEvent>;
}

/** The data the file is made of: the loader's festival, with the venues' prepositions. */
export type PushFileInput = Pick<FestivalDataInput, "programma" | "modifiche"> & {
  sito: Pick<FestivalDataInput["sito"], "nome" | "dataFine">;
  luoghi: readonly VenueNaming[];
};

export function pushFileOf({ sito, luoghi, programma, modifiche }: PushFileInput): PushFile {
  const eventi: Record<string, PushFileEvent> = {};
  for (const day of programma) {
    for (const event of day.eventi) {
      const record = modifiche?.eventi[event.id];
      eventi[event.id] = { titolo: event.titolo, sequenza: record?.sequenza ?? 0, cambi: record?.cambi ?? [] };
    }
  }
  return {
    sito: sito.nome,
    ultimoGiorno: sito.dataFine,
    luoghi: luoghi.map(({ nome, preposizione }) => (preposizione ? { nome, preposizione } : { nome })),
    eventi,
  };
}

/** Subscriptions are kept until seven days after the edition's last day ("YYYY-MM-DD" in, the same out). */
export function subscriptionEnd(ultimoGiorno: string): string {
  const day = new Date(`${ultimoGiorno}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + SUBSCRIPTION_DAYS_AFTER);
  return day.toISOString().slice(0, 10);
}
