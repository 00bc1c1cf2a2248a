import { inSiteUrlForm, pagePaths } from "../utils/page-paths";

/**
 * The share image of each page (made at build by gatsby/share-images from our own artwork) and
 * the words drawn on it. Seo points og:image at these files; any other path falls back to home.
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export interface SharePage {
  pathname: string;
  /** Public path of the PNG, e.g. "/condivisione/concerti.png". */
  image: string;
  /** The page's name drawn on the image, under the festival name. */
  heading: string;
  /** What the artwork part of the image shows, for its alt text. */
  artwork: string;
}

export const SHARE_PAGES: readonly SharePage[] = [
  {
    pathname: pagePaths.home,
    image: "/condivisione/home.png",
    heading: "Il festival della comunicazione",
    artwork: "le locandine dei concerti e dei talk",
  },
  {
    pathname: pagePaths.concerti,
    image: "/condivisione/concerti.png",
    heading: "Concerti",
    artwork: "le locandine dei concerti",
  },
  {
    pathname: pagePaths.talks,
    image: "/condivisione/talks.png",
    heading: "Talks",
    artwork: "le locandine dei talk",
  },
  {
    pathname: pagePaths.edizioni,
    image: "/condivisione/edizioni.png",
    heading: "Edizioni",
    artwork: "i manifesti delle edizioni del festival",
  },
  {
    pathname: pagePaths.modifiche,
    image: "/condivisione/modifiche.png",
    heading: "Modifiche al programma",
    artwork: "le locandine del programma",
  },
  {
    pathname: pagePaths.privacy,
    image: "/condivisione/privacy.png",
    heading: "Privacy",
    artwork: "le locandine del programma",
  },
  {
    pathname: pagePaths.stampa,
    image: "/condivisione/programma-stampabile.png",
    heading: "Il programma da stampare",
    artwork: "le locandine del programma",
  },
];

export function sharePageFor(pathname: string): SharePage {
  return SHARE_PAGES.find((p) => p.pathname === inSiteUrlForm(pathname)) ?? SHARE_PAGES[0];
}

/** Absolute canonical URL of a path, in the site's URL form (trailing slash, see utils/page-paths). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl}${inSiteUrlForm(pathname)}`;
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

export function shareImageAlt(page: SharePage, t: ShareText): string {
  return `${shareTitle(t)}, ${page.heading.toLowerCase()}: ${t.badgeDate.toLowerCase()}, ${t.citta}. Accanto, ${page.artwork}.`;
}
