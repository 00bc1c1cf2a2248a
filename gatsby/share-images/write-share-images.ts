import fs from "node:fs/promises";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { archiveSharePage } from "../../src/seo/archive-share-page";
import { shareSubtitle } from "../../src/seo/share-image";
import { SHARE_PAGES } from "../../src/seo/share-pages";
import { composeShareImage } from "./compose-share-image";
import { shareArtwork, type ShareArtworkData } from "./share-artwork";

const query = /* GraphQL */ `
  query ShareImageData {
    sitoJson {
      nome
      edizione
      badgeDate
      organizzatore {
        citta
      }
    }
    allProgrammaJson(sort: { data: ASC }) {
      nodes {
        eventi {
          tipo
          locandina {
            absolutePath
          }
        }
      }
    }
    allConcertiJson(sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        immagine {
          absolutePath
        }
      }
    }
    allTalksJson(sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        immagine {
          absolutePath
        }
      }
    }
    allEdizioniJson(sort: { anno: ASC }) {
      nodes {
        anno
        data
        paginaArchivio
        immagine {
          absolutePath
        }
      }
    }
    allArchivioConcertiJson(sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        anno
        immagine {
          absolutePath
        }
      }
    }
    allArchivioTalksJson(sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        anno
        immagine {
          absolutePath
        }
      }
    }
  }
`;

type Poster = { immagine: { absolutePath: string } | null };

interface ShareImageQueryResult {
  sitoJson: { nome: string; edizione: string; badgeDate: string; organizzatore: { citta: string } } | null;
  allProgrammaJson: { nodes: ShareArtworkData["programma"] };
  allConcertiJson: { nodes: ShareArtworkData["concerti"] };
  allTalksJson: { nodes: ShareArtworkData["talks"] };
  allEdizioniJson: { nodes: (ShareArtworkData["edizioni"][number] & { anno: number; data: string; paginaArchivio: string | null })[] };
  allArchivioConcertiJson: { nodes: (Poster & { anno: number })[] };
  allArchivioTalksJson: { nodes: (Poster & { anno: number })[] };
}

/** Writes the 1200x630 share image of every page under public/condivisione/. */
export async function writeShareImages(graphql: CreatePagesArgs["graphql"], publicDir: string): Promise<string[]> {
  const result = await graphql<ShareImageQueryResult>(query);
  const data = result.data;
  if (result.errors || !data?.sitoJson) {
    throw new Error(`could not read the data for the share images: ${JSON.stringify(result.errors ?? "sito.json missing")}`);
  }
  const sito = data.sitoJson;
  const text = { nome: sito.nome, edizione: sito.edizione, badgeDate: sito.badgeDate, citta: sito.organizzatore.citta };
  const artwork = shareArtwork({
    programma: data.allProgrammaJson.nodes,
    concerti: data.allConcertiJson.nodes,
    talks: data.allTalksJson.nodes,
    edizioni: data.allEdizioniJson.nodes,
  });
  const written: string[] = [];
  for (const page of SHARE_PAGES) {
    const png = await composeShareImage({
      nome: text.nome,
      edizione: text.edizione,
      heading: page.heading,
      subtitle: shareSubtitle(text),
      artwork: artwork[page.pathname],
    });
    const target = path.join(publicDir, page.image);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, png);
    written.push(page.image);
  }

  // An archived edition's page: its year and dates, its concerts' and talks' posters (up to three).
  for (const edition of data.allEdizioniJson.nodes.filter((e) => e.paginaArchivio)) {
    const page = archiveSharePage(edition.anno);
    const posters = [...data.allArchivioConcertiJson.nodes, ...data.allArchivioTalksJson.nodes]
      .filter((poster) => poster.anno === edition.anno && poster.immagine)
      .map((poster) => poster.immagine!.absolutePath);
    const png = await composeShareImage({
      nome: text.nome,
      edizione: String(edition.anno),
      heading: page.heading,
      subtitle: shareSubtitle({ ...text, badgeDate: edition.data }),
      artwork: posters.length > 0 ? posters.slice(0, 3) : (artwork[SHARE_PAGES[0].pathname] ?? []),
    });
    const target = path.join(publicDir, page.image);
    await fs.writeFile(target, png);
    written.push(page.image);
  }
  return written;
}
