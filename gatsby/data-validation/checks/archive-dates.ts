import type { DataSet } from "../data-set";
import { longItalianDate } from "../italian-dates";
import { checkProgrammeDays } from "./dates";

/**
 * The festival days of an archived edition are the days of its programme (sito.json now names the
 * current edition): every date must be of that year. Returns the days.
 */
export function checkArchiveDates(data: DataSet, anno: number): Set<string> {
  const days = new Set<string>();
  for (const { index } of data.items("programma.json")) {
    const date = data.text("programma.json", [index, "data"]);
    if (date !== undefined) days.add(date);
  }
  const yearOf = (date: string) => Number(date.slice(0, 4));
  // Concerts and talks have no date of their own: they take their programme event's day.
  for (const { index } of data.items("programma.json")) {
    const date = data.text("programma.json", [index, "data"]);
    if (date !== undefined && yearOf(date) !== anno) {
      data.error("programma.json", [index, "data"], `${date} (${longItalianDate(date)}) non è del ${anno}: questa cartella raccoglie l'edizione ${anno}`);
    }
  }
  checkProgrammeDays(data, []);
  return days;
}
