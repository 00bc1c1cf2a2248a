import React, { useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { isForPage, NoticeItem } from "../../components/notices/notices";
import type { NoticeCardSlotProps } from "../../components/notice-slots/notice-slots";
import type { PublishedNotice } from "../../components/notice-slots/notices-file";
import { announceNewVersion } from "../new-version";
import type { Slot } from "../kit/page-slots";
import { toasts } from "../kit/toasts";
import { useMinuteClock } from "../kit/use-minute-clock";
import type { DismissedNotices } from "./dismissed-notices";
import type { NoticesFeed } from "./notices-feed";
import type { NoticePageSlots } from "./notice-slots";
import { lateNotices, staticNoticeGone } from "./notices-now";
import { dock, gone, heading, hide, item, itemImportant, list } from "./live-notices.module.scss";

interface LiveNoticesProps {
  pageSlots: NoticePageSlots;
  feed: NoticesFeed;
  dismissed: DismissedNotices;
}

/**
 * The notices of an open page, kept current (issue 38): the server's notices (src/components/notices)
 * get a "Nascondi" button and step aside when they end or are taken out of the data; a notice that
 * opens later, or reaches the page after its build, appears in a panel fixed under the top bar,
 * over the page, which pushes nothing down under the visitor's finger, and on its event's cards once they
 * are out of sight. When the file names another programme than the page's, a newer build changed
 * it: "Nuova versione del sito".
 */
export function LiveNotices({ pageSlots, feed, dismissed }: LiveNoticesProps) {
  const slots = useSyncExternalStore(pageSlots.subscribe, pageSlots.getSnapshot);
  const file = useSyncExternalStore(feed.subscribe, feed.getSnapshot);
  const hidden = useSyncExternalStore(dismissed.subscribe, dismissed.getSnapshot);
  const now = useMinuteClock();
  const slot = slots.top;

  useEffect(() => {
    if (!file || !slot) return;
    dismissed.keepOnly(new Set(file.listed));
    if (file.programma !== slot.props.programma) announceNewVersion(toasts);
  }, [file, slot, dismissed]);

  if (!slot) return null;
  const onPage = new Set(slots.shown.map(({ props }) => props.avviso));
  const late = lateNotices(file, onPage, now);
  let topShown = false;
  const onHide = (id: string) => {
    dismissed.dismiss(id);
    // The button goes with its notice: the focus stays in the page, at the top of its content.
    slot.element.closest("main")?.focus({ preventScroll: true });
  };

  return (
    <>
      {slots.shown.map(({ element, props: { avviso, fine } }, index) => {
        const atTop = slot.element.contains(element);
        const isGone = staticNoticeGone(avviso, fine, now, file, atTop ? hidden : null);
        topShown ||= atTop && !isGone;
        return createPortal(isGone ? <Gone /> : atTop && <HideButton onHide={() => onHide(avviso)} />, element, `n${index}`);
      })}
      {!topShown && createPortal(<Gone />, slot.element, "slot")}
      <Dock notices={late.filter((notice) => isForPage(notice, slot.props.pagina) && !hidden.includes(notice.id))} onHide={onHide} />
      {late.flatMap((notice) =>
        slots.cards
          .filter(({ props }) => props.evento === notice.evento)
          .map((card, index) => <LateCardNotice key={`${notice.id}${index}`} card={card} notice={notice} />),
      )}
    </>
  );
}

// The mark that hides the element holding it (the stylesheet's :has()); the page's markup is never removed.
const Gone = () => <span className={gone} data-enhancement="notices" />;

function HideButton({ onHide }: { onHide: () => void }) {
  return (
    <button type="button" className={hide} aria-label="Nascondi avviso" onClick={onHide} data-enhancement="notices">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** The notices that came after the page: fixed under the top bar, each until hidden or over. */
function Dock({ notices, onHide }: { notices: PublishedNotice[]; onHide: (id: string) => void }) {
  // In the features' own container at the end of <body>. The live region is there before its
  // content, so a screen reader reads a notice as it arrives.
  return (
    <div aria-live="polite">
      {notices.length > 0 && (
        <section className={dock} aria-labelledby="avvisi-nuovi">
          <h2 id="avvisi-nuovi" className={heading}>
            Nuovi avvisi
          </h2>
          <ul className={list}>
            {notices.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} className={notice.importante ? itemImportant : item} live>
                <HideButton onHide={() => onHide(notice.id)} />
              </NoticeItem>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * A later notice on its event's card, added only while the card is out of sight: above the screen the
 * browser's scroll anchoring keeps the view still, below it nothing visible moves.
 */
function LateCardNotice({ card, notice }: { card: Slot<NoticeCardSlotProps>; notice: PublishedNotice }) {
  const [outOfSight, setOutOfSight] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) return;
      setOutOfSight(true);
      observer.disconnect();
    });
    // The slot has no box of its own: its card is what comes into sight.
    observer.observe(card.element.closest("article") ?? card.element.parentElement!);
    return () => observer.disconnect();
  }, [card.element]);
  if (!outOfSight) return null;
  return createPortal(<NoticeItem notice={notice} live />, card.element);
}
