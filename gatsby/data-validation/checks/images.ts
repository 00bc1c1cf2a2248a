import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { closestName } from "../closest-name";
import { DATA_FILES, IMAGE_FIELDS, type DataFileName } from "../data-files";
import type { DataSet } from "../data-set";
import { isObject, type JsonPath } from "../json-values";

export interface ImageReference {
  file: DataFileName;
  path: JsonPath;
  relative: string;
}

function collect(data: DataSet, file: DataFileName, value: unknown, at: JsonPath, found: ImageReference[]): void {
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => collect(data, file, item, [...at, index], found));
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...at, key];
      if (IMAGE_FIELDS.has(key)) {
        const relative = data.text(file, childPath);
        if (relative !== undefined) found.push({ file, path: childPath, relative });
      } else {
        collect(data, file, child, childPath, found);
      }
    }
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Why a referenced file is missing, with the likely intended name when there is one. */
async function missingMessage(dataDir: string, displayDir: string, relative: string, referenced: Set<string>): Promise<string> {
  const shown = `${displayDir}/${relative}`;
  const folder = path.posix.dirname(relative);
  let siblings: string[];
  try {
    siblings = (await fs.readdir(path.join(dataDir, folder), { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return `il file ${shown} non esiste: non c'è nemmeno la cartella ${displayDir}/${folder}`;
  }
  const name = path.posix.basename(relative);
  const sameIgnoringCase = siblings.find((sibling) => sibling.toLowerCase() === name.toLowerCase());
  if (sameIgnoringCase) {
    return `il file ${shown} non esiste, ma c'è «${sameIgnoringCase}»: maiuscole e minuscole devono coincidere`;
  }
  const stem = name.replace(/\.[^.]+$/, "");
  const sameStem = siblings.find((sibling) => sibling.replace(/\.[^.]+$/, "") === stem);
  // A similar name that another entry already uses is another event's image, not the one meant here.
  const unused = siblings.filter((sibling) => !referenced.has(`${folder}/${sibling}`));
  const suggestion = sameStem ?? closestName(name, unused);
  return `il file ${shown} non esiste` + (suggestion ? `: forse intendevi «${folder}/${suggestion}»?` : "");
}

/** Runs `task` over `items` with a small concurrency, to share the machine's cores politely. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Every image path the data files name, in data order, with the field that names it. */
export function imageReferences(data: DataSet): ImageReference[] {
  const references: ImageReference[] = [];
  for (const file of DATA_FILES) if (data.has(file)) collect(data, file, data.value(file), [], references);
  return references;
}

// Whether sharp decodes a file, by the hash of its bytes. The live preview checks data/ again at
// every save and the tests check many folders of the same images: decoding each image in full
// (~75 ms for a poster) is the slowest step of a check, hashing it is not; same bytes, same answer.
const decodableByHash = new Map<string, Promise<boolean>>();

async function decodable(file: string): Promise<boolean> {
  const bytes = await fs.readFile(file);
  const hash = createHash("sha256").update(bytes).digest("hex");
  let verdict = decodableByHash.get(hash);
  if (!verdict) {
    verdict = sharp(bytes)
      .stats()
      .then(
        () => true,
        () => false,
      );
    decodableByHash.set(hash, verdict);
  }
  return verdict;
}

/**
 * Every referenced image must exist (paths are relative to the data folder, like Gatsby's
 * @fileByRelativePath) and be fully decodable by sharp, which Gatsby uses to make the responsive
 * images: a text file renamed .png or a truncated upload would otherwise stop the build obscurely.
 */
export async function checkImages(data: DataSet, dataDir: string): Promise<void> {
  const references = imageReferences(data);

  const referenced = new Set(references.map((reference) => reference.relative));
  const verdicts = new Map<string, Promise<string | undefined>>();
  const verdictFor = (relative: string) => {
    let verdict = verdicts.get(relative);
    if (!verdict) {
      verdict = (async () => {
        const absolute = path.join(dataDir, relative);
        if (!(await exists(absolute))) return missingMessage(dataDir, data.displayDir, relative, referenced);
        if (await decodable(absolute)) return undefined;
        return `il file ${data.displayDir}/${relative} non è un'immagine leggibile: forse è un file di altro tipo rinominato, o si è rovinato durante il caricamento; salvalo di nuovo come PNG o JPEG`;
      })();
      verdicts.set(relative, verdict);
    }
    return verdict;
  };

  const results = new Map<ImageReference, string | undefined>();
  await eachLimited(references, 2, async (reference) => {
    results.set(reference, await verdictFor(reference.relative));
  });
  // Report in data order, whatever order the checks finished in.
  for (const reference of references) {
    const message = results.get(reference);
    if (message) data.error(reference.file, reference.path, message);
  }
}
