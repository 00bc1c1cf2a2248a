/**
 * A venue renamed in data/luoghi.json keeps its former names (`nomiPrecedenti`): wherever two versions
 * of an event are compared (the record of what was published, a visitor's saved copy), a former name
 * and the current one are the same venue, so a rename is not a move: no "era al …", no SEQUENCE raised,
 * no push message.
 */
export interface VenueAliases {
  nome: string;
  nomiPrecedenti?: readonly string[] | null;
}

/** Former name → current name, for every venue that has former names. */
export function currentVenueNames(luoghi: readonly VenueAliases[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const { nome, nomiPrecedenti } of luoghi) for (const former of nomiPrecedenti ?? []) if (former !== nome) names.set(former, nome);
  return names;
}

/** The venue's current name, for any of its names (a name no venue had before is its own). */
export const currentVenueName = (nome: string, names: ReadonlyMap<string, string>): string => names.get(nome) ?? nome;
