/**
 * Starts the visitor's own programme (./pocket.tsx) and the live notices (../notices) on the page:
 * one React root, outside Gatsby's tree, whose components reach the cards through their slots. Part of the enhancements chunk, which
 * loads after the first client render, so none of it is in a page's first load.
 */
import React, { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createPageSlots, type PageSlots } from "./page-slots";
import { createProgrammeLocation, type ProgrammeLocation } from "./programme-state";
import { createSavedEventsStore } from "./saved-events";
import { createSavedFactsStore } from "./saved-facts";
import { Pocket } from "./pocket";
import { LiveNotices } from "../notices/live-notices";
import { createNoticesFeed } from "../notices/notices-feed";
import { createDismissedNotices } from "../notices/dismissed-notices";

let pageSlots: PageSlots | undefined;
let programmeLocation: ProgrammeLocation | undefined;

export function startPocket(): void {
  pageSlots = createPageSlots();
  programmeLocation = createProgrammeLocation();
  const container = document.createElement("div");
  // Only an anchor for the root (its components render into the slots): set aside by the
  // comparison with the page without JavaScript, like everything the enhancements add.
  container.dataset.enhancement = "pocket";
  document.body.append(container);
  // Every page has the notices' slot, with the file's address (a page without one, none of this).
  const noticesFile = pageSlots.getSnapshot().notices?.props.src;
  const element = (
    <>
      <Pocket pageSlots={pageSlots} saved={createSavedEventsStore()} facts={createSavedFactsStore()} programmeLocation={programmeLocation} />
      {noticesFile && <LiveNotices pageSlots={pageSlots} feed={createNoticesFeed(noticesFile)} dismissed={createDismissedNotices()} />}
    </>
  );
  // A transition, like the page's own hydration: mounting yields to the browser in slices.
  startTransition(() => createRoot(container).render(element));
}

/** Gatsby rendered another page client-side: its slots, and the view its address asks for. */
export function pocketRouteUpdated(): void {
  programmeLocation?.reread();
  pageSlots?.reread();
}
