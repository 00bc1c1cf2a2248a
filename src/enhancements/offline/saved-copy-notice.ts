import { notice } from "./saved-copy-notice.module.scss";
import { savedCopyText } from "./saved-copy";

const SHOWN_CLASS = "has-saved-copy-notice";
let element: HTMLParagraphElement | undefined;

/**
 * Shows "Versione salvata il … alle …" in a bar fixed at the bottom of the screen (over the page, so
 * nothing moves; it only ever shows when the network failed), or removes it with null.
 */
export function showSavedCopyNotice(savedAt: Date | null): void {
  if (!savedAt) {
    element?.remove();
    element = undefined;
    document.documentElement.classList.remove(SHOWN_CLASS);
    return;
  }
  if (!element) {
    element = document.createElement("p");
    element.className = notice;
    element.setAttribute("role", "status");
    document.body.append(element);
  }
  element.textContent = savedCopyText(savedAt);
  document.documentElement.classList.add(SHOWN_CLASS);
}
