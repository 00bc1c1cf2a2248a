import type { DataSet } from "../data-set";
import type { JsonPath } from "../json-values";
import { programmeEvents, type EventEntry } from "./festival-entries";

interface Slot {
  data: string;
  ora: string;
  luogo: string;
}

interface ProgrammeSlot extends Slot {
  path: JsonPath;
  tipo?: string;
  titolo?: string;
  speaker?: string;
}

const KINDS = [
  { file: "concerti.json", tipo: "Concerto", noun: "concerto", nameField: "artista", eventField: "speaker" },
  { file: "talks.json", tipo: "Talk", noun: "talk", nameField: "titolo", eventField: "titolo" },
] as const;

function slotOf(data: DataSet, entry: EventEntry): Slot | undefined {
  const date = data.text(entry.file, entry.datePath);
  const ora = data.text(entry.file, [...entry.path, "ora"]);
  const luogo = data.text(entry.file, [...entry.path, "luogo"]);
  return date !== undefined && ora !== undefined && luogo !== undefined ? { data: date, ora, luogo } : undefined;
}

const sameSlot = (a: Slot, b: Slot) => a.data === b.data && a.ora === b.ora && a.luogo === b.luogo;

/**
 * Concerts and talks are shown twice: as cards on their own page and as events in the programme.
 * Both must agree on day, time and venue, or the site says two different things. When they do not,
 * name the programme event that most likely is the same one and the field that differs.
 * Only values that passed the schema, the venue and the date checks are compared.
 */
export function checkProgrammeLinks(data: DataSet, venues: Set<string> | undefined, festivalDays: Set<string> | undefined): void {
  const usable = (slot: Slot | undefined): slot is Slot =>
    slot !== undefined && (!venues || venues.has(slot.luogo)) && (!festivalDays || festivalDays.has(slot.data));

  const events: ProgrammeSlot[] = [];
  // Days whose events cannot all be compared (a wrong time, venue or date already reported):
  // guessing a counterpart there would blame the wrong file, so entries on them wait for the fix.
  const uncertainDays = new Set<string | undefined>();
  for (const event of programmeEvents(data)) {
    const slot = slotOf(data, event);
    if (!usable(slot)) {
      uncertainDays.add(data.text("programma.json", event.datePath));
      continue;
    }
    const twin = events.find((other) => sameSlot(other, slot));
    if (twin) {
      data.error(
        "programma.json",
        event.path,
        `ha lo stesso giorno, orario (${slot.ora}) e luogo («${slot.luogo}») di ${data.describePath("programma.json", twin.path)}: due eventi non possono coincidere`,
      );
      continue;
    }
    events.push({
      ...slot,
      path: event.path,
      tipo: data.text("programma.json", [...event.path, "tipo"]),
      titolo: data.text("programma.json", [...event.path, "titolo"]),
      speaker: data.text("programma.json", [...event.path, "speaker"]),
    });
  }
  if (!data.has("programma.json")) return;

  const claimed = new Set<ProgrammeSlot>(); // matched exactly by a concert or talk
  const explained = new Set<ProgrammeSlot>(); // named in an error about a mismatch

  // First every exact match, for both kinds, so that explanations only consider unclaimed events.
  const pending: { kind: (typeof KINDS)[number]; index: number; slot: Slot; name?: string }[] = [];
  const incomplete = new Set<string>(); // files with entries that could not be compared
  for (const kind of KINDS) {
    const owners = new Map<ProgrammeSlot, number>();
    for (const { index } of data.items(kind.file)) {
      const slot = slotOf(data, { file: kind.file, path: [index], datePath: [index, "data"] });
      if (!usable(slot)) {
        incomplete.add(kind.file);
        continue;
      }
      const match = events.find((event) => sameSlot(event, slot));
      if (!match) {
        pending.push({ kind, index, slot, name: data.text(kind.file, [index, kind.nameField]) });
        continue;
      }
      const owner = owners.get(match);
      if (owner !== undefined) {
        data.error(
          kind.file,
          [index],
          `ha lo stesso giorno, orario e luogo di ${data.describePath(kind.file, [owner])}: due voci non possono coincidere`,
        );
        continue;
      }
      owners.set(match, index);
      claimed.add(match);
    }
  }

  for (const { kind, index, slot, name } of pending) {
    if (uncertainDays.has(slot.data) || uncertainDays.has(undefined)) continue;
    const free = events.filter((event) => !claimed.has(event));
    const sameName = (event: ProgrammeSlot) => name !== undefined && event[kind.eventField] === name;
    // The programme event this entry most likely is: same title (or artist) first, then same type,
    // then whatever else agrees. An event of another type is only blamed when the name matches.
    const rank = (event: ProgrammeSlot) =>
      (sameName(event) ? 4 : 0) + (event.tipo === kind.tipo ? 2 : 0) + (event.ora === slot.ora ? 1 : 0) + (event.luogo === slot.luogo ? 1 : 0);
    const sameDay = free
      .filter((event) => event.data === slot.data && (sameName(event) || (event.tipo === kind.tipo && (event.ora === slot.ora || event.luogo === slot.luogo))))
      .sort((a, b) => rank(b) - rank(a));
    const counterpart = sameDay[0];
    const otherDay = free.find((event) => event.data !== slot.data && event.ora === slot.ora && event.luogo === slot.luogo && sameName(event));
    const where = (event: ProgrammeSlot, field?: string) => data.locate("programma.json", field ? [...event.path, field] : event.path);
    const fixBoth = "correggilo in entrambi i file";

    if (counterpart && counterpart.ora !== slot.ora && counterpart.luogo === slot.luogo) {
      explained.add(counterpart);
      data.error(
        kind.file,
        [index, "ora"],
        `${slot.ora} non corrisponde al programma: ${where(counterpart, "ora")} dice ${counterpart.ora}. Se l'orario è cambiato, ${fixBoth}`,
      );
    } else if (counterpart && counterpart.luogo !== slot.luogo && counterpart.ora === slot.ora) {
      explained.add(counterpart);
      data.error(
        kind.file,
        [index, "luogo"],
        `«${slot.luogo}» non corrisponde al programma: ${where(counterpart, "luogo")} dice «${counterpart.luogo}». Se il luogo è cambiato, ${fixBoth}`,
      );
    } else if (counterpart) {
      explained.add(counterpart);
      data.error(
        kind.file,
        [index],
        `ora e luogo (${slot.ora}, «${slot.luogo}») non corrispondono al programma: ${where(counterpart)} è alle ${counterpart.ora} a «${counterpart.luogo}». Correggi «ora» e «luogo» in entrambi i file`,
      );
    } else if (otherDay) {
      explained.add(otherDay);
      data.error(
        kind.file,
        [index, "data"],
        `${slot.data} non corrisponde al programma: ${where(otherDay)} è nel giorno ${otherDay.data}. Se la data è cambiata, sposta l'evento nel giorno giusto del programma`,
      );
    } else {
      data.error(
        kind.file,
        [index],
        `nessun evento in ${data.displayName("programma.json")} il ${slot.data} alle ${slot.ora} a «${slot.luogo}»: ogni ${kind.noun} deve comparire anche nel programma, con la stessa data, ora e luogo`,
      );
    }
  }

  for (const event of events) {
    const kind = KINDS.find((candidate) => candidate.tipo === event.tipo);
    if (!kind || claimed.has(event) || explained.has(event) || !data.has(kind.file) || incomplete.has(kind.file)) continue;
    data.warn(
      "programma.json",
      event.path,
      `è un ${kind.tipo} ma in ${data.displayName(kind.file)} non c'è una voce con lo stesso giorno (${event.data}), orario (${event.ora}) e luogo («${event.luogo}»): la pagina ${kind.file === "talks.json" ? "Talks" : "Concerti"} non lo mostrerà`,
    );
  }
}
