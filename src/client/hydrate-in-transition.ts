import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

// React 18 hydrates a root in one blocking task unless the hydration is a transition: then it
// renders in slices of a few milliseconds and yields to the browser in between, so a phone's
// main thread never stalls on it (no long task, nothing for Total Blocking Time). Input during
// hydration still works: React hydrates the touched part first and replays the event.
export function hydrateInTransition(element: ReactElement, container: Element | null): (() => void) | void {
  if (!container) return;
  // `gatsby develop` serves an empty shell (it renders pages on the server only with its DEV_SSR
  // flag) and mounts its loading indicator into a new, empty element: hydrating nothing against
  // the page is a "Hydration failed" overlay, so there a root is created, as Gatsby's own renderer
  // does, and the cleanup Gatsby calls to remove the indicator is returned (without it Gatsby falls
  // back to the legacy unmountComponentAtNode, and React warns). Every production page is
  // server-rendered; this branch is compiled out of the build.
  if (process.env.NODE_ENV !== "production" && !container.hasChildNodes()) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
