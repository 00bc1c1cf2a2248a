/**
 * The cards' slots (src/components/pocket-slots) read back from the page on screen into their typed
 * props, and kept as an external store: read once at start, and again when Gatsby renders another
 * page client-side, so the portals follow the page.
 */
import type {
  DaySlotProps,
  PocketSlotKind,
  ProgrammeEventSlotProps,
  SaveSlotProps,
  ToolsSlotProps,
} from "../../components/pocket-slots/pocket-slots";
import type { NoticesSlotProps } from "../../components/notice-slots/notice-slots";
import { externalStore } from "./external-store";

export interface Slot<Props> {
  element: HTMLElement;
  props: Props;
}

export interface PocketSlots {
  save: Slot<SaveSlotProps>[];
  events: Slot<ProgrammeEventSlotProps>[];
  today: Slot<DaySlotProps>[];
  dayEmpty: Slot<DaySlotProps>[];
  tools: Slot<ToolsSlotProps> | null;
  /** The page's notices (src/components/notice-slots): the slot at the top, and every notice the server put on the page. */
  notices: Slot<Omit<NoticesSlotProps, "children">> | null;
  shownNotices: Slot<{ avviso: string; fine: string }>[];
}

// Where each kind of slot goes (tools: the one box of the home programme).
const LISTS = { save: "save", event: "events", today: "today", "day-empty": "dayEmpty" } as const;

/** Every slot under `root`, in document order. */
export function readPocketSlots(root: ParentNode = document): PocketSlots {
  const noticesSlot = root.querySelector<HTMLElement>("[data-avvisi='slot']");
  const slots: PocketSlots = {
    save: [],
    events: [],
    today: [],
    dayEmpty: [],
    tools: null,
    notices: noticesSlot && { element: noticesSlot, props: noticesSlot.dataset as unknown as NoticesSlotProps },
    shownNotices: [...root.querySelectorAll<HTMLElement>("[data-avviso]")].map((element) => ({
      element,
      props: element.dataset as { avviso: string; fine: string },
    })),
  };
  for (const element of root.querySelectorAll<HTMLElement>("[data-pocket]")) {
    // The slot's props are its data-* attributes, as its server component (pocket-slots.tsx) wrote them.
    const { pocket: kind, ...props } = element.dataset as { pocket: PocketSlotKind } & Record<string, string>;
    if (kind === "tools") slots.tools = { element, props: props as unknown as ToolsSlotProps };
    // Not a slot: <html data-pocket="ready">, the sign that the controls are in place.
    else if (kind in LISTS) (slots[LISTS[kind]] as Slot<unknown>[]).push({ element, props });
  }
  return slots;
}

export function createPageSlots(root: ParentNode = document) {
  const store = externalStore(readPocketSlots(root));
  return { ...store, reread: () => store.set(readPocketSlots(root)) };
}

export type PageSlots = ReturnType<typeof createPageSlots>;
