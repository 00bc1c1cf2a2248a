/**
 * `npm run grow-content -- [--from data] --to DIR [--factor 2.5] [--talks N] [--concerts N] [--editions N] [--archives N] [--images files|shared]`
 *
 * Makes a grown copy of a data folder, as the site will look after a few years of volunteers adding
 * content: by default 2.5x the talks and the concerts (each with its programme event, under a new id), the other
 * programme events as they are, a decade of editions, and ten of the past ones archived with their
 * programme, concerts and talks (data/archivio/<anno>/, as `npm run nuova-edizione` leaves them). New entries are clones of existing ones,
 * moved to free slots (day, time, venue) across the festival days, with varied titles, texts that
 * follow their new day/time/year, and their images copied under new names. It reads any valid data
 * folder (nothing here knows today's titles or counts) and checks the result with the same
 * validator as `npm run check:data`, so a grown set that the build would refuse is never written
 * silently. Used by `npm run test:grown` and `npm run bench -- --grown`.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { ARCHIVE_DIR, ARCHIVE_FILES, IMAGE_FIELDS } from "../gatsby/data-validation/data-files";
import { isoDaysBetween, italianWeekday } from "../gatsby/data-validation/italian-dates";
import { validateDataDir } from "../gatsby/data-validation";
import { newEventId } from "../src/events/event-id";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Entry = { [key: string]: Json };
/** A field of the data as text: the data check has made it a string; anything else is shown as JSON. */
const text = (value: Json): string => (typeof value === "string" ? value : String(JSON.stringify(value)));
interface Day extends Entry {
  giorno: string;
  data: string;
  eventi: Entry[];
}

export interface GrowOptions {
  /** How many times today's talks and concerts (default 2.5, rounded up). */
  factor?: number;
  talks?: number;
  concerts?: number;
  /** Default: 2.5x today's, and at least ten (a decade of the festival), and one more than the archives. */
  editions?: number;
  /** Past editions with an archive (data/archivio/<anno>/): default ten, each a copy of the grown programme moved to its year. */
  archives?: number;
  /**
   * "files" (default): every copy gets its own image files, so the grown pages download as many
   * distinct posters as real content would (what `npm run bench` measures). "shared": copies show
   * their original's images, so a build encodes each image once (Gatsby names its outputs after the
   * file's content and name): for test builds, where the layout and the budgets matter, not the bytes.
   */
  images?: "files" | "shared";
}

export interface GrowResult {
  counts: { talks: number; concerts: number; events: number; days: number; editions: number; archives: number };
}

const DEFAULT_FACTOR = 2.5;
const MIN_EDITIONS = 10;
const DEFAULT_ARCHIVES = 10;

const minutes = (ora: string) => Number(ora.slice(0, 2)) * 60 + Number(ora.slice(3, 5));
const ora = (total: number) => `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
const slugify = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "venerdì 12" of an ISO date, as texts and alts write a day. */
const weekdayAndDay = (iso: string) => `${italianWeekday(iso)} ${Number(iso.slice(8, 10))}`;

// An event's id and a concert's or talk's reference to it: codes, never texts to rewrite.
const CODE_FIELDS: ReadonlySet<string> = new Set(["id", "evento"]);

/** Applies the replacements to every string under `value` (a deep copy), keeping image paths and ids as they are. */
function rewrite(value: Json, replacements: [RegExp, string][], key?: string): Json {
  if (typeof value === "string") {
    if (key && (IMAGE_FIELDS.has(key) || CODE_FIELDS.has(key))) return value;
    return replacements.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), value);
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, replacements));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([childKey, child]) => [childKey, rewrite(child, replacements, childKey)]));
  }
  return value;
}

/** Replacements that move an entry's texts from one day and time to another, and rename it. */
function moveTexts(from: { data: string; ora: string; name?: string }, to: { data: string; ora: string; name?: string }): [RegExp, string][] {
  const list: [RegExp, string][] = [];
  if (from.name && to.name && from.name !== to.name) list.push([new RegExp(escapeRegExp(from.name), "g"), to.name]);
  if (from.data !== to.data) {
    list.push([new RegExp(escapeRegExp(from.data), "g"), to.data]);
    // "venerdì" → "sabato" (also capitalised), and "12 settembre" → "13 settembre"; a bare number is left alone.
    const [before, after] = [italianWeekday(from.data), italianWeekday(to.data)];
    list.push([new RegExp(`(?<![\\p{L}])${escapeRegExp(before)}(?![\\p{L}])`, "gu"), after]);
    list.push([new RegExp(`(?<![\\p{L}])${escapeRegExp(capitalise(before))}(?![\\p{L}])`, "gu"), capitalise(after)]);
    const months = "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre";
    list.push([new RegExp(`(^|\\D)${Number(from.data.slice(8, 10))}(?= (?:${months}))`, "gi"), `$1${Number(to.data.slice(8, 10))}`]);
  }
  if (from.ora !== to.ora) list.push([new RegExp(`(^|\\D)${escapeRegExp(from.ora)}(?!\\d)`, "g"), `$1${to.ora}`]);
  return list;
}

async function readJson<T>(dir: string, file: string): Promise<T> {
  return JSON.parse(await fs.readFile(path.join(dir, file), "utf8")) as T;
}

async function writeJson(dir: string, file: string, value: unknown): Promise<void> {
  await fs.writeFile(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Copies every image of `entry` (paths relative to the data folder) to a new name; returns the entry
 * with the new paths. With shared images, the entry keeps its original's.
 */
async function copyImages(dataDir: string, entry: Entry, stem: string, used: Set<string>, mode: GrowOptions["images"]): Promise<Entry> {
  const copy: Entry = { ...entry };
  if (mode === "shared") return copy;
  for (const [key, value] of Object.entries(entry)) {
    if (!IMAGE_FIELDS.has(key) || typeof value !== "string") continue;
    const folder = path.posix.dirname(value);
    const extension = path.posix.extname(value);
    let target = `${folder}/${stem}-${slugify(key)}${extension}`;
    for (let n = 2; used.has(target); n += 1) target = `${folder}/${stem}-${slugify(key)}-${n}${extension}`;
    used.add(target);
    await fs.copyFile(path.join(dataDir, value), path.join(dataDir, target));
    copy[key] = target;
  }
  return copy;
}

/** Every image path the data already references, so copies never overwrite one. */
function imagePaths(value: Json, found = new Set<string>(), key?: string): Set<string> {
  if (typeof value === "string" && key && IMAGE_FIELDS.has(key)) found.add(value);
  else if (Array.isArray(value)) value.forEach((item) => imagePaths(item, found));
  else if (value && typeof value === "object") for (const [childKey, child] of Object.entries(value)) imagePaths(child, found, childKey);
  return found;
}

interface Kind {
  file: "talks.json" | "concerti.json";
  tipo: string; // the programme event's type
  nameField: "titolo" | "artista"; // the card's name, shown as the event's `eventField`
  eventField: "titolo" | "speaker";
  label: string; // how a copy's name says it is another one
  window: [number, number]; // start times a copy may take, in minutes (talks by day, concerts at night)
}

const KINDS: Kind[] = [
  { file: "talks.json", tipo: "Talk", nameField: "titolo", eventField: "titolo", label: "incontro", window: [9 * 60, 20 * 60] },
  { file: "concerti.json", tipo: "Concerto", nameField: "artista", eventField: "speaker", label: "serata", window: [18 * 60, 23 * 60 + 30] },
];

/** Grows the data folder `from` into the new folder `to` (which must not exist or be empty). */
export async function growContent(from: string, to: string, options: GrowOptions = {}): Promise<GrowResult> {
  const factor = options.factor ?? DEFAULT_FACTOR;
  const existing = await fs.readdir(to).catch(() => [] as string[]);
  if (existing.length > 0) throw new Error(`${to} is not empty: choose a new folder for the grown data`);
  await fs.cp(from, to, { recursive: true });

  const sito = await readJson<Entry>(to, "sito.json");
  const programma = await readJson<Day[]>(to, "programma.json");
  const edizioni = await readJson<Entry[]>(to, "edizioni.json");
  const usedImages = new Set<string>();
  for (const file of ["sito.json", "programma.json", "talks.json", "concerti.json", "edizioni.json"]) {
    imagePaths(await readJson<Json>(to, file), usedImages);
  }

  // Every festival day gets a programme column, so new events spread over all of them.
  const festivalDays = isoDaysBetween(text(sito.dataInizio), text(sito.dataFine));
  for (const day of festivalDays) {
    if (!programma.some((column) => column.data === day)) {
      programma.push({ giorno: capitalise(weekdayAndDay(day)), data: day, eventi: [] });
    }
  }
  programma.sort((a, b) => a.data.localeCompare(b.data));
  const taken = new Set(programma.flatMap((day) => day.eventi.map((event) => `${day.data}|${text(event.ora)}|${text(event.luogo)}`)));
  const ids = new Set(programma.flatMap((day) => day.eventi.map((event) => text(event.id))));
  /** A programme event by id, with its day: where a concert or talk (its `evento`) happens. */
  const eventById = (id: string) => {
    for (const day of programma) {
      const event = day.eventi.find((candidate) => candidate.id === id);
      if (event) return { day, event };
    }
    return undefined;
  };

  /** The free start time nearest to `preferred` on `data` at `luogo`, within the kind's window, on the half hour. */
  const freeTime = (data: string, luogo: string, preferred: string, window: [number, number]): string | undefined => {
    const candidates: number[] = [];
    for (let start = window[0]; start <= window[1]; start += 30) candidates.push(start);
    candidates.sort((a, b) => Math.abs(a - minutes(preferred)) - Math.abs(b - minutes(preferred)) || a - b);
    const found = candidates.find((start) => !taken.has(`${data}|${ora(start)}|${luogo}`));
    return found === undefined ? undefined : ora(found);
  };

  let events = programma.reduce((sum, day) => sum + day.eventi.length, 0);
  const counts = { talks: 0, concerts: 0 };
  for (const kind of KINDS) {
    const entries = await readJson<Entry[]>(to, kind.file);
    const originals = entries.length;
    const target = (kind.file === "talks.json" ? options.talks : options.concerts) ?? Math.ceil(originals * factor);
    for (let k = originals; k < target && originals > 0; k += 1) {
      const source = entries[k % originals];
      // Its programme event (valid data always has one), which says where and when it is.
      const found = eventById(text(source.evento));
      if (!found) throw new Error(`${kind.file}: «${text(source[kind.nameField])}» names no programme event (evento ${text(source.evento)})`);
      const { day: sourceDay, event: sourceEvent } = found;
      const copyNumber = Math.floor(k / originals) + 1;
      const data = festivalDays[k % festivalDays.length];
      const luogo = text(sourceEvent.luogo);
      const time = freeTime(data, luogo, text(sourceEvent.ora), kind.window);
      if (!time) throw new Error(`no free time left on ${data} at ${luogo} for another ${kind.tipo}`);
      taken.add(`${data}|${time}|${luogo}`);

      const name = `${text(source[kind.nameField])} (${kind.label} ${copyNumber})`;
      const from = { data: sourceDay.data, ora: text(sourceEvent.ora) };
      const texts = moveTexts({ ...from, name: text(source[kind.nameField]) }, { data, ora: time, name });
      const stem = `${data}-${time.replace(":", "")}-${slugify(luogo)}`;
      // The copy is a new event: a new id of its own, named by the copied concert or talk.
      const id = newEventId(ids);
      ids.add(id);
      const clone = rewrite(source, texts) as Entry;
      entries.push(await copyImages(to, { ...clone, evento: id }, stem, usedImages, options.images));

      // Its programme event: a copy of the source's own, moved alike.
      const eventTexts = moveTexts({ ...from, name: text(sourceEvent[kind.eventField]) }, { data, ora: time, name });
      const event = rewrite(sourceEvent, eventTexts) as Entry;
      programma
        .find((day) => day.data === data)!
        .eventi.push(await copyImages(to, { ...event, id, ora: time, luogo }, `${stem}-programma`, usedImages, options.images));
      events += 1;
    }
    counts[kind.file === "talks.json" ? "talks" : "concerts"] = entries.length;
    await writeJson(to, kind.file, entries);
  }
  for (const day of programma) day.eventi.sort((a, b) => minutes(text(a.ora)) - minutes(text(b.ora)));
  await writeJson(to, "programma.json", programma);

  // Older editions, before the oldest one: clones of the past ones, their year and texts moved.
  const archiveTarget = options.archives ?? DEFAULT_ARCHIVES;
  const editionTarget = options.editions ?? Math.max(Math.ceil(edizioni.length * factor), MIN_EDITIONS, archiveTarget + 1);
  const past = edizioni.filter((edition) => edition.stato === "past");
  const sources = past.length > 0 ? past : edizioni;
  const years = new Set(edizioni.map((edition) => Number(edition.anno)));
  let year = Math.min(...years);
  for (let k = 0; edizioni.length < editionTarget; k += 1) {
    const source = sources[k % sources.length];
    do year -= 1;
    while (years.has(year));
    years.add(year);
    const clone = rewrite(source, [[new RegExp(`\\b${Number(source.anno)}\\b`, "g"), String(year)]]) as Entry;
    edizioni.push(await copyImages(to, { ...clone, anno: year, stato: "past" }, `edizione-${year}`, usedImages, options.images));
  }
  await writeJson(to, "edizioni.json", edizioni);

  const archives = await growArchives(to, text(sito.edizione), edizioni, archiveTarget);
  return { counts: { ...counts, events, days: programma.length, editions: edizioni.length, archives } };
}

/**
 * The newest past editions without an archive get one: today's (grown) programme, concerts and talks
 * moved to the same days of the month in their year, texts and day names following, images copied
 * beside them (data/archivio/<anno>/immagini/…, the paths the files name). Returns how many archives
 * the data holds.
 */
async function growArchives(dataDir: string, currentYear: string, edizioni: Entry[], target: number): Promise<number> {
  const archiveRoot = path.join(dataDir, ARCHIVE_DIR);
  const existing = new Set((await fs.readdir(archiveRoot).catch(() => [] as string[])).filter((name) => /^\d{4}$/.test(name)).map(Number));
  const candidates = edizioni
    .filter((edition) => edition.stato === "past" && !existing.has(Number(edition.anno)))
    .map((edition) => Number(edition.anno))
    .sort((a, b) => b - a);
  const files = await Promise.all(ARCHIVE_FILES.map((file) => readJson<Json>(dataDir, file)));
  const images = imagePaths(files);
  for (const year of candidates.slice(0, Math.max(0, target - existing.size))) {
    const dir = path.join(archiveRoot, String(year));
    const toYear = (iso: string) => `${year}${iso.slice(4)}`;
    const dates = new Set<string>();
    JSON.stringify(files).replace(/"data":"(\d{4}-\d{2}-\d{2})"/g, (_match, date: string) => (dates.add(date), ""));
    const replacements: [RegExp, string][] = [
      ...[...dates].flatMap((date) => moveTexts({ data: date, ora: "" }, { data: toYear(date), ora: "" })),
      [new RegExp(`(?<!\\d)${escapeRegExp(currentYear)}(?!\\d)`, "g"), String(year)],
    ];
    await fs.mkdir(dir, { recursive: true });
    // Each edition's events are events of their own: new ids, and the concerts and talks follow them.
    const newIds = new Map<string, string>();
    const renamed = (id: Json) => {
      const key = text(id);
      if (!newIds.has(key)) newIds.set(key, newEventId(newIds.values()));
      return newIds.get(key)!;
    };
    for (const [index, file] of ARCHIVE_FILES.entries()) {
      const moved = rewrite(files[index], replacements) as Entry[];
      if (file === "programma.json") {
        for (const day of moved as Day[]) {
          day.giorno = capitalise(weekdayAndDay(day.data));
          for (const event of day.eventi) event.id = renamed(event.id);
        }
      } else {
        for (const entry of moved) entry.evento = renamed(entry.evento);
      }
      await writeJson(dir, file, moved);
    }
    for (const image of images) {
      await fs.mkdir(path.dirname(path.join(dir, image)), { recursive: true });
      await fs.copyFile(path.join(dataDir, image), path.join(dir, image));
    }
    existing.add(year);
  }
  return existing.size;
}

function parseArguments(argv: string[]): { from: string; to: string; options: GrowOptions } {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    if (!argv[i].startsWith("--") || argv[i + 1] === undefined) throw new Error(`unexpected argument ${argv[i]}`);
    values.set(argv[i].slice(2), argv[i + 1]);
  }
  const number = (name: string) => (values.has(name) ? Number(values.get(name)) : undefined);
  const to = values.get("to");
  if (!to) throw new Error("--to DIR is required: the new folder for the grown data");
  return {
    from: path.resolve(values.get("from") ?? process.env.CONNESSIONI_DATA_DIR ?? "data"),
    to: path.resolve(to),
    options: {
      factor: number("factor"),
      talks: number("talks"),
      concerts: number("concerts"),
      editions: number("editions"),
      archives: number("archives"),
      images: values.get("images") === "shared" ? "shared" : "files",
    },
  };
}

async function main(): Promise<void> {
  const { from, to, options } = parseArguments(process.argv.slice(2));
  const { counts } = await growContent(from, to, options);
  const { errors } = await validateDataDir(to);
  if (errors.length > 0) {
    console.error(`The grown data in ${to} does not pass the data check:\n${errors.join("\n")}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `Grown data in ${to}: ${counts.talks} talks, ${counts.concerts} concerts, ${counts.events} programme events over ${counts.days} days, ${counts.editions} editions, ${counts.archives} of them archived (checked).`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
