import React, { createContext, useContext } from "react";
import type { PublishedNotice } from "../notice-slots/notices-file";
import { NoticeCardSlot } from "../notice-slots/notice-slots";
import { NoticeItem } from "./notice-item";

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
        <NoticeItem key={notice.id} notice={notice} marked />
      ))}
      <NoticeCardSlot evento={event} />
    </>
  );
}
