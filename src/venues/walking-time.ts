/**
 * How far apart two venues are, as the crow flies, and about how long that takes on foot. Never a
 * route: streets, steps and crossings are not known, so the page says "in linea d'aria, circa".
 */

export interface Coordinates {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371.0088;
/** An unhurried walking pace, km/h. */
export const WALKING_KMH = 4.5;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in km. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whole minutes on foot at WALKING_KMH over the straight line, at least 1. */
export function walkingMinutes(a: Coordinates, b: Coordinates): number {
  return Math.max(1, Math.round((distanceKm(a, b) / WALKING_KMH) * 60));
}

/** "in linea d'aria, circa 12 minuti a piedi" (or "circa 1 minuto"). */
export function walkingWords(minutes: number): string {
  return `in linea d'aria, circa ${minutes} ${minutes === 1 ? "minuto" : "minuti"} a piedi`;
}
