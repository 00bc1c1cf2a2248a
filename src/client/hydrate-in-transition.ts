import { startTransition, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";

// React 18 hydrates a root in one blocking task unless the hydration is a transition: then it
// renders in slices of a few milliseconds and yields to the browser in between, so a phone's
// main thread never stalls on it (no long task, nothing for Total Blocking Time). Input during
// hydration still works: React hydrates the touched part first and replays the event.
export function hydrateInTransition(element: ReactElement, container: Element | null): void {
  if (!container) return;
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
