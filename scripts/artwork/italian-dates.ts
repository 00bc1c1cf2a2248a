// Italian date labels from ISO dates. Computed in UTC because the dates are calendar days, not instants.
const weekdays = ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"];
const months = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"];

function parts(isoDate: string): { weekday: string; day: number; month: string; year: number } {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Data non valida: "${isoDate}" (formato AAAA-MM-GG).`);
  return {
    weekday: weekdays[date.getUTCDay()],
    day: date.getUTCDate(),
    month: months[date.getUTCMonth()],
    year: date.getUTCFullYear(),
  };
}

/** "VEN 12 SETTEMBRE 2025" */
export function shortDateLine(isoDate: string): string {
  const { weekday, day, month, year } = parts(isoDate);
  return `${weekday.slice(0, 3)} ${day} ${month} ${year}`.toUpperCase();
}

/** { day: "VENERDÌ 12", rest: "SETTEMBRE 2025" } for the big date card. */
export function longDate(isoDate: string): { day: string; rest: string } {
  const { weekday, day, month, year } = parts(isoDate);
  return { day: `${weekday} ${day}`.toUpperCase(), rest: `${month} ${year}`.toUpperCase() };
}
