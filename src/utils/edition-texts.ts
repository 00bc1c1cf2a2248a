/**
 * Texts that depend on the edition, derived from the data so that rolling over to the next
 * edition is a data change only: page titles, meta descriptions and the inner pages' kickers.
 * The dates arrive already written in Italian (computed fields of SitoJson, gatsby/schema/),
 * so nothing here formats a date in the browser.
 */

export interface EditionNaming {
  nome: string;
  edizione: string;
}

export interface FestivalFacts extends EditionNaming {
  tagline: string;
  /** "12-14 settembre 2025" */
  periodo: string;
  /** "dal 12 al 14 settembre 2025" */
  periodoDal: string;
  citta: string;
}

/** "Connessioni 2025" */
export const festivalName = ({ nome, edizione }: EditionNaming) => `${nome} ${edizione}`.trim();

/** "Il festival…" → "il festival…", to continue a sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "a", "a e b", "a, b e c" */
export function italianList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

/** Each distinct value once, in the order first seen. */
const distinct = (values: readonly string[]) => Array.from(new Set(values));

/** Search results cut titles near 70 characters, and html-validate's long-title rule holds us to it. */
export const TITLE_MAX_LENGTH = 70;

/**
 * "Incroci 2031 · Il festival delle idee"; when name, edition and tagline are too long together,
 * where and when instead: "Connessioni 2025 · Cuneo, 12-14 settembre".
 */
export function homeTitle(f: FestivalFacts): string {
  const full = `${festivalName(f)} · ${f.tagline}`;
  return full.length <= TITLE_MAX_LENGTH ? full : `${festivalName(f)} · ${f.citta}, ${f.periodo.replace(/ \d{4}$/, "")}`;
}

export function homeDescription(f: FestivalFacts): string {
  return `${f.nome}, ${lowerFirst(f.tagline)}: ${f.periodo}. Programma, concerti, talk, biglietti e prenotazioni.`;
}

export function concertiDescription(f: FestivalFacts, concertCount: number, biglietteria: string): string {
  const intro = `I concerti di ${festivalName(f)} a ${f.citta}, ${f.periodoDal}`;
  return concertCount > 0
    ? `${intro}: artisti, orari, luoghi e biglietti su ${biglietteria}.`
    : `${intro}, saranno annunciati presto: artisti, orari e biglietti su ${biglietteria}.`;
}

export function talksDescription(f: FestivalFacts, talkCount: number, prenotazioni: string): string {
  const intro = `I talk di ${festivalName(f)} a ${f.citta}, ${f.periodoDal}`;
  return talkCount > 0
    ? `${intro}: ospiti, orari e luoghi. Posti limitati, prenotazione obbligatoria su ${prenotazioni}.`
    : `${intro}, saranno annunciati presto: ospiti, orari e prenotazioni su ${prenotazioni}.`;
}

export interface EditionSummary {
  anno: number;
  /** The dates as the edition's card shows them, e.g. "12-14 settembre 2025". */
  data: string;
  stato: string;
}

/** "del 2024", "del 2024 e del 2023"; a long run of years as "dal 2016 al 2024". */
function yearsPhrase(years: readonly number[]): string {
  const sorted = [...years].sort((a, b) => b - a);
  if (sorted.length > 3) return `dal ${sorted[sorted.length - 1]} al ${sorted[0]}`;
  return italianList(sorted.map((year) => `del ${year}`));
}

export function edizioniDescription(f: EditionNaming & { citta: string }, editions: readonly EditionSummary[]): string {
  const upcoming = editions.find((e) => e.stato === "upcoming");
  const past = editions.filter((e) => e !== upcoming).map((e) => e.anno);
  const parts: string[] = [];
  if (upcoming) parts.push(`la prossima, ${upcoming.data}`);
  if (past.length > 0) parts.push(`${past.length === 1 ? "quella" : "quelle"} ${yearsPhrase(past)}`);
  return `Le edizioni di ${f.nome} a ${f.citta}: ${parts.join(", e ")}, con i loro ospiti.`;
}

export function notFoundDescription(f: { nome: string; tagline: string }): string {
  return `La pagina che cerchi non esiste sul sito di ${f.nome}, ${lowerFirst(f.tagline)}. Torna alla home o al programma.`;
}

/** "Connessioni 2025 · NUoVO, Cuneo": the venues of the concerts, or the city alone while none is announced. */
export function concertiKicker(f: EditionNaming & { citta: string }, concertVenues: readonly string[]): string {
  const venues = distinct(concertVenues);
  return `${festivalName(f)} · ${[...venues, f.citta].join(", ")}`;
}

/** "Connessioni 2025 · Cuneo" */
export const talksKicker = (f: EditionNaming & { citta: string }) => `${festivalName(f)} · ${f.citta}`;

/** "Dal 2023 a settembre": the first edition's year and the month the festival is held in. */
export function edizioniKicker(years: readonly number[], mese: string): string {
  return years.length > 0 ? `Dal ${Math.min(...years)} a ${mese}` : `Ogni anno a ${mese}`;
}

/** What an archived edition's page says about itself: its year, its dates as written, its counts. */
export interface ArchiveFacts {
  nome: string;
  citta: string;
  anno: number;
  /** The edition's dates as edizioni.json writes them, e.g. "12-14 settembre 2025". */
  data: string;
  concerti: number;
  talks: number;
}

const counted = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** "Connessioni 2025 · Programma, concerti e talk" */
export const archiveTitle = (a: ArchiveFacts) => `${a.nome} ${a.anno} · Programma, concerti e talk`;

/** "Connessioni 2025, 12-14 settembre 2025 a Cuneo: il programma giorno per giorno, 2 concerti e 5 talk dell'edizione passata." */
export function archiveDescription(a: ArchiveFacts): string {
  const contents = [
    "il programma giorno per giorno",
    ...(a.concerti > 0 ? [counted(a.concerti, "concerto", "concerti")] : []),
    ...(a.talks > 0 ? [counted(a.talks, "talk", "talk")] : []),
  ];
  return `${a.nome} ${a.anno}, ${a.data} a ${a.citta}: ${italianList(contents)} dell'edizione passata, con le locandine.`;
}

/** "Edizione passata · 12-14 settembre 2025" */
export const archiveKicker = (a: ArchiveFacts) => `Edizione passata · ${a.data}`;
