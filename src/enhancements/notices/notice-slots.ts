/** The notices' slots (src/components/notice-slots) on the page on screen. */
import type { NoticeCardSlotProps, NoticesSlotProps } from "../../components/notice-slots/notice-slots";
import { createPageSlots, slotsOf, type PageSlots, type Slot } from "../kit/page-slots";

export interface NoticeSlots {
  /** The slot at the top of <main>, with the file's address, the page's programme and path. */
  top: Slot<Omit<NoticesSlotProps, "children">> | null;
  /** Every notice the server put on the page (at the top and on cards), by its id and end. */
  shown: Slot<{ avviso: string; fine: string }>[];
  /** Every event card's place for a later notice. */
  cards: Slot<NoticeCardSlotProps>[];
}

export const readNoticeSlots = (root: ParentNode = document): NoticeSlots => ({
  top: slotsOf<Omit<NoticesSlotProps, "children">>(root, "[data-avvisi='slot']")[0] ?? null,
  shown: slotsOf(root, "[data-avviso]"),
  cards: slotsOf(root, "[data-avvisi='card']"),
});

export const createNoticeSlots = (root: ParentNode = document): NoticePageSlots => createPageSlots(readNoticeSlots, root);

export type NoticePageSlots = PageSlots<NoticeSlots>;
