// The festival data the site was built from, read straight from the JSON files so the tests compare the
// rendered links with the source of truth (only the fields the tests need are typed).
import fs from "node:fs";
import path from "node:path";

const dataDir = path.resolve(__dirname, "..", "..", "..", process.env.CONNESSIONI_DATA_DIR ?? "data");

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;
}

export interface SitoData {
  telefoni: string[];
  email: string[];
  social: Array<{ rete: string; nome: string; url: string }>;
  luoghi: Array<{ nome: string; mappe: string }>;
}
export interface ConcertoData {
  artista: string;
  ticketLink: string;
}
export interface TalkData {
  titolo: string;
  linkPrenotazione: string;
}

export const sito = readJson<SitoData>("sito.json");
export const concerti = readJson<ConcertoData[]>("concerti.json");
export const talks = readJson<TalkData[]>("talks.json");

export const ticketLinks = concerti.map((concerto) => concerto.ticketLink);
export const bookingLinks = talks.map((talk) => talk.linkPrenotazione);
export const mapsLinks = sito.luoghi.map((luogo) => luogo.mappe);
