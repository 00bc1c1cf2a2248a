import { findNodeAtLocation } from "jsonc-parser";
import { LABEL_FIELDS, type DataFileName } from "./data-files";
import { positionOf, type ParsedJson } from "./json-syntax";
import { isObject, toPointer, valueAt, type JsonPath } from "./json-values";
import { harmlessLine } from "../../src/utils/text-safety";

export type Severity = "error" | "warning";

/** One problem, located by file and path; turned into one Italian line by `DataSet.format`. */
export interface Problem {
  severity: Severity;
  file: string; // file name inside the data folder, e.g. "concerti.json"
  path: JsonPath;
  message: string;
  line?: number; // when the path alone cannot find it (a duplicate key)
}

/**
 * The parsed data files plus what is known to be wrong in them, so that cross-file checks only
 * look at values the schema accepted and never repeat a problem already reported.
 */
export class DataSet {
  readonly problems: Problem[] = [];
  private readonly parsed = new Map<string, ParsedJson>();
  private readonly invalidPointers = new Map<string, Set<string>>();

  constructor(readonly displayDir: string) {}

  displayName(file: string): string {
    return `${this.displayDir}/${file}`;
  }

  addParsed(file: string, parsed: ParsedJson): void {
    this.parsed.set(file, parsed);
  }

  has(file: DataFileName): boolean {
    return this.parsed.has(file);
  }

  value(file: DataFileName): unknown {
    return this.parsed.get(file)?.value;
  }

  markInvalid(file: string, pointer: string): void {
    const pointers = this.invalidPointers.get(file) ?? new Set<string>();
    pointers.add(pointer);
    this.invalidPointers.set(file, pointers);
  }

  /** True when the schema reported nothing at this path. */
  isValidAt(file: DataFileName, path: JsonPath): boolean {
    return !this.invalidPointers.get(file)?.has(toPointer(path));
  }

  /** The string at a path, if present and accepted by the schema. */
  text(file: DataFileName, path: JsonPath): string | undefined {
    const value = valueAt(this.value(file), path);
    return typeof value === "string" && this.isValidAt(file, path) ? value : undefined;
  }

  /** Objects of the array at `path` (the file itself by default), with their index. */
  items(file: DataFileName, path: JsonPath = []): { index: number; item: Record<string, unknown> }[] {
    const list = valueAt(this.value(file), path);
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: unknown, index) => (isObject(item) ? [{ index, item }] : []));
  }

  error(file: string, path: JsonPath, message: string, line?: number): void {
    this.problems.push({ severity: "error", file, path, message, line });
  }

  warn(file: string, path: JsonPath, message: string, line?: number): void {
    this.problems.push({ severity: "warning", file, path, message, line });
  }

  /** "voce 1 (“Venerdì 12”) › evento 2 (“Connessioni Culinarie”) › ora" */
  describePath(file: string, path: JsonPath): string {
    const root = this.parsed.get(file)?.value;
    const parts: string[] = [];
    path.forEach((step, position) => {
      if (typeof step !== "number") {
        // "eventi › evento 2" reads better as just "evento 2".
        if (step === "eventi" && typeof path[position + 1] === "number") return;
        parts.push(step);
        return;
      }
      const word = path[position - 1] === "eventi" ? "evento" : "voce";
      const label = entryLabel(valueAt(root, path.slice(0, position + 1)));
      parts.push(label ? `${word} ${step + 1} (“${label}”)` : `${word} ${step + 1}`);
    });
    return parts.join(" › ");
  }

  /** "data/programma.json › voce 1 (“Venerdì 12”) › evento 1 (“…”)", to point at another entry. */
  locate(file: string, path: JsonPath): string {
    const described = this.describePath(file, path);
    return described ? `${this.displayName(file)} › ${described}` : this.displayName(file);
  }

  lineOf(file: string, path: JsonPath): number | undefined {
    const parsed = this.parsed.get(file);
    if (!parsed?.tree) return undefined;
    const node = findNodeAtLocation(parsed.tree, path);
    if (!node) return undefined;
    const anchor = node.parent?.type === "property" ? node.parent : node;
    return positionOf(parsed.lineStarts, anchor.offset).line;
  }

  /** data/concerti.json › voce 1 (“…”) › ticketLink: deve essere … (trovato "…") · riga 9 */
  format(problem: Problem): string {
    const line = problem.line ?? (problem.path.length > 0 ? this.lineOf(problem.file, problem.path) : undefined);
    const where = line ? ` · riga ${line}` : "";
    return `${this.locate(problem.file, problem.path)}: ${problem.message}${where}`;
  }
}

function entryLabel(entry: unknown): string | undefined {
  if (!isObject(entry)) return undefined;
  for (const field of LABEL_FIELDS) {
    const value = entry[field];
    if ((typeof value === "string" && value.trim() !== "") || typeof value === "number") {
      // On one line and without control characters, since a message may be about those.
      const text = harmlessLine(String(value)).trim();
      return text.length > 60 ? `${text.slice(0, 57)}…` : text;
    }
  }
  return undefined;
}
