import { formatDayLong } from "../utils/format";
import type { FactChange } from "./event-facts";

/**
 * The Italian words of a change, one set for the build and the browser: the note beside a moved event's
 * fact on its cards ("era alle 21:30", "era al NUoVO"), the note of a saved event that changed since the
 * visitor saved it (the same words, src/enhancements/pocket) and its toast, and the lines of the page
 * "Modifiche al programma" and its feed ("Orario: era alle 21:30, ora alle 22:15"), and the push message of a
 * saved event's change (notifications/sender). Only string work and the day's
 * name (utils/format), so the browser's chunk carries nothing of the build; the publish's date in words
 * is published-words.ts.
 */

/** A venue as sito.json's `luoghi` names it; `preposizione` is the articulated preposition before its name. */
export interface VenueNaming {
  nome: string;
  preposizione?: string | null;
}

/** The prepositions sito.json accepts (schemas/sito.schema.json); "all'" joins the name without a space. */
export const VENUE_PREPOSITIONS = ["a", "al", "allo", "alla", "all'", "ai", "agli", "alle"] as const;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * "21:30" → "alle 21:30", "09:30" → "alle 9:30", "01:00" → "all'1:00": the hour read as a word, so
 * without its leading zero, and the one hour read with a vowel ("l'una") elides the article.
 */
export function atTime(ora: string): string {
  const [hours, minutes] = ora.split(":");
  const hour = Number(hours);
  if (!Number.isInteger(hour) || minutes === undefined) return `alle ${ora}`;
  return hour === 1 ? `all'${hour}:${minutes}` : `alle ${hour}:${minutes}`;
}

/** "2025-09-12" → "venerdì 12 settembre": a day inside a sentence. */
export const dayWords = (data: string): string => lowerFirst(formatDayLong(data));

/** "al NUoVO", "all'Open Baladin Cuneo"; null when the venue has no preposition (or is not in `luoghi`). */
export function atVenue(nome: string, luoghi: readonly VenueNaming[]): string | null {
  const preposizione = luoghi.find((luogo) => luogo.nome === nome)?.preposizione;
  if (!preposizione || !(VENUE_PREPOSITIONS as readonly string[]).includes(preposizione)) return null;
  return preposizione.endsWith("'") ? `${preposizione}${nome}` : `${preposizione} ${nome}`;
}

/** The card's note beside a venue: "era al NUoVO", or the neutral "prima: NUoVO" for a name without preposition. */
export function previousVenueNote(nome: string, luoghi: readonly VenueNaming[]): string {
  const at = atVenue(nome, luoghi);
  return at ? `era ${at}` : `prima: ${nome}`;
}

/** The card's note beside a time: "era alle 21:30". */
export const previousTimeNote = (ora: string): string => `era ${atTime(ora)}`;

/** The card's note beside a day: "era venerdì 12 settembre". */
export const previousDayNote = (data: string): string => `era ${dayWords(data)}`;

/**
 * The note beside a time on a card that shows no day (the programme's, in its day's column): the day
 * and the time it was at, whichever changed: "era venerdì 12 settembre alle 21:30", "era alle 21:30".
 */
export function previousStartNote(previous: { data?: string | null; ora?: string | null }): string | null {
  if (previous.data && previous.ora) return `era ${dayWords(previous.data)} ${atTime(previous.ora)}`;
  if (previous.data) return previousDayNote(previous.data);
  if (previous.ora) return previousTimeNote(previous.ora);
  return null;
}

/** One line of the changes page and feed per changed field, old value and new in words. */
export function changeLine({ campo, prima, dopo }: FactChange, luoghi: readonly VenueNaming[]): string {
  switch (campo) {
    case "ora":
      return `Orario: era ${atTime(prima)}, ora ${atTime(dopo)}`;
    case "data":
      return `Giorno: era ${dayWords(prima)}, ora ${dayWords(dopo)}`;
    case "luogo": {
      const before = atVenue(prima, luoghi);
      const after = atVenue(dopo, luoghi);
      return `Luogo: ${before ? `era ${before}` : `prima ${prima}`}, ora ${after ?? dopo}`;
    }
    case "stato":
      return statusWords(dopo);
  }
}

/** A change of status in words, the same on the changes page and on a saved event's card. */
const statusWords = (dopo: string): string => (dopo === "annullato" ? "Annullato" : "Di nuovo in programma");

/**
 * The note of one changed fact, as a card says it: "era venerdì 12 settembre", "era alle 21:30",
 * "era al NUoVO" (or "prima: NUoVO"), "Annullato". The build's notes beside a moved event's facts
 * (gatsby/event-history/published-changes.ts) and the browser's note of a saved event that changed
 * (src/enhancements/pocket) are both this function's.
 */
export function changeNote({ campo, prima, dopo }: FactChange, luoghi: readonly VenueNaming[]): string {
  switch (campo) {
    case "data":
      return previousDayNote(prima);
    case "ora":
      return previousTimeNote(prima);
    case "luogo":
      return previousVenueNote(prima, luoghi);
    case "stato":
      return statusWords(dopo);
  }
}

/** Before a saved event's changes on its card: the card's notes say what was first published, this what the visitor saved. */
export const SAVED_CHANGE_LEAD = "Cambiato da quando l'hai salvato:";

/** The toast that announces saved events changed since they were saved, once per change. */
export const savedChangesMessage = (count: number): string => (count === 1 ? "Uno dei tuoi eventi è cambiato" : `${count} dei tuoi eventi sono cambiati`);

/**
 * A saved event's news in one sentence, for a push message: "<titolo>: ora alle 22:15 (era alle 21:30)",
 * "ora sabato 13 settembre alle 22:15 al NUoVO (era venerdì 12 settembre alle 21:30 all'Open Baladin Cuneo)",
 * "<titolo>: annullato", "<titolo>: di nuovo in programma". One change per field (changesOf's shape);
 * a venue without preposition reads "presso <nome>". Two or more events: savedChangesMessage.
 */
export function newsSentence(titolo: string, changes: readonly FactChange[], luoghi: readonly VenueNaming[]): string {
  const status = changes.find((change) => change.campo === "stato");
  if (status?.dopo === "annullato") return `${titolo}: annullato`;
  const moved = (["data", "ora", "luogo"] as const).flatMap((campo) => changes.filter((change) => change.campo === campo));
  const words = (campo: FactChange["campo"], value: string) =>
    campo === "data" ? dayWords(value) : campo === "ora" ? atTime(value) : (atVenue(value, luoghi) ?? `presso ${value}`);
  const said = (side: "prima" | "dopo") => moved.map((change) => words(change.campo, change[side])).join(" ");
  const parts = [status ? "di nuovo in programma" : "", moved.length > 0 ? `ora ${said("dopo")} (era ${said("prima")})` : ""];
  return `${titolo}: ${parts.filter(Boolean).join(", ")}`;
}

/** What a publish did to an event, for a feed entry's title: "nuovo orario", "nuovo giorno e orario", "annullato"… */
export function changeSummary(campi: readonly Pick<FactChange, "campo" | "dopo">[]): string {
  const status = campi.find((change) => change.campo === "stato");
  if (status) return status.dopo === "annullato" ? "annullato" : "di nuovo in programma";
  const words: Record<FactChange["campo"], string> = { data: "giorno", ora: "orario", luogo: "luogo", stato: "" };
  const changed = (["data", "ora", "luogo"] as const).filter((campo) => campi.some((change) => change.campo === campo)).map((campo) => words[campo]);
  const list = changed.length <= 1 ? changed.join("") : `${changed.slice(0, -1).join(", ")} e ${changed[changed.length - 1]}`;
  return `nuovo ${list}`;
}
