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
