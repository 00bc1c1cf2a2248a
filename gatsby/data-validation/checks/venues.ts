import { closestName } from "../closest-name";
import type { DataSet } from "../data-set";
import { quoteList } from "../json-values";
import { eventEntries } from "./festival-entries";

/**
 * Every venue used by the programme (concerts and talks take theirs from it) must be one of the venues
 * declared in sito.json: the maps buttons, the event slugs and the cards all rely on the exact name.
 * Returns the venue names, or undefined when sito.json cannot tell them.
 */
export function checkVenues(data: DataSet): Set<string> | undefined {
  const venues = data.items("sito.json", ["luoghi"]);
  if (!data.has("sito.json") || venues.length === 0) return undefined;

  const names = new Map<string, number>();
  for (const { index } of venues) {
    const name = data.text("sito.json", ["luoghi", index, "nome"]);
    if (name === undefined) return undefined; // already reported by the schema
    const first = names.get(name);
    if (first !== undefined) {
      data.error("sito.json", ["luoghi", index, "nome"], `il luogo «${name}» è già dichiarato in voce ${first + 1}: ogni luogo va elencato una volta sola`);
    } else {
      names.set(name, index);
    }
  }
  const known = [...names.keys()];

  for (const entry of eventEntries(data)) {
    const luogo = data.text(entry.file, [...entry.path, "luogo"]);
    if (luogo === undefined || names.has(luogo)) continue;
    const suggestion = closestName(luogo, known);
    data.error(
      entry.file,
      [...entry.path, "luogo"],
      `«${luogo}» non è uno dei luoghi dichiarati in ${data.displayName("sito.json")} (${quoteList(known)})` +
        (suggestion ? `: forse intendevi «${suggestion}»?` : ": per un luogo nuovo, aggiungilo prima in «luoghi» di sito.json"),
    );
  }
  return new Set(known);
}
