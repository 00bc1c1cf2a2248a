import fs from "node:fs/promises";
import path from "node:path";
import { checkArchiveDates } from "./checks/archive-dates";
import { checkFestivalDates } from "./checks/dates";
import { checkEditions } from "./checks/editions";
import { checkEndTimes } from "./checks/end-times";
import { checkEventTypes } from "./checks/event-types";
import { checkImageSizes } from "./checks/image-sizes";
import { checkImages } from "./checks/images";
import { checkNotices } from "./checks/notices";
import { checkProgrammeLinks } from "./checks/programme-links";
import { checkTextCharacters } from "./checks/text-characters";
import { checkVenues } from "./checks/venues";
import { displayDirFor } from "./data-dir";
import { ARCHIVE_DIR, ARCHIVE_FILES, DATA_FILES, OPTIONAL_DATA_FILES, isDataFileName, type DataFileName } from "./data-files";
import { DataSet, type Problem } from "./data-set";
import { parseJson } from "./json-syntax";
import { checkSchema } from "./schema-validation";

export interface ValidationResult {
  errors: string[];
  warnings: string[];
  /** The same problems with their file and line apart, for CI annotations on the pull request. */
  located: LocatedProblem[];
}

export interface LocatedProblem {
  severity: "error" | "warning";
  file: string; // as shown in the messages, e.g. "data/concerti.json"
  line?: number;
  text: string;
}

export interface ValidationOptions {
  /** How messages name the data folder; by default relative to the current directory ("data"). */
  displayDir?: string;
}

/**
 * Other JSON files under a data folder: Gatsby reads them too, so they must at least parse.
 * `expected` tells the files the site reads there; the archive folder is walked on its own.
 */
async function otherJsonFiles(dataDir: string, expected: (name: string) => boolean, relative = ""): Promise<string[]> {
  const entries = await fs.readdir(path.join(dataDir, relative), { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (child !== ARCHIVE_DIR) found.push(...(await otherJsonFiles(dataDir, expected, child)));
    } else if (entry.name.toLowerCase().endsWith(".json") && !expected(child)) found.push(child);
  }
  return found;
}

/**
 * Reads, parses and schema-checks each of `files` in `dir` into `data`, with the characters of its texts;
 * a missing file is reported only when `required`.
 */
async function loadFiles(data: DataSet, dir: string, files: readonly DataFileName[], required: boolean): Promise<void> {
  for (const file of files) {
    const text = await readText(path.join(dir, file));
    if (text === undefined) {
      if (required && !OPTIONAL_DATA_FILES.has(file)) data.error(file, [], "file mancante: il sito ne ha bisogno");
      continue;
    }
    const outcome = parseJson(text);
    if (!outcome.ok) {
      data.error(file, [], outcome.message);
      continue;
    }
    data.addParsed(file, outcome.parsed);
    for (const duplicate of outcome.parsed.duplicateKeys) {
      const field = String(duplicate.path[duplicate.path.length - 1]);
      data.error(file, duplicate.path, `il campo «${field}» compare due volte nella stessa voce: tienine uno solo`, duplicate.line);
    }
    checkSchema(data, file);
    checkTextCharacters(data, file);
  }
}

async function reportOtherJson(data: DataSet, dir: string, expected: (name: string) => boolean): Promise<void> {
  for (const file of await otherJsonFiles(dir, expected)) {
    const outcome = parseJson((await readText(path.join(dir, file))) ?? "");
    if (!outcome.ok) {
      data.error(file, [], `${outcome.message} (anche questo file viene letto dal sito)`);
    } else {
      data.warn(file, [], "file non previsto: il sito non lo usa (è forse una copia da cancellare?)");
    }
  }
}

/** The year folders under data/archivio/, in year order; any other entry there is a problem of `data`. */
async function archiveYears(data: DataSet, dataDir: string): Promise<number[]> {
  let entries;
  try {
    entries = await fs.readdir(path.join(dataDir, ARCHIVE_DIR), { withFileTypes: true });
  } catch {
    return []; // no archive yet
  }
  const years: number[] = [];
  for (const entry of entries) {
    if (entry.isDirectory() && /^\d{4}$/.test(entry.name)) years.push(Number(entry.name));
    else if (entry.isDirectory() || entry.name.toLowerCase().endsWith(".json")) {
      data.error(
        `${ARCHIVE_DIR}/${entry.name}`,
        [],
        "in questa cartella vanno solo cartelle con il nome di un anno (per esempio 2025), una per edizione passata",
      );
    }
  }
  return years.sort((a, b) => a - b);
}

/**
 * One archived edition, data/archivio/<anno>/: the same schemas, event-type, programme-link and
 * image checks as today's files, its dates in that year, and an edition of that year in edizioni.json.
 */
async function validateArchive(dataDir: string, displayDir: string, anno: number, main: DataSet): Promise<DataSet> {
  const dir = path.join(dataDir, ARCHIVE_DIR, String(anno));
  const data = new DataSet(`${displayDir}/${ARCHIVE_DIR}/${anno}`);
  await loadFiles(data, dir, ARCHIVE_FILES, false);
  if (!ARCHIVE_FILES.some((file) => data.has(file)) && data.problems.length === 0) {
    data.error(
      "programma.json",
      [],
      `la cartella non contiene né programma.json né concerti.json né talks.json: cancellala, o rimetti i file dell'edizione ${anno}`,
    );
  }
  await reportOtherJson(data, dir, (name) => (ARCHIVE_FILES as readonly string[]).includes(name) || name.startsWith("immagini/"));

  const edition = main.items("edizioni.json").find(({ item }) => item.anno === anno);
  if (main.has("edizioni.json") && !edition) {
    main.error(
      "edizioni.json",
      [],
      `c'è l'archivio dell'edizione ${anno} (${data.displayDir}) ma nessuna edizione con "anno": ${anno}: aggiungila, con "stato": "past"`,
    );
  } else if (edition && main.text("edizioni.json", [edition.index, "stato"]) === "upcoming") {
    main.error(
      "edizioni.json",
      [edition.index, "stato"],
      `l'edizione ${anno} ha già il suo archivio in ${data.displayDir}: è un'edizione passata, scrivi "past"`,
    );
  }

  const days = checkArchiveDates(data, anno);
  checkProgrammeLinks(data, undefined, days);
  checkEventTypes(data);
  checkEndTimes(data);
  await checkImages(data, dir);
  await checkImageSizes(data, dir);
  return data;
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * Checks the site's data folder the way a volunteer needs it: every problem at once, one Italian
 * line each, naming file, entry and field. Used by `npm run check:data` and by `gatsby build`.
 */
export async function validateDataDir(dataDir: string, options: ValidationOptions = {}): Promise<ValidationResult> {
  const displayDir = options.displayDir ?? displayDirFor(dataDir, process.cwd());
  const data = new DataSet(displayDir);

  try {
    if (!(await fs.stat(dataDir)).isDirectory()) throw new Error("not a directory");
  } catch {
    const text = `${displayDir}: la cartella dei dati non esiste`;
    return { errors: [text], warnings: [], located: [{ severity: "error", file: displayDir, text }] };
  }

  await loadFiles(data, dataDir, DATA_FILES, true);
  await reportOtherJson(data, dataDir, isDataFileName);

  const venues = checkVenues(data);
  const festivalDays = checkFestivalDates(data);
  checkProgrammeLinks(data, venues, festivalDays);
  checkEditions(data);
  checkEventTypes(data);
  checkEndTimes(data);
  checkNotices(data);
  await checkImages(data, dataDir);
  await checkImageSizes(data, dataDir);

  // Today's files first, then each archived edition, oldest first.
  const archives: DataSet[] = [];
  for (const anno of await archiveYears(data, dataDir)) archives.push(await validateArchive(dataDir, displayDir, anno, data));
  const sets = [data, ...archives];
  const errors = sets.flatMap((set) =>
    formatAll(
      set,
      set.problems.filter((problem) => problem.severity === "error"),
    ),
  );
  const warnings = sets.flatMap((set) =>
    formatAll(
      set,
      set.problems.filter((problem) => problem.severity === "warning"),
    ),
  );
  return {
    errors: errors.map(({ text }) => text),
    warnings: warnings.map(({ text }) => text),
    located: [...errors, ...warnings],
  };
}

/** Files in their usual order, then by line, so a volunteer can fix them top to bottom. */
function formatAll(data: DataSet, problems: Problem[]): LocatedProblem[] {
  const fileRank = (file: string) => {
    const rank = (DATA_FILES as readonly string[]).indexOf(file);
    return rank === -1 ? DATA_FILES.length : rank;
  };
  const located = problems.map((problem, order) => ({
    problem,
    order,
    line: problem.line ?? data.lineOf(problem.file, problem.path) ?? 0,
  }));
  located.sort(
    (a, b) => fileRank(a.problem.file) - fileRank(b.problem.file) || a.problem.file.localeCompare(b.problem.file) || a.line - b.line || a.order - b.order,
  );
  const seen = new Set<string>();
  return located.flatMap(({ problem, line }) => {
    const text = data.format(problem);
    if (seen.has(text)) return [];
    seen.add(text);
    return [{ severity: problem.severity, file: data.displayName(problem.file), line: line || undefined, text }];
  });
}
