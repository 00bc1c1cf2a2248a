// The parts of the data files the artwork follows; the JSON stays the single source of truth.
import { readFileSync } from "node:fs";
import path from "node:path";

export const dataDir = path.join(process.cwd(), "data");

export interface ProgrammaDay {
  giorno: string;
  data: string;
  eventi: Array<{ ora: string; titolo: string; luogo: string; tipo: string; locandina: string }>;
}

export interface Concerto {
  artista: string;
  data: string;
  ora: string;
  luogo: string;
  immagine: string;
}

export interface Talk {
  titolo: string;
  speaker: string;
  data: string;
  ora: string;
  luogo: string;
  immagine: string;
  secondaImmagine: string;
  secondaImmagineAlt: string;
  terzaImmagine?: string | null;
  terzaImmagineAlt?: string | null;
  quartaImmagine?: string | null;
  quartaImmagineAlt?: string | null;
}

export interface Edizione {
  anno: number;
  data: string;
  luogo: string;
  ospiti: string[];
  immagine: string;
  stato: string;
}

export interface Sito {
  edizione: string;
  logo: string;
  sponsor: string;
  sponsorAlt: string;
}

export function readData<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(dataDir, name), "utf8")) as T;
}

/** Absolute output path of an image referenced from the JSON; refuses anything outside data/immagini. */
export function imagePath(relative: string): string {
  const absolute = path.resolve(dataDir, relative);
  if (!absolute.startsWith(path.join(dataDir, "immagini") + path.sep) || !absolute.endsWith(".png")) {
    throw new Error(`Percorso immagine inatteso: "${relative}" (serve immagini/....png).`);
  }
  return absolute;
}
