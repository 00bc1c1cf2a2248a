/**
 * What a page's head needs of its share image, in the browser too (Gatsby runs Head on client-side
 * navigation). The table of every page's image is build-only (share-pages.ts): each page gets its own
 * entry through its page context (gatsby/on-create-page.ts, gatsby/archive).
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** A page's share image (made at build by gatsby/share-images from our own artwork) and the words drawn on it. */
export interface PageShare {
  /** Public path of the PNG, e.g. "/condivisione/concerti.png". */
  image: string;
  /** The page's name drawn on the image, under the festival name. */
  heading: string;
  /** What the artwork part of the image shows, for its alt text. */
  artwork: string;
}

/** The page context every page is created with (Head reads it as pageContext). */
export interface SharePageContext {
  share: PageShare;
}

/** The words drawn on every share image, and its alt text built from the same words. */
export interface ShareText {
  nome: string;
  edizione: string;
  badgeDate: string;
  citta: string;
}

export const shareTitle = (t: ShareText) => `${t.nome} ${t.edizione}`;
export const shareSubtitle = (t: ShareText) => `${t.badgeDate} · ${t.citta}`;

export function shareImageAlt(page: PageShare, t: ShareText): string {
  return `${shareTitle(t)}, ${page.heading.toLowerCase()}: ${t.badgeDate.toLowerCase()}, ${t.citta}. Accanto, ${page.artwork}.`;
}
