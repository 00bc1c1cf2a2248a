import fs from "node:fs/promises";
import path from "node:path";
import { NOTICES_FILE_PATH, type NoticesFile, type PublishedNotice } from "../../src/components/notice-slots/notices-file";

export type { NoticesFile, PublishedNotice } from "../../src/components/notice-slots/notices-file";

/** The file's form of the notices that can still show after `instant`: the optional fields absent rather than null. */
export function noticesFileOf(programma: string, notices: readonly PublishedNotice[], instant: Date): NoticesFile {
  return {
    programma,
    avvisi: notices
      .filter((notice) => Date.parse(notice.al) > instant.getTime())
      .map(({ id, testo, dal, al, finestra, evento, pagina, importante }) => ({
        id,
        testo,
        dal,
        al,
        finestra,
        ...(evento ? { evento } : {}),
        ...(pagina ? { pagina } : {}),
        ...(importante ? { importante: true } : {}),
      })),
  };
}

type GraphQL = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

/** Writes public/avvisi.json from the build's data (before the _headers step, which lists every file). */
export async function writeNoticesFile(graphql: GraphQL, publicDir: string): Promise<NoticesFile> {
  const result = await graphql<{ avvisiBuild: { istante: string; programma: string; tutti: PublishedNotice[] } }>(`
    {
      avvisiBuild {
        istante
        programma
        tutti {
          id: codice
          testo
          dal: dalIso
          al: alIso
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
