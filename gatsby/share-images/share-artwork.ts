import { SHARE_PAGES } from "../../src/seo/share-pages";
import { pagePaths } from "../../src/utils/page-paths";

/** File paths of our own artwork, as the build's GraphQL gives them. */
export interface ShareArtworkData {
  programma: readonly { eventi: readonly { tipo: string; locandina: { absolutePath: string } | null }[] }[];
  concerti: readonly { immagine: { absolutePath: string } | null }[];
  talks: readonly { immagine: { absolutePath: string } | null }[];
  edizioni: readonly { immagine: { absolutePath: string } | null }[];
}

const paths = (list: readonly ({ absolutePath: string } | null)[]) => list.filter((f): f is { absolutePath: string } => Boolean(f)).map((f) => f.absolutePath);

/**
 * Up to three posters per share image, in drawing order (the last is drawn on top, in the
 * middle): the home page shows a talk and both concerts, each other page its own artwork; the
 * editions page ends with the newest edition, on top.
 */
export function shareArtwork(data: ShareArtworkData): Record<string, string[]> {
  const programme = data.programma.flatMap((day) => day.eventi);
  const firstTalk = programme.filter((ev) => ev.tipo === "Talk").slice(0, 1);
  const concerts = programme
    .filter((ev) => ev.tipo === "Concerto")
    .slice(0, 2)
    .reverse();
  const home = paths([...firstTalk, ...concerts].map((ev) => ev.locandina));
  const editions = paths(data.edizioni.map((e) => e.immagine)).slice(-3);
  // Between editions a page may have no artwork of its own yet: it borrows the home's, then the editions'.
  const fallback = home.length > 0 ? home : editions;
  const orFallback = (list: string[]) => (list.length > 0 ? list : fallback);
  const byPage: Record<string, string[]> = {
    [pagePaths.home]: orFallback(home),
    [pagePaths.concerti]: orFallback(paths(data.concerti.map((c) => c.immagine)).slice(0, 3)),
    [pagePaths.talks]: orFallback(paths(data.talks.map((t) => t.immagine)).slice(0, 3)),
    [pagePaths.edizioni]: editions,
    [pagePaths.modifiche]: orFallback(paths(programme.map((ev) => ev.locandina)).slice(0, 3)),
  };
  return Object.fromEntries(SHARE_PAGES.map((page) => [page.pathname, byPage[page.pathname] ?? fallback]));
}
