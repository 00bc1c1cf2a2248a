import { SCHEMAS, type DataFileName } from "../../data-validation/data-files";
import { ITEMS_FIELD } from "./admin/json-file-format";
import { fileFields, shapeOf, type CmsField, type JsonSchema, type Shape } from "./schema-fields";

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
    summaries: { "": "{{fields.data | date('DD/MM')}} · {{fields.ora}} · {{fields.artista}}" },
  },
  {
    name: "talks",
    itemsLabel: "Talk",
    label: "Talks",
    file: "talks.json",
    summaries: { "": "{{fields.data | date('DD/MM')}} · {{fields.ora}} · {{fields.titolo}}" },
  },
  {
    name: "edizioni",
    itemsLabel: "Edizioni",
    label: "Edizioni",
    file: "edizioni.json",
    summaries: { "": "{{fields.anno}} · {{fields.data}} · {{fields.stato}}" },
  },
  {
    name: "sito",
    label: "Sito e contatti",
    file: "sito.json",
    summaries: {
      social: "{{fields.nome}} · {{fields.url}}",
      luoghi: "{{fields.nome}}",
      orari: "{{fields.giorno}}",
    },
  },
];

/** Name of the Decap custom format that reads and writes one data file. */
export const formatName = (dataFile: CmsDataFile): string => `connessioni-${dataFile.name}`;

export interface CmsBackendSettings {
  /** GitHub repository "owner/name" the production CMS edits. */
  repo: string;
  branch: string;
  /** OAuth endpoint for the GitHub login (omitted: Netlify's own, api.netlify.com). */
  authBaseUrl?: string;
  /** The public site, for the CMS's "view site" link. */
  siteUrl: string;
}

/** Backend settings from the build environment; no secret is involved (see docs/deploy.md). */
export function cmsBackendFromEnv(siteUrl: string, env: NodeJS.ProcessEnv = process.env): CmsBackendSettings {
  return {
    repo: env.CMS_GITHUB_REPO || "example/connessioni",
    branch: env.CMS_GITHUB_BRANCH || "main",
    ...(env.CMS_AUTH_URL && { authBaseUrl: env.CMS_AUTH_URL.replace(/\/$/, "") }),
    siteUrl,
  };
}

function collectionOf(dataFile: CmsDataFile): Record<string, unknown> {
  const schema = SCHEMAS[dataFile.file] as JsonSchema;
  const fields: CmsField[] = fileFields(
    schema,
    { summaries: dataFile.summaries, defaultImageFolder: `immagini/${dataFile.name}` },
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

/** The whole configuration object, written to config.yml. */
export function buildCmsConfig(backend: CmsBackendSettings): Record<string, unknown> {
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authBaseUrl && { base_url: backend.authBaseUrl, auth_endpoint: "auth" }),
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
    collections: CMS_DATA_FILES.map(collectionOf),
  };
}

/** What the browser script needs to read and write each file (json-file-format.js). */
export function cmsFormats(): Array<{ name: string; root: "array" | "object"; shape: Shape }> {
  return CMS_DATA_FILES.map((dataFile) => {
    const schema = SCHEMAS[dataFile.file] as JsonSchema;
    return { name: formatName(dataFile), root: schema.type === "array" ? "array" : "object", shape: shapeOf(schema) };
  });
}
