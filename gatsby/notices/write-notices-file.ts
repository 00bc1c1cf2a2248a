import fs from "node:fs/promises";
import path from "node:path";
import { NOTICES_FILE_PATH } from "../../src/components/notice-slots/notices-file";

/** One notice of public/avvisi.json; optional fields are absent rather than null. */
export interface PublishedNotice {
  /** Stable from dal and testo: a changed text is a new notice (and shows again after a dismiss). */
  id: string;
  testo: string;
  /** ISO 8601 instants with Rome's offset: shown while dal <= now < al. */
  dal: string;
  al: string;
  /** The window in words ("dalle 18:00 alle 23:30 del 13 settembre"): the browser carries no date code. */
  finestra: string;
  evento?: string;
  pagina?: string;
  importante?: true;
}

/** What open pages fetch (gatsby/notices; the contract in src/components/notice-slots). */
export interface NoticesFile {
  /** The programme's version: differs from a page's data-programma when a newer build changed the programme. */
  programma: string;
  /** Newest first; the notices already over at build time are left out (they can never show again). */
  avvisi: PublishedNotice[];
}

interface QueriedNotice {
  codice: string;
  testo: string;
  dalIso: string;
  alIso: string;
  finestra: string;
  evento?: string | null;
  pagina?: string | null;
  importante?: boolean | null;
}

export function noticesFileOf(programma: string, notices: readonly QueriedNotice[], instant: Date): NoticesFile {
  return {
    programma,
    avvisi: notices
      .filter((notice) => Date.parse(notice.alIso) > instant.getTime())
      .map((notice) => ({
        id: notice.codice,
        testo: notice.testo,
        dal: notice.dalIso,
        al: notice.alIso,
        finestra: notice.finestra,
        ...(notice.evento ? { evento: notice.evento } : {}),
        ...(notice.pagina ? { pagina: notice.pagina } : {}),
        ...(notice.importante ? { importante: true as const } : {}),
      })),
  };
}

type GraphQL = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

/** Writes public/avvisi.json from the build's data (before the _headers step, which lists every file). */
export async function writeNoticesFile(graphql: GraphQL, publicDir: string): Promise<NoticesFile> {
  const result = await graphql<{ avvisiBuild: { istante: string; programma: string; tutti: QueriedNotice[] } }>(`
    {
      avvisiBuild {
        istante
        programma
        tutti {
          codice
          testo
          dalIso
          alIso
          finestra
          evento
          pagina
          importante
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`avvisi.json: the notices query failed: ${JSON.stringify(result.errors)}`);
  const { istante, programma, tutti } = result.data.avvisiBuild;
  const file = noticesFileOf(programma, tutti, new Date(istante));
  // Compact: an open page fetches it every few minutes (a 304 when unchanged, but the first time in full).
  await fs.writeFile(path.join(publicDir, NOTICES_FILE_PATH.slice(1)), JSON.stringify(file));
  return file;
}
