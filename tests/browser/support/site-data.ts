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
}
export interface LuogoData {
  nome: string;
  slug: string;
  mappe: string;
  accesso: { ingresso: string };
}
export interface ConcertoData {
  artista: string;
  /** The id of its programme event, which holds its day, time and venue. */
  evento: string;
  ticketLink: string;
}
export interface TalkData {
  titolo: string;
  evento: string;
  linkPrenotazione: string;
}

export const sito = readJson<SitoData>("sito.json");
export const concerti = readJson<ConcertoData[]>("concerti.json");
export const talks = readJson<TalkData[]>("talks.json");
export const luoghi = readJson<LuogoData[]>("luoghi.json");

export const ticketLinks = concerti.map((concerto) => concerto.ticketLink);
export const bookingLinks = talks.map((talk) => talk.linkPrenotazione);
/** The practical information's maps buttons: the venues of today's programme (all of them while it has none). */
export const mapsLinks = ((used) => (used.length > 0 ? used : luoghi))(luoghi.filter((luogo) => programmeVenueNames().has(luogo.nome))).map(
  (luogo) => luogo.mappe,
);

function programmeVenueNames(): Set<string> {
  const days = readJson<Array<{ eventi: Array<{ luogo: string }> }>>("programma.json");
  return new Set(days.flatMap((day) => day.eventi.map((event) => event.luogo)));
}

export interface ProgrammaEventoData {
  id: string;
  ora: string;
  fine?: string;
  titolo: string;
  luogo: string;
  tipo: string;
}
export interface ProgrammaGiornoData {
  giorno: string;
  data: string;
  eventi: ProgrammaEventoData[];
}
export interface ConcertoSlotData extends ConcertoData {
  data: string;
  ora: string;
  luogo: string;
}
export interface TalkSlotData extends TalkData {
  data: string;
  ora: string;
  luogo: string;
}

export const programma = readJson<ProgrammaGiornoData[]>("programma.json");
/** Every programme event with its day's date, in day and time order. */
export const programmeEvents = programma
  .flatMap((giorno) => giorno.eventi.map((evento) => ({ ...evento, data: giorno.data })))
  // Stable, like the page's own sort: events at the same time keep the file's order.
  .sort((a, b) => (a.data + a.ora < b.data + b.ora ? -1 : a.data + a.ora > b.data + b.ora ? 1 : 0));
/** A concert's or talk's day, time and venue: its programme event's (`evento`). */
function slotOf<T extends { evento: string }>(entry: T): T & { data: string; ora: string; luogo: string } {
  const event = programmeEvents.find((candidate) => candidate.id === entry.evento);
  if (!event) throw new Error(`no programme event with id ${entry.evento}`);
  return { ...entry, data: event.data, ora: event.ora, luogo: event.luogo };
}
export const concertSlots: ConcertoSlotData[] = concerti.map(slotOf);
export const talkSlots: TalkSlotData[] = talks.map(slotOf);
