import type { Coordinates } from "./walking-time";

/**
 * Links that open the visitor's own maps app or site at a venue: OpenStreetMap, Google Maps, Apple
 * Maps and the `geo:` address Android hands to whichever maps app is installed. With coordinates they
 * ask for directions to the point; without, they search for the venue's name and address (never a
 * guessed point). Plain links: nothing is loaded from these hosts until the visitor follows one.
 */

export interface DirectionsLink {
  /** Shown: "OpenStreetMap", "Google Maps", "Apple Mappe", "App di mappe (Android)". */
  label: string;
  href: string;
}

export interface DirectionsTarget {
  nome: string;
  /** "via XX Settembre, Cuneo": what is known of the address, city last. */
  indirizzo: string;
  coordinate?: Coordinates | null;
}

/** "Cinema Monviso, via XX Settembre, Cuneo": the search text when there are no coordinates. */
export const searchText = ({ nome, indirizzo }: Pick<DirectionsTarget, "nome" | "indirizzo">): string => `${nome}, ${indirizzo}`;

// Six decimals are ~10 cm: more only lengthens the address.
const fixed = (value: number) => String(Number(value.toFixed(6)));

export function directionsLinks(target: DirectionsTarget): DirectionsLink[] {
  const { coordinate } = target;
  if (coordinate) {
    const point = `${fixed(coordinate.lat)},${fixed(coordinate.lon)}`;
    return [
      { label: "OpenStreetMap", href: `https://www.openstreetmap.org/directions?to=${point}#map=18/${fixed(coordinate.lat)}/${fixed(coordinate.lon)}` },
      { label: "Google Maps", href: `https://www.google.com/maps/dir/?api=1&destination=${point}` },
      { label: "Apple Mappe", href: `https://maps.apple.com/?daddr=${point}` },
      { label: "App di mappe (Android)", href: `geo:${point}?q=${point}(${encodeURIComponent(target.nome)})` },
    ];
  }
  const query = encodeURIComponent(searchText(target));
  return [
    { label: "OpenStreetMap", href: `https://www.openstreetmap.org/search?query=${query}` },
    { label: "Google Maps", href: `https://www.google.com/maps/search/?api=1&query=${query}` },
    { label: "Apple Mappe", href: `https://maps.apple.com/?q=${query}` },
    { label: "App di mappe (Android)", href: `geo:0,0?q=${query}` },
  ];
}
