import avvisiSchema from "../../schemas/avvisi.schema.json";
import concertiSchema from "../../schemas/concerti.schema.json";
import edizioniSchema from "../../schemas/edizioni.schema.json";
import luoghiSchema from "../../schemas/luoghi.schema.json";
import programmaSchema from "../../schemas/programma.schema.json";
import sitoSchema from "../../schemas/sito.schema.json";
import talksSchema from "../../schemas/talks.schema.json";

/** The data files the site reads, in the order their problems are reported. */
export const DATA_FILES = ["sito.json", "luoghi.json", "programma.json", "concerti.json", "talks.json", "edizioni.json", "avvisi.json"] as const;
export type DataFileName = (typeof DATA_FILES)[number];

// Schemas are imported (not read from disk) so that Gatsby's bundling of gatsby-node and tsx both find them.
export const SCHEMAS: Record<DataFileName, object> = {
  "sito.json": sitoSchema,
  "luoghi.json": luoghiSchema,
  "programma.json": programmaSchema,
  "concerti.json": concertiSchema,
  "talks.json": talksSchema,
  "edizioni.json": edizioniSchema,
  "avvisi.json": avvisiSchema,
};

/** The schemas' keyword for a text of several lines: `"x-multiline": true` (schema-validation.ts). */
export const MULTILINE_KEYWORD = "x-multiline";

/**
 * Files the site can do without: no avvisi.json means no notices, like an empty list. A checkout
 * from before notices existed, or a fixture folder, still builds.
 */
export const OPTIONAL_DATA_FILES: ReadonlySet<DataFileName> = new Set(["avvisi.json"]);

/**
 * Past editions keep their programme in data/archivio/<anno>/: the same three files as today's, with
 * their images beside them (image paths are relative to that folder, like @fileByRelativePath).
 */
export const ARCHIVE_DIR = "archivio";
export const ARCHIVE_FILES = ["programma.json", "concerti.json", "talks.json"] as const satisfies readonly DataFileName[];
export type ArchiveFileName = (typeof ARCHIVE_FILES)[number];
/** "archivio/2025/concerti.json" → { anno: 2025, file: "concerti.json" } */
export function archiveFileOf(relativePath: string): { anno: number; file: ArchiveFileName } | undefined {
  const match = /^archivio\/(\d{4})\/(programma|concerti|talks)\.json$/.exec(relativePath.split("\\").join("/"));
  return match ? { anno: Number(match[1]), file: `${match[2]}.json` as ArchiveFileName } : undefined;
}

export const isDataFileName = (name: string): name is DataFileName => (DATA_FILES as readonly string[]).includes(name);

/** Fields that hold an image path relative to the data folder (`@fileByRelativePath` in gatsby/schema/). */
export const IMAGE_FIELDS: ReadonlySet<string> = new Set(["logo", "sponsor", "locandina", "immagine", "secondaImmagine", "terzaImmagine", "quartaImmagine"]);

const MOVED_TO_PROGRAMME =
  "giorno, orario e luogo di un concerto o di un talk si scrivono ora solo nel suo evento di programma.json, indicato dal campo «evento» (il codice «id» dell'evento)";

/** Fields the site used to read and now derives: why a volunteer's old copy of a file can drop them. */
export const RETIRED_FIELDS: Readonly<Record<string, string>> = {
  badgeDate: "l'etichetta delle date in alto nella pagina principale si ricava ora da dataInizio e dataFine",
  // Only concerti.json and talks.json refuse these three: elsewhere they are fields of their own.
  data: MOVED_TO_PROGRAMME,
  ora: MOVED_TO_PROGRAMME,
  luogo: MOVED_TO_PROGRAMME,
};

/** The event types with their own badge colour; any other text is allowed but only warned about. */
export const KNOWN_EVENT_TYPES = ["Talk", "Concerto", "Spettacolo"] as const;

/** Fields that name an entry in messages, in order of preference: voce 1 (“Connessioni Culinarie”). */
export const LABEL_FIELDS = ["artista", "titolo", "giorno", "nome", "anno", "rete", "speaker", "testo"] as const;

/**
 * What to do about a missing required field, when "manca il campo obbligatorio" is not enough.
 * `id` suggests a fresh id (event-id.js), made when the message is written.
 */
export const MISSING_FIELD_HINTS: Readonly<Record<string, (freshId: string) => string>> = {
  id: (freshId) =>
    `il codice che identifica l'evento per sempre: aggiungi come primo campo "id": "${freshId}" (un codice nuovo, creato ora; nel CMS si crea da solo)`,
  // A venue's photo or map (luoghi.json): shown only with both.
  alt: () => "il testo alternativo dell'immagine, che la descrive a chi non può vederla (senza, l'immagine si toglie)",
  credito: () => "chi ha fatto la foto o la mappa, e la licenza se non è vostra (senza, l'immagine si toglie)",
  evento: () =>
    `il codice («id») del suo evento in programma.json, che dice giorno, orario e luogo: copialo dall'evento (nel CMS si sceglie dall'elenco «Evento del programma»)`,
};
