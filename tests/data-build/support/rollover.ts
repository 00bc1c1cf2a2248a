import type { Entry, FixtureData } from "../../../gatsby/data-validation/__fixtures__/make-data-set";

/**
 * What a volunteer does to prepare the next edition, done to any valid data set: every date of
 * sito, programma, concerti and talks moves by the same number of days to a new first day; texts
 * that name the old days or the old year (day labels, alts, titles, image file names) are rewritten
 * to the new ones; the current edition becomes a past one in edizioni.json and a new upcoming
 * edition is added on top. Written independently of the site's own formatters (Intl directly), so
 * a test built on it does not check the site's code against itself.
 */
export interface Rollover {
  oldYear: string;
  newYear: string;
  /** ISO dates of the old and the new festival days, in order. */
  oldDays: string[];
  newDays: string[];
  /** Old day phrases as they may appear in any text ("12 settembre", "Venerdì 12"…). */
  oldPhrases: string[];
}

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
const daysBetween = (from: string, to: string) => Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);

const part = (iso: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("it-IT", { timeZone: "UTC", ...options }).format(toDate(iso));
const weekday = (iso: string) => part(iso, { weekday: "long" });
const dayNumber = (iso: string) => String(Number(iso.slice(8, 10)));
const month = (iso: string) => part(iso, { month: "long" });
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function festivalDays(start: string, end: string): string[] {
  return Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => addDays(start, i));
}

/** Pairs of (old text, new text) for one festival day, longest first. */
function dayPhrases(oldIso: string, newIso: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const cased of [(t: string) => t, capital]) {
    pairs.push([`${cased(weekday(oldIso))} ${dayNumber(oldIso)} ${month(oldIso)}`, `${cased(weekday(newIso))} ${dayNumber(newIso)} ${month(newIso)}`]);
    pairs.push([`${cased(weekday(oldIso))} ${dayNumber(oldIso)}`, `${cased(weekday(newIso))} ${dayNumber(newIso)}`]);
    pairs.push([`${dayNumber(oldIso)} ${cased(month(oldIso))}`, `${dayNumber(newIso)} ${cased(month(newIso))}`]);
  }
  return pairs;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pass over a text, so that a replacement is never replaced again. */
function replacer(pairs: [string, string][]): (text: string) => string {
  const map = new Map(pairs);
  const alternatives = [...map.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{N}])`, "gu");
  return (text) => text.replace(pattern, (found) => map.get(found) ?? found);
}

function rewriteStrings(value: unknown, rewrite: (text: string) => string): unknown {
  if (typeof value === "string") return rewrite(value);
  if (Array.isArray(value)) return value.map((item) => rewriteStrings(item, rewrite));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, rewriteStrings(child, rewrite)]));
  }
  return value;
}

/** "30 settembre - 2 ottobre 2026", as an editor would write an edition's dates. */
function writtenRange(start: string, end: string): string {
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  const first = sameMonth ? dayNumber(start) : `${dayNumber(start)} ${month(start)}`;
  return `${first}${sameMonth ? "-" : " - "}${dayNumber(end)} ${month(end)} ${end.slice(0, 4)}`;
}

/** Rolls `data` over, in place, to a festival of the same length starting on `newStart`. */
export function rollOver(data: FixtureData, newStart: string): Rollover {
  const [dataInizio, dataFine, oldYear] = [data.sito.dataInizio, data.sito.dataFine, data.sito.edizione].map(String);
  const oldDays = festivalDays(dataInizio, dataFine);
  const shift = daysBetween(dataInizio, newStart);
  const newDays = oldDays.map((day) => addDays(day, shift));
  const newYear = newStart.slice(0, 4);

  const pairs: [string, string][] = [[oldYear, newYear]];
  oldDays.forEach((day, i) => {
    pairs.push([day, newDays[i]], ...dayPhrases(day, newDays[i]));
  });
  const rewrite = replacer(pairs);

  data.sito = rewriteStrings(data.sito, rewrite) as FixtureData["sito"];
  data.programma = rewriteStrings(data.programma, rewrite) as FixtureData["programma"];
  data.concerti = rewriteStrings(data.concerti, rewrite) as FixtureData["concerti"];
  data.talks = rewriteStrings(data.talks, rewrite) as FixtureData["talks"];
  // Every date moved: also those that the phrases above did not name (the ISO ones did).
  for (const day of data.programma) day.giorno = capital(`${weekday(String(day.data))} ${dayNumber(String(day.data))}`);

  for (const edition of data.edizioni) {
    if (edition.stato === "upcoming") edition.stato = "past";
  }
  const city = String((data.sito.organizzatore as Entry).citta);
  data.edizioni.unshift({
    anno: Number(newYear),
    data: writtenRange(newDays[0], newDays[newDays.length - 1]),
    luogo: city,
    ospiti: [],
    descrizione: `La nuova edizione del festival, a ${city}: il programma è in preparazione.`,
    immagine: `immagini/edizioni/${newYear}.png`,
    immagineAlt: `Manifesto dell'edizione ${newYear} di ${String(data.sito.nome)}`,
    stato: "upcoming",
  });

  const oldPhrases = oldDays.flatMap((day) => dayPhrases(day, day).map(([old]) => old));
  return { oldYear, newYear, oldDays, newDays, oldPhrases };
}
