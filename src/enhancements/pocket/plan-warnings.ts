/**
 * "I miei eventi" warns when the visitor's saved events do not fit together (issue 48): two that
 * overlap, or a walk between their venues longer than the time between them. Only what the data says:
 * an overlap needs the first event's end (`fine`); without it, only the same start is one. The walk is
 * in a straight line between the venues' coordinates ("in linea d'aria, circa", src/venues/walking-time.ts),
 * never without them, and from the first event's end, or from its start when its end is not given,
 * saying so instead of guessing one. One calm sentence per pair, naming both events.
 */
import { walkingMinutes, walkingWords, type Coordinates } from "../../venues/walking-time";
import { plural } from "../kit/plural";

export interface PlannedEvent {
  titolo: string;
  luogo: string;
  /** ISO 8601 with the Rome offset, as the card's slot gives it. */
  inizio: string;
  /** The end the data gives (ISO, Rome offset), or null when it gives none. */
  fine: string | null;
  coordinate: Coordinates | null;
}

/** "21:30" of "2025-09-12T21:30:00+02:00": the wall-clock time in Rome, as the slot writes it. */
const clock = (iso: string) => iso.slice(11, 16);
const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

function overlap(a: PlannedEvent, b: PlannedEvent): string | null {
  if (Date.parse(a.inizio) === Date.parse(b.inizio)) {
    return `«${a.titolo}» e «${b.titolo}» iniziano alla stessa ora, alle ${clock(a.inizio)}.`;
  }
  if (a.fine && Date.parse(b.inizio) < Date.parse(a.fine)) {
    return `«${a.titolo}» finisce alle ${clock(a.fine)}, dopo l'inizio di «${b.titolo}» alle ${clock(b.inizio)}.`;
  }
  return null;
}

function walk(a: PlannedEvent, b: PlannedEvent): string | null {
  if (!a.coordinate || !b.coordinate || a.luogo === b.luogo) return null;
  const minutes = walkingMinutes(a.coordinate, b.coordinate);
  const gap = minutesBetween(a.fine ?? a.inizio, b.inizio);
  if (minutes <= gap) return null;
  const route = `da ${a.luogo} a ${b.luogo} servono ${walkingWords(minutes)}.`;
  if (!a.fine) {
    return `«${b.titolo}» inizia alle ${clock(b.inizio)}, ${plural(gap, "minuto", "minuti")} dopo l'inizio di «${a.titolo}», che non indica quando finisce: ${route}`;
  }
  if (gap === 0) return `«${a.titolo}» finisce alle ${clock(a.fine)}, quando inizia «${b.titolo}»: ${route}`;
  return `Tra la fine di «${a.titolo}» (${clock(a.fine)}) e l'inizio di «${b.titolo}» (${clock(b.inizio)}) ${gap === 1 ? "c'è" : "ci sono"} ${plural(gap, "minuto", "minuti")}: ${route}`;
}

/** The warnings of a list of saved events (cancelled ones left out by the caller), in time order. */
export function planWarnings(events: readonly PlannedEvent[]): string[] {
  const sorted = [...events].sort((a, b) => Date.parse(a.inizio) - Date.parse(b.inizio));
  const warnings: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      // The walk only to the next event: the one the visitor goes to from this one.
      const said = overlap(sorted[i], sorted[j]) ?? (j === i + 1 ? walk(sorted[i], sorted[j]) : null);
      if (said) warnings.push(said);
    }
  }
  return warnings;
}

/** "44.39,7.54" from a slot's data-coordinate, or null (absent or unreadable: no walking time rather than a wrong one). */
export function coordinatesOf(text: string | null | undefined): Coordinates | null {
  const [lat, lon] = (text ?? "").split(",").map(Number);
  return Number.isFinite(lat) && Number.isFinite(lon) && text ? { lat, lon } : null;
}
