import fs from "node:fs/promises";
import path from "node:path";
import { NOTICES_FILE_PATH, type NoticesFile } from "../../src/components/notice-slots/notices-file";

export type { NoticesFile, PublishedNotice } from "../../src/components/notice-slots/notices-file";

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
