/**
 * A notice, one component wherever and whenever it shows, and the build's notices on the cards. One
 * module: the server's pages and the after-paint code both use it, and each module they share costs
 * every page's JavaScript its own wrapper.
 */
import React, { createContext, useContext } from "react";
import type { PublishedNotice } from "../notice-slots/notices-file";
import { cardNotice, cardNoticeImportant, cardSlot, label, text, when } from "./notices.module.scss";

/**
 * A notice of this page: of every page, or of this one (events' notices show everywhere too). The
 * layout's list and an open page's panel both ask this; here rather than beside the type
 * (notices-file.ts), so that every page's JavaScript carries no module for it alone.
 */
export const isForPage = (notice: Pick<PublishedNotice, "pagina">, pagina: string): boolean => !notice.pagina || notice.pagina === pagina;

interface NoticeItemProps {
  notice: PublishedNotice;
  /**
   * An item of a list of notices (`className`: the list's own frame; room for `children`, the
   * "Nascondi" button), or, without it, a line on its event's card.
   */
  className?: string;
  /**
   * A notice an open page adds (src/enhancements/notices): on a card, marked as such, so the
   * comparison with the page without JavaScript sets it aside (its panel's list is inside the marked
   * container of the features). The server's notices carry their id and end instead
   * (src/components/notice-slots), so an open page can keep them current.
   */
  live?: boolean;
  children?: React.ReactNode;
}

/**
 * One notice, wherever and whenever it shows: in the page's list and on its event's cards (the
 * server's HTML), in the panel of later notices and on a card once out of sight (an open page). An
 * important one says so in words too, not by colour alone.
 */
export function NoticeItem({ notice, className, live, children }: NoticeItemProps) {
  const id = live ? undefined : notice.id;
  const end = live ? undefined : notice.al;
  // The window in words, beside the text.
  const window = (
    <time className={when} dateTime={notice.dal}>
      {notice.finestra}
    </time>
  );
  return className ? (
    <li className={className} data-avviso={id} data-fine={end}>
      <p className={text}>
        {notice.importante && <strong className={label}>Importante: </strong>}
        {notice.testo}
      </p>
      {window}
      {children}
    </li>
  ) : (
    <p className={notice.importante ? cardNoticeImportant : cardNotice} data-avviso={id} data-fine={end} data-enhancement={live ? "notices" : undefined}>
      <strong className={label}>{notice.importante ? "Avviso importante:" : "Avviso:"}</strong> {notice.testo} {window}
    </p>
  );
}

/**
 * The notices valid when the site was built, from the layout down to the cards: a card shows those
 * linked to its event. The same list in the server's HTML and at hydration (it comes from the build's
 * query), so the markup never differs between the two.
 */
const NoticesContext = createContext<readonly PublishedNotice[]>([]);

export function NoticesProvider({ notices, children }: { notices: readonly PublishedNotice[]; children: React.ReactNode }) {
  return <NoticesContext.Provider value={notices}>{children}</NoticesContext.Provider>;
}

/**
 * The notices of one event on its card (programme, concert, talk), under its title, and the slot
 * where an open page adds a later one. `event` is the key the card's save slot uses; a notice's
 * "evento" names a programme event's id.
 */
export function EventNotices({ event }: { event: string }) {
  const notices = useContext(NoticesContext).filter((notice) => notice.evento === event);
  return (
    <>
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
      {/* The notices' card slot (NoticeCardSlotProps, src/components/notice-slots), written here with
          its class: a component of its own there would cost every page's JavaScript a module more. */}
      <span className={cardSlot} data-avvisi="card" data-evento={event} />
    </>
  );
}
