import type { DataSet } from "../data-set";
import { longItalianDate } from "../italian-dates";
import { checkProgrammeDays } from "./dates";

/**
 * The festival days of an archived edition are the days of its programme (sito.json now names the
 * current edition): every date must be of that year, and each concert and talk on a programme day.
 * Returns the days, for the programme-link check.
 */
export function checkArchiveDates(data: DataSet, anno: number): Set<string> {
  const days = new Set<string>();
  for (const { index } of data.items("programma.json")) {
    const date = data.text("programma.json", [index, "data"]);
    if (date !== undefined) days.add(date);
  }
  const yearOf = (date: string) => Number(date.slice(0, 4));
  for (const file of ["programma.json", "concerti.json", "talks.json"] as const) {
    for (const { index } of data.items(file)) {
      const date = data.text(file, [index, "data"]);
      if (date === undefined) continue;
      if (yearOf(date) !== anno) {
        data.error(file, [index, "data"], `${date} (${longItalianDate(date)}) non è del ${anno}: questa cartella raccoglie l'edizione ${anno}`);
      } else if (file !== "programma.json" && data.has("programma.json") && !days.has(date)) {
        data.error(
          file,
          [index, "data"],
          `${date} (${longItalianDate(date)}) non è un giorno del programma archiviato: le date vanno tra i giorni di ${data.displayName("programma.json")}`,
        );
      }
    }
  }
  checkProgrammeDays(data, []);
  return days;
}
