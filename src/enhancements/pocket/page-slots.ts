import { readPocketSlots, type PocketSlots } from "../../components/pocket-slots/pocket-slots";

/**
 * The slots of the page on screen as an external store: read once at start, and again when Gatsby
 * renders another page client-side, so the portals follow the page.
 */
export function createPageSlots(root: ParentNode = document) {
  let slots: PocketSlots = readPocketSlots(root);
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): PocketSlots => slots,
    reread(): void {
      slots = readPocketSlots(root);
      listeners.forEach((listener) => listener());
    },
  };
}

export type PageSlots = ReturnType<typeof createPageSlots>;
