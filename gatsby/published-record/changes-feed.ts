import fs from "node:fs/promises";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { changesFeedPath, pagePaths } from "../../src/utils/page-paths";
import { escapeXml } from "../../src/utils/text-safety";
import { changesFeedId, type PublishedChange } from "../event-history/published-changes";

/**
 * /modifiche.xml: the list of the page "Modifiche al programma" as an Atom 1.0 feed (RFC 4287), for
 * feed readers and the local press (issue 38). The same data and history give the same bytes: every
 * id is name-based (published-changes.ts), every date is a publish's commit time, and the feed's
 * `updated` is its newest entry's, else the record's last publish. Only a build with no history and no
 * publish at all (a copy without .git) has nothing else to name, and says its own time there.
 */

export interface ChangesFeedInput {
  /** The site's absolute URL without a trailing slash (gatsby/site-url.ts). */
  siteUrl: string;
  /** The festival's name, which keys the feed's id; and its edition, in the title. */
  nome: string;
  edizione: string;
  /** The organiser, the feed's author. */
  autore: string;
  voci: readonly Pick<PublishedChange, "codice" | "titolo" | "scheda" | "quando" | "quandoTesto" | "righe" | "sintesi">[];
  /** The newest publish the record knows of, or null; then `generato` (the build's instant). */
  aggiornato: string | null;
  generato: string;
}

// Every text goes through escapeXml (src/utils/text-safety.ts): the history may hold texts from before the data check refused a character.

/** RFC 3339 in UTC without milliseconds: "2025-07-10T08:00:00Z". */
const rfc3339 = (iso: string): string => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");

/** The text of the feed. */
export function changesFeed(input: ChangesFeedInput): string {
  const { siteUrl, voci } = input;
  const updated = rfc3339(voci[0]?.quando ?? input.aggiornato ?? input.generato);
  const element = (name: string, text: string, attributes = "") => `<${name}${attributes}>${escapeXml(text)}</${name}>`;
  const entries = voci.map((voce) =>
    [
      "  <entry>",
      `    ${element("id", voce.codice)}`,
      `    ${element("title", `${voce.titolo}: ${voce.sintesi}`)}`,
      `    ${element("updated", rfc3339(voce.quando))}`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(siteUrl + voce.scheda)}"/>`,
      `    ${element("summary", `${voce.righe.join(". ")}. Pubblicata il ${voce.quandoTesto}.`, ' type="text"')}`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="it">',
    `  ${element("id", changesFeedId(input.nome))}`,
    `  ${element("title", `Modifiche al programma · ${`${input.nome} ${input.edizione}`.trim()}`)}`,
    `  ${element("subtitle", "Giorni, orari e luoghi cambiati ed eventi annullati dopo la pubblicazione del programma, dal più recente.")}`,
    `  ${element("updated", updated)}`,
    `  <author>${element("name", input.autore)}</author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(siteUrl + changesFeedPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(siteUrl + pagePaths.modifiche)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

interface FeedQueryResult {
  sitoJson: {
    nome: string;
    edizione: string;
    organizzatore: { nome: string };
    modificheProgramma: { aggiornato: string | null; generato: string; voci: ChangesFeedInput["voci"] };
  } | null;
}

/** Writes public/modifiche.xml from the same GraphQL field as the page; returns how many entries it has. */
export async function writeChangesFeed(graphql: CreatePagesArgs["graphql"], publicDir: string, siteUrl: string): Promise<number> {
  const result = await graphql<FeedQueryResult>(`
    query ChangesFeed {
      sitoJson {
        nome
        edizione
        organizzatore {
          nome
        }
        modificheProgramma {
          aggiornato
          generato
          voci {
            codice
            titolo
            scheda
            quando
            quandoTesto
            righe
            sintesi
          }
        }
      }
    }
  `);
  const sito = result.data?.sitoJson;
  if (result.errors || !sito) throw new Error(`could not read the programme's changes: ${JSON.stringify(result.errors ?? "sito.json missing")}`);
  const { voci, aggiornato, generato } = sito.modificheProgramma;
  const feed = changesFeed({ siteUrl, nome: sito.nome, edizione: sito.edizione, autore: sito.organizzatore.nome, voci, aggiornato, generato });
  await fs.writeFile(path.join(publicDir, changesFeedPath.slice(1)), feed, "utf8");
  return voci.length;
}
