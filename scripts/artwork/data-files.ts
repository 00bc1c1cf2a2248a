// The parts of the data files the artwork follows; the JSON stays the single source of truth.
import { readFileSync } from "node:fs";
import path from "node:path";

export const dataDir = path.join(process.cwd(), "data");

export interface ProgrammaDay {
  giorno: string;
  data: string;
  eventi: Array<{ id: string; ora: string; titolo: string; luogo: string; tipo: string; locandina: string }>;
}

/** A concert or a talk names its programme event (`evento`, the event's id), which says when and where. */
export interface Concerto {
  artista: string;
  evento: string;
  immagine: string;
}

export interface Talk {
  titolo: string;
  speaker: string;
  evento: string;
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

/** Day, time and venue of the programme event `evento` (a concert's or talk's). */
export function slotOf(evento: string): { data: string; ora: string; luogo: string } {
  for (const day of readData<ProgrammaDay[]>("programma.json")) {
    const event = day.eventi.find((candidate) => candidate.id === evento);
    if (event) return { data: day.data, ora: event.ora, luogo: event.luogo };
  }
  throw new Error(`Nessun evento di programma.json ha il codice «${evento}».`);
}

/** Absolute output path of an image referenced from the JSON; refuses anything outside data/immagini. */
export function imagePath(relative: string): string {
  const absolute = path.resolve(dataDir, relative);
  if (!absolute.startsWith(path.join(dataDir, "immagini") + path.sep) || !absolute.endsWith(".png")) {
    throw new Error(`Percorso immagine inatteso: "${relative}" (serve immagini/....png).`);
  }
  return absolute;
}
