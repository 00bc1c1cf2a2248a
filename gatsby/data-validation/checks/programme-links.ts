import { newEventId } from "../../../src/events/event-id";
import type { EventFacts } from "../../../src/events/event-facts";
import type { DataSet } from "../data-set";
import type { JsonPath } from "../json-values";
import { programmeEvents } from "./festival-entries";

/** A programme entry as the check reads it: its facts as far as the file gives them (it may be wrong). */
interface ProgrammeEvent extends Partial<Pick<EventFacts, "data" | "ora" | "luogo">> {
  id: string;
  path: JsonPath;
  tipo?: string;
  titolo?: string;
  speaker?: string;
}

const KINDS = [
  { file: "concerti.json", tipo: "Concerto", noun: "concerto", nameField: "artista", eventField: "speaker" },
  { file: "talks.json", tipo: "Talk", noun: "talk", nameField: "titolo", eventField: "titolo" },
] as const;

/**
 * One identity per event (issue 36). Every programme event has an `id` of its own, unique in its
 * edition; concerts and talks name their programme event by that id (`evento`) and take its day,
 * time and venue, so an event is moved by changing the programme only. Here: ids repeated, two
 * events at the same day, time and venue, references to no event or to an event another entry
 * already claims, and (a warning) a Concerto or Talk event that no entry describes.
 * Returns the programme's events by id.
 */
export function checkProgrammeLinks(data: DataSet, venues: Set<string> | undefined, festivalDays: Set<string> | undefined): Map<string, ProgrammeEvent> {
  const byId = new Map<string, ProgrammeEvent>();
  const bySlot = new Map<string, ProgrammeEvent>();
  const taken = new Set<string>();
  for (const { path } of programmeEvents(data)) {
    const id = data.text("programma.json", [...path, "id"]);
    if (id !== undefined) taken.add(id);
  }
  for (const entry of programmeEvents(data)) {
    const text = (field: string) => data.text("programma.json", [...entry.path, field]);
    const event: ProgrammeEvent = {
      id: text("id") ?? "",
      path: entry.path,
      data: data.text("programma.json", entry.datePath),
      ora: text("ora"),
      luogo: text("luogo"),
      tipo: text("tipo"),
      titolo: text("titolo"),
      speaker: text("speaker"),
    };
    if (event.id !== "") {
      const first = byId.get(event.id);
      if (first) {
        const fresh = newEventId(taken);
        taken.add(fresh);
        data.error(
          "programma.json",
          [...entry.path, "id"],
          `il codice «${event.id}» è già di ${data.describePath("programma.json", first.path)}: ogni evento ha il suo, per sempre. ` +
            `Se questo evento è una copia, dagli un codice nuovo, per esempio "id": "${fresh}" (lascia com'è quello dell'evento originale)`,
        );
      } else {
        byId.set(event.id, event);
      }
    }
    const { data: day, ora, luogo } = event;
    if (day === undefined || ora === undefined || luogo === undefined) continue;
    if ((venues && !venues.has(luogo)) || (festivalDays && !festivalDays.has(day))) continue;
    const slot = `${day}|${ora}|${luogo}`;
    const twin = bySlot.get(slot);
    if (twin) {
      data.error(
        "programma.json",
        entry.path,
        `ha lo stesso giorno, orario (${ora}) e luogo («${luogo}») di ${data.describePath("programma.json", twin.path)}: due eventi non possono coincidere`,
      );
    } else {
      bySlot.set(slot, event);
    }
  }
  if (!data.has("programma.json")) return byId;

  // An event whose id the schema refused (missing, malformed) may be the one a reference means:
  // say nothing about references to no event until the programme's ids are fixed.
  const programmeIdsComplete = programmeEvents(data).every(({ path }) => data.text("programma.json", [...path, "id"]) !== undefined);
  const claims = new Map<string, { file: (typeof KINDS)[number]["file"]; index: number }>();
  const incomplete = new Set<string>(); // files whose references could not all be read
  for (const kind of KINDS) {
    for (const { index } of data.items(kind.file)) {
      const id = data.text(kind.file, [index, "evento"]);
      if (id === undefined) {
        incomplete.add(kind.file);
        continue;
      }
      const event = byId.get(id);
      if (!event) {
        if (!programmeIdsComplete) continue;
        const name = data.text(kind.file, [index, kind.nameField]);
        const likely =
          name === undefined ? undefined : [...byId.values()].find((candidate) => candidate[kind.eventField] === name && !claims.has(candidate.id));
        data.error(
          kind.file,
          [index, "evento"],
          `nessun evento di ${data.displayName("programma.json")} ha il codice «${id}»: scrivi qui il codice («id») dell'evento di questo ${kind.noun} ` +
            `(nel CMS si sceglie dall'elenco «Evento del programma»)` +
            (likely ? `; forse è ${data.describePath("programma.json", likely.path)}, che ha "id": "${likely.id}"` : ""),
        );
        continue;
      }
      const owner = claims.get(id);
      if (owner) {
        data.error(
          kind.file,
          [index, "evento"],
          `anche ${data.locate(owner.file, [owner.index])} indica l'evento «${id}» (${data.describePath("programma.json", event.path)}): ` +
            `ogni evento del programma ha al più un concerto o un talk. Scegli per uno dei due il suo evento giusto`,
        );
        continue;
      }
      claims.set(id, { file: kind.file, index });
    }
  }

  for (const event of byId.values()) {
    const kind = KINDS.find((candidate) => candidate.tipo === event.tipo);
    if (!kind || claims.has(event.id) || !data.has(kind.file) || incomplete.has(kind.file) || !programmeIdsComplete) continue;
    data.warn(
      "programma.json",
      event.path,
      `è un ${kind.tipo} ma nessuna voce di ${data.displayName(kind.file)} indica il suo codice ("evento": "${event.id}"): la pagina ${kind.file === "talks.json" ? "Talks" : "Concerti"} non lo mostrerà`,
    );
  }
  return byId;
}
