/**
 * The contract between the server-rendered notices (src/components/notices) and the visitor's
 * after-paint code that keeps them current (src/enhancements), in the style of pocket-slots.tsx.
 *
 * Every page renders one `NoticesSlot` at the top of its <main>. Its data-* attributes are all the
 * client needs: where the notices file is, which programme the page was built from, and which page
 * this is (for notices of one page). No build time: it would change every page at every build, and
 * the client judges the windows by itself anyway. Inside it, the server puts the
 * notices valid at build time, each marked with its id; with none, the slot is empty and has no height,
 * so a page without notices looks exactly as before. The after-paint code owns the slot's content
 * from then on: it may replace the static notices (by their ids) and add the ones that open later.
 * Every event's card has a card slot too (NoticeCardSlotProps), empty and boxless, where an open
 * page adds a notice of that event that came later.
 */
import React from "react";
import { slot } from "./notice-slots.module.scss";
export { NOTICES_FILE_PATH, NOTICE_END_ATTRIBUTE, NOTICE_ID_ATTRIBUTE } from "./notices-file";

// Every prop is a string: it travels as a data-* attribute, and the enhancements read it back as one.
export interface NoticesSlotProps {
  /** The notices file's URL: NOTICES_FILE_PATH. */
  src: string;
  /** The programme's version this page was built from: a different "programma" in the file means a newer build. */
  programma: string;
  /** This page's path in the site's URL form ("/concerti/"), for notices of one page. */
  pagina: string;
  /** The server's notices (SiteNotices), or nothing. */
  children?: React.ReactNode;
}

export function NoticesSlot({ src, programma, pagina, children }: NoticesSlotProps) {
  return (
    // data-avvisi marks the slot (the enhancements read it back as a literal of their own).
    <div className={slot} data-avvisi="slot" data-src={src} data-programma={programma} data-pagina={pagina}>
      {children}
    </div>
  );
}

/**
 * The slot on every current event's card, `<span data-avvisi="card" data-evento>`, boxless, rendered
 * by EventNotices (src/components/notices/notices.tsx) after the card's own notices.
 */
export interface NoticeCardSlotProps {
  /** The card's event: the key its save slot uses, which a notice's "evento" names. */
  evento: string;
}
