import { SCHEMAS, type DataFileName } from "../../data-validation/data-files";
import { githubApiRoot } from "./github-api-root";
import { ITEMS_FIELD } from "./admin/json-file-format";
import { fileFields, shapeOf, type CmsField, type EventReference, type JsonSchema, type Shape } from "./schema-fields";

/**
 * The Decap CMS configuration (public/admin/config.yml), generated from schemas/*.json at every
 * build. What is written here by hand is only what a schema cannot say: the collection names shown
 * to volunteers, their order, and how list items are summarised.
 */

export interface CmsDataFile {
  /** Collection name: in the CMS address (#/collections/<name>) and the format name. */
  name: string;
  /** Shown in the CMS sidebar. */
  label: string;
  file: DataFileName;
  /** For array-root files: what the list's items are called, plural ("3 giorni"). */
  itemsLabel?: string;
  /** Summary templates of the file's lists, by property path ("" = the file's own list). */
  summaries: Record<string, string>;
}

// The dates in summaries are digits only (DD/MM): Decap formats them with dayjs in English.
export const CMS_DATA_FILES: readonly CmsDataFile[] = [
  // First: on festival day a notice is what a volunteer at the venue most often has to write, and
  // Decap opens the first collection.
  {
    name: "avvisi",
    itemsLabel: "Avvisi",
    label: "Avvisi",
    file: "avvisi.json",
    summaries: { "": "{{fields.dal}} · {{fields.testo}}" },
  },
  {
    name: "programma",
    itemsLabel: "Giorni",
    label: "Programma",
    file: "programma.json",
    summaries: {
      "": "{{fields.giorno}} · {{fields.data | date('DD/MM')}}",
      eventi: "{{fields.ora}} · {{fields.tipo}} · {{fields.titolo}}",
    },
  },
  {
    name: "concerti",
    itemsLabel: "Concerti",
    label: "Concerti",
    file: "concerti.json",
    // Day and time are the programme event's (evento), not fields of the concert.
    summaries: { "": "{{fields.artista}}" },
  },
  {
    name: "talks",
    itemsLabel: "Talk",
    label: "Talks",
    file: "talks.json",
    summaries: { "": "{{fields.titolo}}" },
  },
  {
    name: "edizioni",
    itemsLabel: "Edizioni",
    label: "Edizioni",
    file: "edizioni.json",
    summaries: { "": "{{fields.anno}} · {{fields.data}} · {{fields.stato}}" },
  },
  {
    // A venue's access facts are checked on site, from a phone: each is a list with "da verificare" first.
    name: "luoghi",
    itemsLabel: "Luoghi",
    label: "Luoghi",
    file: "luoghi.json",
    summaries: { "": "{{fields.nome}}" },
  },
  {
    name: "sito",
    label: "Sito e contatti",
    file: "sito.json",
    summaries: {
      social: "{{fields.nome}} · {{fields.url}}",
      orari: "{{fields.giorno}}",
      serviziAccessibilita: "{{fields.titolo}}",
      "dichiarazioneAccessibilita.barriere": "{{fields.contenuto}}",
    },
  },
];

/** Name of the Decap custom format that reads and writes one data file. */
export const formatName = (dataFile: CmsDataFile): string => `connessioni-${dataFile.name}`;

export interface CmsBackendSettings {
  /** GitHub repository "owner/name" the production CMS edits. */
  repo: string;
  branch: string;
  /** Decap's GitHub API address (CMS_GITHUB_API_ROOT, default https://api.github.com). */
  apiRoot: string;
  /**
   * Where Decap opens its login popup: `${baseUrl}/${authEndpoint}`. By default the site's own
   * Pages Functions (functions/api/auth.ts); CMS_AUTH_URL names another provider's service.
   */
  auth: { baseUrl: string; endpoint: string };
  /** The public site, for the CMS's "view site" link. */
  siteUrl: string;
}

/** Backend settings from the build environment; no secret is involved (see docs/deploy.md). */
export function cmsBackendFromEnv(siteUrl: string, env: NodeJS.ProcessEnv = process.env): CmsBackendSettings {
  return {
    repo: env.CMS_GITHUB_REPO || "example/connessioni",
    branch: env.CMS_GITHUB_BRANCH || "main",
    apiRoot: githubApiRoot(env),
    // Decap compares the popup's messages with base_url as an origin: no path, no trailing slash.
    auth: env.CMS_AUTH_URL ? { baseUrl: env.CMS_AUTH_URL.replace(/\/$/, ""), endpoint: "auth" } : { baseUrl: new URL(siteUrl).origin, endpoint: "api/auth" },
    siteUrl,
  };
}

/** Today's programme, where a concert or talk picks its event. */
const TODAYS_PROGRAMME: EventReference = { collection: "programma", file: "programma" };

function collectionOf(dataFile: CmsDataFile, eventReference: EventReference = TODAYS_PROGRAMME): Record<string, unknown> {
  const schema = SCHEMAS[dataFile.file] as JsonSchema;
  const fields: CmsField[] = fileFields(
    schema,
    { summaries: dataFile.summaries, defaultImageFolder: `immagini/${dataFile.name}`, eventReference, itemsField: ITEMS_FIELD },
    ITEMS_FIELD,
  );
  if (dataFile.itemsLabel && fields.length === 1 && fields[0].name === ITEMS_FIELD) fields[0].label = dataFile.itemsLabel;
  return {
    name: dataFile.name,
    label: dataFile.label,
    ...(schema.description && { description: schema.description }),
    format: formatName(dataFile),
    extension: "json",
    // Our pages are built by Gatsby, not by Decap's preview pane: a full-width form is clearer.
    editor: { preview: false },
    files: [{ name: dataFile.name, label: schema.title ?? dataFile.label, file: `data/${dataFile.file}`, fields }],
  };
}

/**
 * The archived editions (data/archivio/<anno>/, written by `npm run nuova-edizione`): one collection per
 * kind of file (programmes, concerts, talks) listing one entry per year, newest first. Each reuses the
 * format and the fields of today's file of that kind (a Decap collection has one format, and the
 * archive's files have today's shapes); relative image folders resolve against the year's folder, so
 * an upload lands in data/archivio/<anno>/immagini/. A files collection creates and deletes nothing:
 * only the command adds a year. Editable rather than read-only: a misspelt name in a past programme
 * deserves a fix, and the data check covers the archive like today's files.
 */
export const ARCHIVE_COLLECTIONS = [
  { of: "programma", label: "Archivio · Programmi" },
  { of: "concerti", label: "Archivio · Concerti" },
  { of: "talks", label: "Archivio · Talk" },
] as const;

function archiveCollectionOf(kind: (typeof ARCHIVE_COLLECTIONS)[number], years: readonly number[]): Record<string, unknown> {
  const dataFile = CMS_DATA_FILES.find((file) => file.name === kind.of)!;
  const today = collectionOf(dataFile) as { files: [{ label: string; fields: CmsField[] }] };
  // An archived concert or talk picks its event in the programme of its own year.
  const fieldsOf = (anno: number) =>
    (collectionOf(dataFile, { collection: "archivio-programma", file: String(anno) }) as { files: [{ fields: CmsField[] }] }).files[0].fields;
  return {
    name: `archivio-${kind.of}`,
    label: kind.label,
    description: `Le edizioni passate, una per anno (data/archivio/<anno>/${dataFile.file}): le crea «npm run nuova-edizione». Si correggono come i file di oggi; biglietti e prenotazioni non sono più mostrati.`,
    format: formatName(dataFile),
    extension: "json",
    editor: { preview: false },
    files: [...years]
      .sort((a, b) => b - a)
      .map((anno) => ({
        name: String(anno),
        label: `${today.files[0].label} ${anno}`,
        file: `data/archivio/${anno}/${dataFile.file}`,
        fields: fieldsOf(anno),
      })),
  };
}

/** The whole configuration object, written to config.yml; `archive` lists the files under data/archivio/ by kind. */
export function buildCmsConfig(backend: CmsBackendSettings, archive: Partial<Record<string, readonly number[]>> = {}): Record<string, unknown> {
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      api_root: backend.apiRoot,
      base_url: backend.auth.baseUrl,
      auth_endpoint: backend.auth.endpoint,
      squash_merges: true,
    },
    // Each change becomes a branch and a pull request; the data check and the tests run on it
    // before anyone merges. (The local backend of `npm run cms` writes files directly instead.)
    publish_mode: "editorial_workflow",
    locale: "it",
    site_url: backend.siteUrl,
    display_url: backend.siteUrl,
    show_preview_links: false,
    // Where uploads go when a field does not say (every image field does: data/immagini/<file>/).
    media_folder: "data/immagini",
    public_folder: "immagini",
    collections: [
      ...CMS_DATA_FILES.map((dataFile) => collectionOf(dataFile)),
      ...ARCHIVE_COLLECTIONS.filter((kind) => (archive[kind.of] ?? []).length > 0).map((kind) => archiveCollectionOf(kind, archive[kind.of] ?? [])),
    ],
  };
}

/** What the browser script needs to read and write each file (json-file-format.js). */
export function cmsFormats(): Array<{ name: string; root: "array" | "object"; shape: Shape }> {
  return CMS_DATA_FILES.map((dataFile) => {
    const schema = SCHEMAS[dataFile.file] as JsonSchema;
    return { name: formatName(dataFile), root: schema.type === "array" ? "array" : "object", shape: shapeOf(schema) };
  });
}
