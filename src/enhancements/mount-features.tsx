/**
 * Every feature of the visitor's page in one React root, outside Gatsby's tree, in one container at the
 * end of <body>: the visitor's own programme (./pocket), the live notices (./notices), the toasts and
 * the saved-copy notice (./offline). Each reaches the page only through its own slots (portals), and
 * each stands in its own error boundary, so one that fails never takes another down. Part of the
 * enhancements chunk, which loads after the first client render, so none of it is in a page's first load.
 */
import React, { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { FeatureBoundary } from "./kit/feature-boundary";
import { Toasts } from "./kit/toasts";
import { createNoticeSlots } from "./notices/notice-slots";
import { LiveNotices } from "./notices/live-notices";
import { createNoticesFeed } from "./notices/notices-feed";
import { createDismissedNotices } from "./notices/dismissed-notices";
import { SavedCopyNotice } from "./offline/saved-copy-notice";
import { Pocket } from "./pocket/pocket";
import { createPocketSlots } from "./pocket/read-pocket-slots";
import { createProgrammeLocation } from "./pocket/programme-state";
import { createSavedEventsStore } from "./pocket/saved-events";
import { createSavedFactsStore } from "./pocket/saved-facts";

/** Mounts the features; returns what a client-side page change must tell them. */
export function mountFeatures(): () => void {
  const pocketSlots = createPocketSlots();
  const noticeSlots = createNoticeSlots();
  const programmeLocation = createProgrammeLocation();
  const container = document.createElement("div");
  // Set aside by the comparison with the page without JavaScript, like everything the enhancements add.
  container.dataset.enhancement = "features";
  document.body.append(container);
  // Every page has the notices' slot, with the file's address (a page without one, no live notices).
  const noticesFile = noticeSlots.getSnapshot().top?.props.src;
  const element = (
    <>
      <FeatureBoundary>
        <Pocket pageSlots={pocketSlots} saved={createSavedEventsStore()} facts={createSavedFactsStore()} programmeLocation={programmeLocation} />
      </FeatureBoundary>
      {noticesFile && (
        <FeatureBoundary>
          <LiveNotices pageSlots={noticeSlots} feed={createNoticesFeed(noticesFile)} dismissed={createDismissedNotices()} />
        </FeatureBoundary>
      )}
      <FeatureBoundary>
        <SavedCopyNotice />
      </FeatureBoundary>
      <FeatureBoundary>
        <Toasts />
      </FeatureBoundary>
    </>
  );
  // A transition, like the page's own hydration: mounting yields to the browser in slices.
  startTransition(() => createRoot(container).render(element));
  // Gatsby rendered another page client-side: its slots, and the view its address asks for.
  return () => {
    programmeLocation.reread();
    pocketSlots.reread();
    noticeSlots.reread();
  };
}
