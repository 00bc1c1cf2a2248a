import fs from "node:fs";
import path from "node:path";
import { formatDateRange } from "../../src/utils/format";

export interface ManifestTexts {
  name: string;
  short_name: string;
  description: string;
}

/** Used only when sito.json cannot be read: the data check then stops the build with its Italian message. */
const isText = (value: unknown): value is string => typeof value === "string";
const UNREADABLE: ManifestTexts = { name: "Festival", short_name: "Festival", description: "Il sito del festival." };

/**
 * The web app manifest's words, from sito.json (gatsby-config runs before any GraphQL node exists).
 * Whatever is wrong with the file, the data check (gatsby/on-pre-bootstrap.ts) reports it in
 * Italian right after; the config must not fail first with an English stack trace.
 */
export function manifestTexts(dataDir: string): ManifestTexts {
  try {
    const sito = JSON.parse(fs.readFileSync(path.join(dataDir, "sito.json"), "utf8")) as Record<string, unknown>;
    const { nome, edizione, tagline, dataInizio, dataFine } = sito;
    if (!isText(nome) || !isText(edizione) || !isText(tagline) || !isText(dataInizio) || !isText(dataFine)) return UNREADABLE;
    return {
      name: `${nome} ${edizione} · ${tagline}`,
      short_name: nome,
      description: `${tagline}, ${formatDateRange(dataInizio, dataFine)}.`,
    };
  } catch {
    return UNREADABLE;
  }
}
