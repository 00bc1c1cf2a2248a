/**
 * The labels people choose an event by (issue 48): its language when it is not Italian, the services
 * that let more people follow it (LIS, subtitles, interpreting), who it suits, how to get in, and whether
 * places remain. Each is written once, on the programme event in data/programma.json (the entry is not
 * written at all: it is read from the concert's ticket link or the talk's booking link and `gratuito`),
 * and said in these words on every card of the event, in its calendar file and in its JSON-LD.
 *
 * The codes here are the schema's enums (schemas/programma.schema.json; a unit test keeps them equal),
 * so the CMS offers them as a list and a future filter reads the codes, not the words.
 */

/** The languages an event may be held in besides Italian (ISO 639-1), as "In <nome>" says them. */
export const LANGUAGE_NAMES = {
  en: "inglese",
  fr: "francese",
  de: "tedesco",
  es: "spagnolo",
  pt: "portoghese",
  ro: "rumeno",
  uk: "ucraino",
  ar: "arabo",
  zh: "cinese",
} as const satisfies Record<string, string>;
export type LanguageCode = keyof typeof LANGUAGE_NAMES;

/** The festival's own language: an event without `lingua` is in Italian, and no card says so. */
export const DEFAULT_LANGUAGE = "it";

/** The services of `servizi`, in the order cards list them; interpreting names the language it is into. */
export const SERVICE_WORDS: Readonly<Record<string, string>> = {
  lis: "Lingua dei segni (LIS)",
  sottotitoli: "Sottotitoli",
  "interpretariato-it": "Interpretariato in italiano",
  ...Object.fromEntries(Object.entries(LANGUAGE_NAMES).map(([code, name]) => [`interpretariato-${code}`, `Interpretariato in ${name}`])),
};

/** Who an event is meant for (`pubblico`), as "Per studenti e famiglie" joins them. */
export const AUDIENCE_WORDS: Readonly<Record<string, string>> = { studenti: "studenti", famiglie: "famiglie" };

/** The youngest suggested age (`etaMinima`) a volunteer may write. */
export const MIN_AGE_RANGE = { minimum: 1, maximum: 18 } as const;

/** Places left (`disponibilita`); absent, nothing is said. */
export const AVAILABILITY_WORDS = { "ultimi-posti": "Ultimi posti", esaurito: "Esaurito" } as const satisfies Record<string, string>;
export type Availability = keyof typeof AVAILABILITY_WORDS;

/** The label fields of a programme event, as data/programma.json holds them (all optional). */
export interface EventLabelFields {
  lingua?: string | null;
  servizi?: readonly string[] | null;
  pubblico?: readonly string[] | null;
  etaMinima?: number | null;
  disponibilita?: string | null;
}

/**
 * How a visitor gets in, read from the one place each fact is written: a concert's ticket link
 * (a ticket), a talk's booking link (a booking) and its `gratuito` (free). An event with neither a
 * concert nor a talk (the Sunday show) has no entry: the site says nothing rather than guess.
 */
export interface EventEntry {
  modo: "biglietto" | "prenotazione";
  gratuito: boolean;
}

/** The concert or talk joined to a programme event (its `evento`), as far as the entry needs them. */
export interface EntrySources {
  concert?: { ticketLink?: string | null } | null;
  talk?: { linkPrenotazione?: string | null; gratuito?: boolean | null } | null;
}

export function entryOf({ concert, talk }: EntrySources): EventEntry | null {
  if (concert?.ticketLink) return { modo: "biglietto", gratuito: false };
  if (talk?.linkPrenotazione) return { modo: "prenotazione", gratuito: talk.gratuito === true };
  return null;
}

export const entryWords = ({ modo, gratuito }: EventEntry): string =>
  `Ingresso ${gratuito ? "gratuito " : ""}${modo === "biglietto" ? "con biglietto" : "su prenotazione"}`;

/** One label as every card shows it: which field it comes from, its code, its words. */
export interface EventLabel {
  campo: "lingua" | "servizi" | "pubblico" | "etaMinima" | "ingresso" | "disponibilita";
  valore: string;
  testo: string;
}

const isAvailability = (value: string | null | undefined): value is Availability => typeof value === "string" && Object.hasOwn(AVAILABILITY_WORDS, value);

/** The availability a programme event's data gives, or null (nothing said). */
export const availabilityOf = (fields: EventLabelFields): Availability | null => (isAvailability(fields.disponibilita) ? fields.disponibilita : null);

/** The event's language: its `lingua`, else Italian. */
export const languageOf = (fields: EventLabelFields): string =>
  fields.lingua && Object.hasOwn(LANGUAGE_NAMES, fields.lingua) ? fields.lingua : DEFAULT_LANGUAGE;

/**
 * The labels of an event, in the order cards show them: language, services, audience, age, entry,
 * availability. A cancelled event keeps what it was (language, services, audience) but sells nothing:
 * no entry, no availability. Codes the schema does not know (the data check stops them first) say nothing.
 */
export function eventLabels(fields: EventLabelFields, entry: EventEntry | null, cancelled = false): EventLabel[] {
  const labels: EventLabel[] = [];
  const lingua = languageOf(fields);
  if (lingua !== DEFAULT_LANGUAGE) labels.push({ campo: "lingua", valore: lingua, testo: `In ${LANGUAGE_NAMES[lingua as LanguageCode]}` });
  for (const code of Object.keys(SERVICE_WORDS)) {
    if (fields.servizi?.includes(code)) labels.push({ campo: "servizi", valore: code, testo: SERVICE_WORDS[code] });
  }
  const audience = Object.keys(AUDIENCE_WORDS).filter((code) => fields.pubblico?.includes(code));
  if (audience.length > 0) {
    labels.push({ campo: "pubblico", valore: audience.join(" "), testo: `Per ${audience.map((code) => AUDIENCE_WORDS[code]).join(" e ")}` });
  }
  if (typeof fields.etaMinima === "number") labels.push({ campo: "etaMinima", valore: String(fields.etaMinima), testo: `Dai ${fields.etaMinima} anni` });
  if (cancelled) return labels;
  if (entry) labels.push({ campo: "ingresso", valore: entry.gratuito ? "gratuito" : entry.modo, testo: entryWords(entry) });
  const availability = availabilityOf(fields);
  if (availability) labels.push({ campo: "disponibilita", valore: availability, testo: AVAILABILITY_WORDS[availability] });
  return labels;
}

/** schema.org's ItemAvailability of an offer: sold out, limited, or in stock where a link exists and nothing else is said. */
export function schemaAvailability(availability: Availability | null): string {
  if (availability === "esaurito") return "https://schema.org/SoldOut";
  if (availability === "ultimi-posti") return "https://schema.org/LimitedAvailability";
  return "https://schema.org/InStock";
}
