/** The pocket's slots (src/components/pocket-slots) on the page on screen. */
import type { DaySlotProps, PocketSlotKind, ProgrammeEventSlotProps, SaveSlotProps, ToolsSlotProps } from "../../components/pocket-slots/pocket-slots";
import { createPageSlots, type PageSlots, type Slot } from "../kit/page-slots";

export interface PocketSlots {
  save: Slot<SaveSlotProps>[];
  events: Slot<ProgrammeEventSlotProps>[];
  today: Slot<DaySlotProps>[];
  dayEmpty: Slot<DaySlotProps>[];
  tools: Slot<ToolsSlotProps> | null;
}

// Where each kind of slot goes (tools: the one box of the home programme).
const LISTS = { save: "save", event: "events", today: "today", "day-empty": "dayEmpty" } as const;

/** Every slot under `root`, in document order. */
export function readPocketSlots(root: ParentNode = document): PocketSlots {
  const slots: PocketSlots = { save: [], events: [], today: [], dayEmpty: [], tools: null };
  for (const element of root.querySelectorAll<HTMLElement>("[data-pocket]")) {
    // The slot's props are its data-* attributes, as its server component (pocket-slots.tsx) wrote them.
    const { pocket: kind, ...props } = element.dataset as { pocket: PocketSlotKind } & Record<string, string>;
    if (kind === "tools") slots.tools = { element, props: props as unknown as ToolsSlotProps };
    // Not a slot: <html data-pocket="ready">, the sign that the controls are in place.
    else if (kind in LISTS) (slots[LISTS[kind]] as Slot<unknown>[]).push({ element, props });
  }
  return slots;
}

export const createPocketSlots = (root: ParentNode = document): PocketPageSlots => createPageSlots(readPocketSlots, root);

export type PocketPageSlots = PageSlots<PocketSlots>;
