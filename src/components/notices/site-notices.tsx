import React from "react";
import { NoticeWhen, type NoticeView } from "./notices-context";
import { heading, important, inner, item, label, list, notices as noticesClass, text } from "./notices.module.scss";

/**
 * The notices valid at build time at the top of a page: a region named by its heading ("Avvisi"), so
 * a screen reader finds it among the landmarks and the headings, first thing in <main> (where the skip
 * link lands). Text only, newest first, each with its window in words. An important one says so in
 * words too, not by colour alone.
 */
export function SiteNotices({ notices }: { notices: readonly NoticeView[] }) {
  if (notices.length === 0) return null;
  return (
    <section className={noticesClass} aria-labelledby="avvisi-titolo">
      <div className={inner}>
        <h2 id="avvisi-titolo" className={heading}>
          Avvisi
        </h2>
        <ul className={list}>
          {notices.map((notice) => (
            <li key={notice.codice} className={notice.importante ? important : item} data-avviso={notice.codice} data-fine={notice.alIso}>
              <p className={text}>
                {notice.importante && <strong className={label}>Importante: </strong>}
                {notice.testo}
              </p>
              <NoticeWhen notice={notice} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The notices a page shows: those of every page and those of this page (events' notices show everywhere too). */
export const noticesOfPage = (notices: readonly NoticeView[], pagina: string): NoticeView[] =>
  notices.filter((notice) => !notice.pagina || notice.pagina === pagina);
