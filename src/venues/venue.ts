import type { AccessFacts } from "./access-facts";
import type { Coordinates } from "./walking-time";

/** A venue as data/luoghi.json writes it (the GraphQL type LuoghiJson mirrors it). */
export interface VenueInput {
  nome: string;
  /** Written once: the page's address, /luoghi/<slug>/. */
  slug: string;
  /** Names the venue had before: the same venue wherever names are compared (src/events/venue-names.ts). */
  nomiPrecedenti?: readonly string[] | null;
  preposizione?: string | null;
  descrizione: string;
  indirizzo: { via?: string | null; citta: string; cap?: string | null };
  coordinate?: Coordinates | null;
  mappe: string;
  comeArrivare?: string | null;
  accesso: AccessFacts;
  fonti?: readonly string[] | null;
}

/** "via XX Settembre, Cuneo", or "Cuneo" when the street is not known. */
export const addressText = ({ via, citta, cap }: VenueInput["indirizzo"]): string => [via, cap ? `${cap} ${citta}` : citta].filter(Boolean).join(", ");
