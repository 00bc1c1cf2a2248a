import { inSiteUrlForm, pagePaths } from "../utils/page-paths";
import type { PageShare } from "./share-image";

/**
 * The share image of each page and the words drawn on it, read at build only: by gatsby/share-images,
 * which draws them, and by gatsby/on-create-page.ts, which gives each page its own entry (Seo reads it
 * from the page context, so the browser never loads this table). Any other path gets home's.
 */
export interface SharePage extends PageShare {
  pathname: string;
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

/** A page's entry without its path: what its page context carries to its head. */
export function pageShareOf({ image, heading, artwork }: SharePage): PageShare {
  return { image, heading, artwork };
}
