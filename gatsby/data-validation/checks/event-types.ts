import { closestName } from "../closest-name";
import { KNOWN_EVENT_TYPES } from "../data-files";
import type { DataSet } from "../data-set";
import { quoteList } from "../json-values";
import { programmeEvents } from "./festival-entries";

/** Any type is allowed (it gets the default badge colour), but an unknown one is often a slip. */
export function checkEventTypes(data: DataSet): void {
  for (const event of programmeEvents(data)) {
    const tipo = data.text("programma.json", [...event.path, "tipo"]);
    if (tipo === undefined || (KNOWN_EVENT_TYPES as readonly string[]).includes(tipo)) continue;
    const suggestion = closestName(tipo, KNOWN_EVENT_TYPES);
    data.warn(
      "programma.json",
      [...event.path, "tipo"],
      `«${tipo}» non è uno dei tipi previsti (${quoteList(KNOWN_EVENT_TYPES)}): l'etichetta avrà il colore standard` +
        (suggestion ? `; se intendevi «${suggestion}», scrivilo esattamente così` : ""),
    );
  }
}
