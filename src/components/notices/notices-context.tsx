import React, { createContext, useContext } from "react";
import { cardNotice, cardNoticeImportant, label, when } from "./notices.module.scss";

/** A notice as the layout's query gives it (gatsby/schema/, AvvisiJson). */
export interface NoticeView {
  codice: string;
  testo: string;
  evento?: string | null;
  pagina?: string | null;
  dalIso: string;
  alIso: string;
  finestra: string;
  importante?: boolean | null;
}

/**
 * The notices valid when the site was built, from the layout down to the cards: a card shows those
 * linked to its event. The same list in the server's HTML and at hydration (it comes from the build's
 * query), so the markup never differs between the two.
 */
const NoticesContext = createContext<readonly NoticeView[]>([]);

export function NoticesProvider({ notices, children }: { notices: readonly NoticeView[]; children: React.ReactNode }) {
  return <NoticesContext.Provider value={notices}>{children}</NoticesContext.Provider>;
}

/** The words that say a notice's window, shared by the page's list and the cards. */
export function NoticeWhen({ notice }: { notice: NoticeView }) {
  return (
    <time className={when} dateTime={notice.dalIso}>
      {notice.finestra}
    </time>
  );
}

/**
 * The notices of one event on its card (programme, concert, talk), under its title. `event` is the key
 * the card's save slot uses; a notice's "evento" names a programme event's id.
 */
export function EventNotices({ event }: { event: string }) {
  const notices = useContext(NoticesContext).filter((notice) => notice.evento === event);
  if (notices.length === 0) return null;
  return (
    <>
      {notices.map((notice) => (
        <p key={notice.codice} className={notice.importante ? cardNoticeImportant : cardNotice} data-avviso={notice.codice} data-fine={notice.alIso}>
          <strong className={label}>{notice.importante ? "Avviso importante:" : "Avviso:"}</strong> {notice.testo} <NoticeWhen notice={notice} />
        </p>
      ))}
    </>
  );
}
