import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { neededSourceWidth } from "../../../src/styles/layout";
import { IMAGE_FIELDS } from "../data-files";

/**
 * Throw-away data folders for tests: a frozen copy of the festival data (base/, so tests do not
 * change when the organisers edit data/) with one deliberate change each, plus flat generated
 * images, as large as the layout needs, for every image the base data references.
 */
export type Entry = Record<string, unknown>;
export interface FixtureData {
  sito: Entry & { telefoni: unknown[]; email: unknown[]; social: Entry[] };
  luoghi: Entry[];
  programma: (Entry & { eventi: Entry[] })[];
  concerti: Entry[];
  talks: Entry[];
  edizioni: Entry[];
}

const FILES = ["sito", "luoghi", "programma", "concerti", "talks", "edizioni"] as const;
const BASE_DIR = path.join(__dirname, "base");

export async function loadBaseData(): Promise<FixtureData> {
  const read = async (name: string): Promise<unknown> => JSON.parse(await fs.readFile(path.join(BASE_DIR, `${name}.json`), "utf8"));
  const [sito, luoghi, programma, concerti, talks, edizioni] = await Promise.all(FILES.map(read));
  // The base files are ours and valid by construction (a test checks it); the cast only names their shape.
  return { sito, luoghi, programma, concerti, talks, edizioni } as FixtureData;
}

/** Every image path of the data, with the field that names it. */
function imagePaths(value: unknown, found: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item) => imagePaths(item, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (IMAGE_FIELDS.has(key) && typeof child === "string") found.set(child, key);
      else imagePaths(child, found);
    }
  }
  return found;
}

/** A flat PNG, cached per size (one colour compresses to a few hundred bytes at any size). */
const pngs = new Map<string, Promise<Buffer>>();
export function flatPng(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let png = pngs.get(key);
  if (!png) {
    png = sharp({ create: { width, height, channels: 3, background: "#e4572e" } })
      .png()
      .toBuffer();
    pngs.set(key, png);
  }
  return png;
}

const POSTER_SLOTS = ["heroPoster", "concertPoster", "editionPoster", "talkImage2", "talkImage3", "programmePoster"] as const;

/** Images as large as the layout needs (src/styles/layout.ts), so the base data raises no size warning. */
export function fixtureImageSize(field: string): { width: number; height: number } {
  if (field === "logo") return { width: 512, height: 512 };
  if (field === "sponsor") {
    const width = neededSourceWidth("sponsorBanner");
    return { width, height: Math.round(width / 4) };
  }
  const width = Math.max(...POSTER_SLOTS.map(neededSourceWidth));
  return { width, height: Math.ceil(width * 1.25) };
}

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
  for (const [relative, field] of imagePaths(base, new Map())) {
    const { width, height } = fixtureImageSize(field);
    await fs.mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await fs.writeFile(path.join(dir, relative), await flatPng(width, height));
  }
  const data = await loadBaseData();
  options.edit?.(data);
  // An edit may name new images (a new edition's poster, files renamed for new dates): make them too.
  for (const [relative, field] of options.imagesForEdits ? imagePaths(data, new Map()) : []) {
    const file = path.join(dir, relative);
    if (
      await fs.stat(file).then(
        () => false,
        () => true,
      )
    ) {
      const { width, height } = fixtureImageSize(field);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, await flatPng(width, height));
    }
  }
  for (const name of FILES) {
    await fs.writeFile(path.join(dir, `${name}.json`), `${JSON.stringify(data[name], null, 2)}\n`);
  }
  for (const [file, text] of Object.entries(options.raw ?? {})) await fs.writeFile(path.join(dir, file), text);
  return dir;
}

export const removeDataSet = (dir: string) => fs.rm(dir, { recursive: true, force: true });
