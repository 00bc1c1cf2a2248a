import type { DataSet } from "../data-set";
import { isoDaysBetween, italianWeekday, longItalianDate } from "../italian-dates";

const normalise = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * Dates of programme days (concerts and talks take theirs from their programme event) must fall on the festival days (dataInizio..dataFine
 * in sito.json). Each festival day should have a column in the programme, once.
 * Returns the festival days, or undefined when sito.json cannot tell them.
 */
export function checkFestivalDates(data: DataSet): Set<string> | undefined {
  const start = data.text("sito.json", ["dataInizio"]);
  const end = data.text("sito.json", ["dataFine"]);
  if (start === undefined || end === undefined) return undefined;
  if (end < start) {
    data.error("sito.json", ["dataFine"], `${end} viene prima di dataInizio (${start}): l'ultimo giorno non può precedere il primo`);
    return undefined;
  }
  const days = isoDaysBetween(start, end);
  const festival = new Set(days);
  const range = `dal ${start} al ${end}, vedi dataInizio e dataFine in ${data.displayName("sito.json")}`;

  // Concerts and talks have no date of their own: they take their programme event's day.
  for (const { index } of data.items("programma.json")) {
    const date = data.text("programma.json", [index, "data"]);
    if (date !== undefined && !festival.has(date)) {
      data.error("programma.json", [index, "data"], `${date} (${longItalianDate(date)}) non è un giorno del festival: le date vanno ${range}`);
    }
  }

  checkProgrammeDays(data, days);
  return festival;
}

/** Each day once, its name agreeing with its date; a warning for each festival day without a column. */
export function checkProgrammeDays(data: DataSet, festivalDays: string[]): void {
  if (!data.has("programma.json")) return;
  const seen = new Map<string, number>();
  for (const { index } of data.items("programma.json")) {
    const date = data.text("programma.json", [index, "data"]);
    if (date === undefined) continue;
    const first = seen.get(date);
    if (first !== undefined) {
      data.error(
        "programma.json",
        [index, "data"],
        `il giorno ${date} compare già in ${data.describePath("programma.json", [first])}: ogni giorno va una volta sola, con tutti i suoi eventi`,
      );
      continue;
    }
    seen.set(date, index);
    const giorno = data.text("programma.json", [index, "giorno"]);
    const dayNumber = String(Number(date.slice(8, 10)));
    if (giorno !== undefined && !(normalise(giorno).includes(normalise(italianWeekday(date))) && new RegExp(`(^|\\D)${dayNumber}(\\D|$)`).test(giorno))) {
      data.warn("programma.json", [index, "giorno"], `«${giorno}» non corrisponde alla data ${date}, che è ${longItalianDate(date)}: controlla giorno e data`);
    }
  }
  for (const day of festivalDays) {
    if (!seen.has(day)) {
      data.warn(
        "programma.json",
        [],
        `manca il giorno ${day} (${longItalianDate(day)}): aggiungilo con "eventi": [] se non ci sono ancora eventi, così la colonna mostra «Eventi in via di definizione»`,
      );
    }
  }
}
