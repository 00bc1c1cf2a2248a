import type { DataSet } from "../data-set";
import { programmeEvents } from "./festival-entries";

// The longest event a "fine" may describe. A time before the start means the next day (a concert
// until 00:30); past this length it is far more likely a slip (10:30 → 09:00 would be 22 hours).
const LONGEST_HOURS = 12;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** "2 ore e 30 minuti", "22 ore", "45 minuti". */
function italianDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} ${hours === 1 ? "ora" : "ore"}` : "", rest > 0 ? `${rest} minuti` : ""].filter(Boolean);
  return parts.join(" e ");
}

/**
 * The optional end time of a programme event ("fine") must come after its start: the same time is
 * an error, an earlier one is read as after midnight, unless the event would last over 12 hours.
 * (The format itself, HH:MM, is checked by the schema.)
 */
export function checkEndTimes(data: DataSet): void {
  for (const event of programmeEvents(data)) {
    const ora = data.text("programma.json", [...event.path, "ora"]);
    const fine = data.text("programma.json", [...event.path, "fine"]);
    if (ora === undefined || fine === undefined || !TIME.test(ora) || !TIME.test(fine)) continue;
    const path = [...event.path, "fine"];
    if (fine === ora) {
      data.error("programma.json", path, `«${fine}» è la stessa ora dell'inizio: scrivi l'ora in cui l'evento finisce, oppure togli il campo fine`);
      continue;
    }
    const length = (minutesOf(fine) - minutesOf(ora) + 24 * 60) % (24 * 60);
    if (length > LONGEST_HOURS * 60) {
      data.error(
        "programma.json",
        path,
        `«${fine}» viene prima dell'inizio (${ora}): l'evento finirebbe il giorno dopo, ${italianDuration(length)} più tardi. ` +
          `Controlla l'orario (dopo mezzanotte va bene, per esempio "fine": "00:30")`,
      );
    }
  }
}
