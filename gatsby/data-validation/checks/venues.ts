import { closestName } from "../closest-name";
import type { DataSet } from "../data-set";
import { quoteList } from "../json-values";
import { eventEntries } from "./festival-entries";
import { distanceKm } from "../../../src/venues/walking-time";

const FILE = "luoghi.json";

// Cuneo's venues are within a few kilometres of each other: one much farther from all the others was
// most likely written with latitude and longitude swapped, or a digit lost.
const FAR_FROM_THE_OTHERS_KM = 30;

/**
 * The venues of luoghi.json, each once: every name, former name and page address (`slug`) belongs to
 * one venue only; every venue used by the programme (concerts and talks take theirs from it) is one
 * of them, by its current name. Returns the venue names, or undefined when luoghi.json cannot tell them.
 */
export function checkVenues(data: DataSet): Set<string> | undefined {
  const venues = data.items(FILE);
  if (!data.has(FILE) || venues.length === 0) return undefined;

  // Every name a venue answers to (its own and its former ones) → the venue's current name and entry.
  const names = new Map<string, { index: number; current: string }>();
  const slugs = new Map<string, number>();
  for (const { index, item } of venues) {
    const name = data.text(FILE, [index, "nome"]);
    if (name === undefined) return undefined; // already reported by the schema
    const former = Array.isArray(item.nomiPrecedenti) ? item.nomiPrecedenti.map((_, at) => data.text(FILE, [index, "nomiPrecedenti", at])) : [];
    for (const [path, value] of [[[index, "nome"], name] as const, ...former.map((value, at) => [[index, "nomiPrecedenti", at], value] as const)]) {
      if (value === undefined) continue;
      const first = names.get(value);
      if (first !== undefined && first.index !== index) {
        data.error(
          FILE,
          [...path],
          `il nome «${value}» è già usato dal luogo in voce ${first.index + 1} (“${first.current}”): ogni nome appartiene a un luogo solo`,
        );
      } else if (!first) {
        names.set(value, { index, current: name });
      }
    }
    const slug = data.text(FILE, [index, "slug"]);
    if (slug !== undefined) {
      const first = slugs.get(slug);
      if (first !== undefined) {
        data.error(FILE, [index, "slug"], `l'indirizzo «${slug}» è già quello del luogo in voce ${first + 1}: ogni luogo ha il suo (/luoghi/${slug}/)`);
      } else {
        slugs.set(slug, index);
      }
    }
    checkAccessCounts(data, index, item);
  }
  checkCoordinates(data, venues);
  const known = venues.flatMap(({ index }) => data.text(FILE, [index, "nome"]) ?? []);

  for (const entry of eventEntries(data)) {
    const luogo = data.text(entry.file, [...entry.path, "luogo"]);
    if (luogo === undefined || known.includes(luogo)) continue;
    const renamed = names.get(luogo);
    const suggestion = renamed?.current ?? closestName(luogo, known);
    data.error(
      entry.file,
      [...entry.path, "luogo"],
      renamed
        ? `«${luogo}» è il nome di prima del luogo «${renamed.current}» (${data.displayName(FILE)}): scrivi il nome nuovo`
        : `«${luogo}» non è uno dei luoghi dichiarati in ${data.displayName(FILE)} (${quoteList(known)})` +
            (suggestion ? `: forse intendevi «${suggestion}»?` : `: per un luogo nuovo, aggiungilo prima in ${data.displayName(FILE)}`),
    );
  }
  return new Set(known);
}

/** A count belongs to its fact: steps to an entrance with steps, wheelchair places to "sì". */
function checkAccessCounts(data: DataSet, index: number, item: Record<string, unknown>): void {
  const accesso = item.accesso as Record<string, unknown> | undefined;
  if (typeof accesso !== "object" || accesso === null) return;
  const pairs = [
    ["gradini", "ingresso", "gradini"],
    ["numeroPostiCarrozzina", "postiCarrozzina", "sì"],
  ] as const;
  for (const [count, fact, value] of pairs) {
    const said = data.text(FILE, [index, "accesso", fact]);
    if (accesso[count] !== undefined && said !== undefined && said !== value) {
      data.error(FILE, [index, "accesso", count], `c'è un numero ma «${fact}» dice "${said}": scrivi "${value}" in «${fact}», o togli «${count}»`);
    }
  }
}

/** A venue with coordinates far from every other venue with coordinates: probably a slip. */
function checkCoordinates(data: DataSet, venues: { index: number; item: Record<string, unknown> }[]): void {
  const located = venues.flatMap(({ index, item }) => {
    const point = item.coordinate as { lat?: unknown; lon?: unknown } | undefined;
    const valid =
      data.isValidAt(FILE, [index, "coordinate"]) && data.isValidAt(FILE, [index, "coordinate", "lat"]) && data.isValidAt(FILE, [index, "coordinate", "lon"]);
    return valid && typeof point?.lat === "number" && typeof point.lon === "number" ? [{ index, point: { lat: point.lat, lon: point.lon } }] : [];
  });
  if (located.length < 2) return;
  for (const { index, point } of located) {
    const nearest = Math.min(...located.filter((other) => other.index !== index).map((other) => distanceKm(point, other.point)));
    if (nearest > FAR_FROM_THE_OTHERS_KM) {
      data.error(
        FILE,
        [index, "coordinate"],
        `il punto è a ${Math.round(nearest)} km dal luogo più vicino: latitudine e longitudine sono forse scambiate, o manca una cifra (copiale di nuovo dalla mappa)`,
      );
    }
  }
}
