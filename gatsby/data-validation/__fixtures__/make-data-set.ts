import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_FIELDS } from "../data-files";

/**
 * Throw-away data folders for tests: a frozen copy of the festival data (base/, so tests do not
 * change when the organisers edit data/) with one deliberate change each, plus small generated
 * images for every image the base data references.
 */
export type Entry = Record<string, unknown>;
export interface FixtureData {
  sito: Entry & { luoghi: Entry[]; telefoni: unknown[]; email: unknown[]; social: Entry[] };
  programma: (Entry & { eventi: Entry[] })[];
  concerti: Entry[];
  talks: Entry[];
  edizioni: Entry[];
}

const FILES = ["sito", "programma", "concerti", "talks", "edizioni"] as const;
const BASE_DIR = path.join(__dirname, "base");

export async function loadBaseData(): Promise<FixtureData> {
  const read = async (name: string): Promise<unknown> => JSON.parse(await fs.readFile(path.join(BASE_DIR, `${name}.json`), "utf8"));
  const [sito, programma, concerti, talks, edizioni] = await Promise.all(FILES.map(read));
  // The base files are ours and valid by construction (a test checks it); the cast only names their shape.
  return { sito, programma, concerti, talks, edizioni } as FixtureData;
}

function imagePaths(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => imagePaths(item, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (IMAGE_FIELDS.has(key) && typeof child === "string") found.add(child);
      else imagePaths(child, found);
    }
  }
  return found;
}

let pngPromise: Promise<Buffer> | undefined;
const smallPng = () =>
  (pngPromise ??= sharp({ create: { width: 60, height: 80, channels: 3, background: "#e4572e" } }).png().toBuffer());

export interface DataSetOptions {
  /** Change the parsed data before it is written. */
  edit?: (data: FixtureData) => void;
  /** Also make the images that only the edited data names (by default only the base data's exist). */
  imagesForEdits?: boolean;
  /** Replace a file's text entirely (for syntax errors), e.g. { "talks.json": "[" }. */
  raw?: Record<string, string>;
}

/** Writes a data folder in a new temporary directory and returns its path. */
export async function makeDataSet(options: DataSetOptions = {}): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "connessioni-dati-"));
  const base = await loadBaseData();
  const png = await smallPng();
  for (const relative of imagePaths(base, new Set())) {
    await fs.mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await fs.writeFile(path.join(dir, relative), png);
  }
  const data = await loadBaseData();
  options.edit?.(data);
  // An edit may name new images (a new edition's poster, files renamed for new dates): make them too.
  for (const relative of options.imagesForEdits ? imagePaths(data, new Set()) : []) {
    const file = path.join(dir, relative);
    if (await fs.stat(file).then(() => false, () => true)) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, png);
    }
  }
  for (const name of FILES) {
    await fs.writeFile(path.join(dir, `${name}.json`), `${JSON.stringify(data[name], null, 2)}\n`);
  }
  for (const [file, text] of Object.entries(options.raw ?? {})) await fs.writeFile(path.join(dir, file), text);
  return dir;
}

export const removeDataSet = (dir: string) => fs.rm(dir, { recursive: true, force: true });
