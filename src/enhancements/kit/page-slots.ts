/**
 * A feature's slots (the typed placeholders the server renders for it: src/components/pocket-slots,
 * src/components/notice-slots) read back from the page on screen into their props, and kept as an
 * external store: read once at start, and again when Gatsby renders another page client-side, so the
 * portals follow the page. Each feature reads its own slots, and only them; a render never reads the
 * page's markup.
 */
import { externalStore } from "./external-store";

export interface Slot<Props> {
  element: HTMLElement;
  props: Props;
}

/** Every element `selector` matches under `root`, in document order, with its data-* attributes as props. */
export const slotsOf = <Props>(root: ParentNode, selector: string): Slot<Props>[] =>
  [...root.querySelectorAll<HTMLElement>(selector)].map((element) => ({ element, props: element.dataset as unknown as Props }));

export interface PageSlots<T> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
  reread: () => void;
}

export function createPageSlots<T>(read: (root: ParentNode) => T, root: ParentNode = document): PageSlots<T> {
  const store = externalStore(read(root));
  return { subscribe: store.subscribe, getSnapshot: store.getSnapshot, reread: () => store.set(read(root)) };
}
