import React from "react";
import type { PublishedNotice } from "../notice-slots/notices-file";
import { NoticeItem } from "./notices";
import { heading, important, inner, item, list, notices as noticesClass } from "./notices.module.scss";

/**
 * The notices valid at build time at the top of a page: a region named by its heading ("Avvisi"), so
 * a screen reader finds it among the landmarks and the headings, first thing in <main> (where the skip
 * link lands). Text only, newest first, each with its window in words.
 */
export function SiteNotices({ notices }: { notices: readonly PublishedNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <section className={noticesClass} aria-labelledby="avvisi-titolo">
      <div className={inner}>
        <h2 id="avvisi-titolo" className={heading}>
          Avvisi
        </h2>
        <ul className={list}>
          {notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} className={notice.importante ? important : item} />
          ))}
        </ul>
      </div>
    </section>
  );
}
