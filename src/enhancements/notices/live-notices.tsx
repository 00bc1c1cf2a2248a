import React, { useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { toaster } from "../../components/toast/mount-toaster";
import { announceNewVersion } from "../new-version";
import type { PageSlots, Slot } from "../pocket/page-slots";
import type { SaveSlotProps } from "../../components/pocket-slots/pocket-slots";
import { useMinuteClock } from "../pocket/use-minute-clock";
import type { DismissedNotices } from "./dismissed-notices";
import type { PublishedNotice } from "../../components/notice-slots/notices-file";
import type { NoticesFeed } from "./notices-feed";
import { isForPage, lateNotices, staticNoticeGone } from "./notices-now";
import { card, cardImportant, dock, gone, heading, hide, item, itemImportant, label, list, text, when } from "./live-notices.module.scss";

interface LiveNoticesProps {
  pageSlots: PageSlots;
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
  const slot = slots.notices;

  useEffect(() => {
    if (!file || !slot) return;
    dismissed.keepOnly(new Set(file.avvisi.map((notice) => notice.id)));
    if (file.programma !== slot.props.programma) announceNewVersion(toaster("single"));
  }, [file, slot, dismissed]);

  if (!slot) return null;
  const onPage = new Set(slots.shownNotices.map(({ props }) => props.avviso));
  const late = lateNotices(file, onPage, now);
  let topShown = false;
  const onHide = (id: string) => {
    dismissed.dismiss(id);
    // The button goes with its notice: the focus stays in the page, at the top of its content.
    slot.element.closest("main")?.focus({ preventScroll: true });
  };

  return (
    <>
      {slots.shownNotices.map(({ element, props: { avviso, fine } }, index) => {
        const atTop = slot.element.contains(element);
        const isGone = staticNoticeGone(avviso, fine, now, file, atTop ? hidden : null);
        topShown ||= atTop && !isGone;
        return createPortal(isGone ? <Gone /> : atTop && <HideButton onHide={() => onHide(avviso)} />, element, `n${index}`);
      })}
      {!topShown && createPortal(<Gone />, slot.element, "slot")}
      <Dock notices={late.filter((notice) => isForPage(notice, slot.props.pagina) && !hidden.includes(notice.id))} onHide={onHide} />
      {late.flatMap((notice) =>
        slots.save.filter(({ props }) => props.event === notice.evento).map((save) => <LateCardNotice key={`${notice.id}${save.props.heading}`} save={save} notice={notice} />),
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

const When = ({ notice }: { notice: PublishedNotice }) => (
  <time className={when} dateTime={notice.dal}>
    {notice.finestra}
  </time>
);

/** The notices that came after the page: fixed under the top bar, each until hidden or over. */
function Dock({ notices, onHide }: { notices: PublishedNotice[]; onHide: (id: string) => void }) {
  const [container] = useState(() => {
    const element = document.createElement("div");
    element.dataset.enhancement = "notices";
    document.body.append(element);
    return element;
  });
  // The live region is there before its content, so a screen reader reads a notice as it arrives.
  return createPortal(
    <div aria-live="polite">
      {notices.length > 0 && (
        <section className={dock} aria-labelledby="avvisi-nuovi">
          <h2 id="avvisi-nuovi" className={heading}>
            Nuovi avvisi
          </h2>
          <ul className={list}>
            {notices.map((notice) => (
              <li key={notice.id} className={notice.importante ? itemImportant : item}>
                <p className={text}>
                  {notice.importante && <strong className={label}>Importante: </strong>}
                  {notice.testo}
                </p>
                <When notice={notice} />
                <HideButton onHide={() => onHide(notice.id)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>,
    container,
  );
}

/**
 * A later notice on its event's card, added only while the card is out of sight: above the screen the
 * browser's scroll anchoring keeps the view still, below it nothing visible moves.
 */
function LateCardNotice({ save, notice }: { save: Slot<SaveSlotProps>; notice: PublishedNotice }) {
  const [outOfSight, setOutOfSight] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) return;
      setOutOfSight(true);
      observer.disconnect();
    });
    observer.observe(save.element.closest("article") ?? save.element.parentElement!);
    return () => observer.disconnect();
  }, [save.element]);
  if (!outOfSight) return null;
  return createPortal(
    <p className={notice.importante ? cardImportant : card} data-enhancement="notices">
      <strong className={label}>{notice.importante ? "Avviso importante:" : "Avviso:"}</strong> {notice.testo} <When notice={notice} />
    </p>,
    save.element,
  );
}
