/**
 * The names the notices' two sides and the build share, in a module without styles or React, so the
 * build's own code (gatsby/notices, the _headers rules, the service worker) can import it too.
 */

/** Where the build writes every notice and the programme's version (gatsby/notices/write-notices-file.ts). */
export const NOTICES_FILE_PATH = "/avvisi.json";

/**
 * The attributes of each server-rendered notice (src/components/notices, written there as literals:
 * a computed key costs every page's JavaScript more): its id (the "id" of avvisi.json's entries), and
 * its end, an ISO instant, when an open page hides it.
 */
export const NOTICE_ID_ATTRIBUTE = "data-avviso";
export const NOTICE_END_ATTRIBUTE = "data-fine";

/**
 * One notice, the same wherever it is read: the layout's query (src/hooks/use-site-content.ts, whose
 * aliases give these names), public/avvisi.json (where the optional fields are absent rather than
 * null) and an open page. One component renders it, and one rule says which page shows it (NoticeItem
 * and isForPage, src/components/notices/notices.tsx).
 */
export interface PublishedNotice {
  /** Stable from dal and testo: a changed text is a new notice (and shows again after a dismiss). */
  id: string;
  testo: string;
  /** ISO 8601 instants with Rome's offset: shown while dal <= now < al. */
  dal: string;
  al: string;
  /** The window in words ("dalle 18:00 alle 23:30 del 13 settembre"): the browser carries no date code. */
  finestra: string;
  /** The programme event's id: the notice shows on its cards too. */
  evento?: string | null;
  /** A page's path in the site's URL form ("/talks/"): the notice shows on that page only. */
  pagina?: string | null;
  importante?: boolean | null;
}

/** What open pages fetch (written by gatsby/notices/write-notices-file.ts, read by src/enhancements/notices). */
export interface NoticesFile {
  /** The programme's version: differs from a page's data-programma when a newer build changed the programme. */
  programma: string;
  /** Newest first; the notices already over at build time are left out (they can never show again). */
  avvisi: PublishedNotice[];
}
