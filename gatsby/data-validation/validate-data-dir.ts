import fs from "node:fs/promises";
import path from "node:path";
import { checkFestivalDates } from "./checks/dates";
import { checkEditions } from "./checks/editions";
import { checkEventTypes } from "./checks/event-types";
import { checkImageSizes } from "./checks/image-sizes";
import { checkImages } from "./checks/images";
import { checkProgrammeLinks } from "./checks/programme-links";
import { checkVenues } from "./checks/venues";
import { displayDirFor } from "./data-dir";
import { DATA_FILES, isDataFileName } from "./data-files";
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

/** Other JSON files under the data folder: Gatsby reads them too, so they must at least parse. */
async function otherJsonFiles(dataDir: string, relative = ""): Promise<string[]> {
  const entries = await fs.readdir(path.join(dataDir, relative), { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await otherJsonFiles(dataDir, child)));
    else if (entry.name.toLowerCase().endsWith(".json") && !isDataFileName(child)) found.push(child);
  }
  return found;
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

  for (const file of DATA_FILES) {
    const text = await readText(path.join(dataDir, file));
    if (text === undefined) {
      data.error(file, [], "file mancante: il sito ne ha bisogno");
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
  }

  for (const file of await otherJsonFiles(dataDir)) {
    const outcome = parseJson((await readText(path.join(dataDir, file))) ?? "");
    if (!outcome.ok) {
      data.error(file, [], `${outcome.message} (anche questo file viene letto dal sito)`);
    } else {
      data.warn(file, [], "file non previsto: il sito non lo usa (è forse una copia da cancellare?)");
    }
  }

  const venues = checkVenues(data);
  const festivalDays = checkFestivalDates(data);
  checkProgrammeLinks(data, venues, festivalDays);
  checkEditions(data);
  checkEventTypes(data);
  await checkImages(data, dataDir);
  await checkImageSizes(data, dataDir);

  const errors = formatAll(data, data.problems.filter((problem) => problem.severity === "error"));
  const warnings = formatAll(data, data.problems.filter((problem) => problem.severity === "warning"));
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
    (a, b) =>
      fileRank(a.problem.file) - fileRank(b.problem.file) ||
      a.problem.file.localeCompare(b.problem.file) ||
      a.line - b.line ||
      a.order - b.order,
  );
  const seen = new Set<string>();
  return located.flatMap(({ problem, line }) => {
    const text = data.format(problem);
    if (seen.has(text)) return [];
    seen.add(text);
    return [{ severity: problem.severity, file: data.displayName(problem.file), line: line || undefined, text }];
  });
}
