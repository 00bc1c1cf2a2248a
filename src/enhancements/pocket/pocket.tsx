import React, { Suspense, lazy, useEffect, useMemo, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import type { SaveSlotProps } from "../../components/pocket-slots/pocket-slots";
import { eventTitleText } from "../../events/event-status";
import { toasts } from "../kit/toasts";
import { FeatureBoundary } from "../kit/feature-boundary";
import { pagePaths } from "../../utils/page-paths";
import { EVERYTHING, programmeHref, type ProgrammeLocation } from "./programme-state";
import { toggleSaved, type SavedEventsStore } from "./saved-events";
import type { PocketPageSlots } from "./read-pocket-slots";
import { SaveToggle } from "./save-toggle";
import { EventChangeNote } from "./event-change-note";
import { changesSinceSaved, factsKey, savedChangeText, type CardFacts, type SavedCard, type SavedFactsStore } from "./saved-facts";
import type { FactChange } from "../../events/event-facts";
import { savedChangesMessage } from "../../events/change-words";
import { hasOldKeys, loadLegacyKeys, pointsAtOldKey } from "./old-keys";
import { markPocketReady } from "./pocket-ready";

interface PocketProps {
  pageSlots: PocketPageSlots;
  saved: SavedEventsStore;
  facts: SavedFactsStore;
  programmeLocation: ProgrammeLocation;
}

// "Avvisami se cambiano" (issue 44): only in a build with the site's VAPID key (a constant there, so a
// build without it has none of this), and loaded only while the visitor has saved events.
const PushFeature = process.env.VAPID_PUBLIC_KEY ? lazy(() => import(/* webpackChunkName: "enhancements-push" */ "../push/push-feature")) : null;

// The home programme's tools, filters and plan (home-programme.tsx): a chunk of their own, which only the
// home page asks for, so the other pages load none of it after the paint.
const HomeProgramme = lazy(() => import(/* webpackChunkName: "enhancements-programme" */ "./home-programme"));

const cardOfSlot = ({ data, ora, luogo, stato, preposizione, nomiPrecedentiLuogo }: SaveSlotProps): SavedCard => ({
  facts: stato ? { data, ora, luogo, stato } : { data, ora, luogo },
  ...(preposizione && { preposizione }),
  nomiPrecedentiLuogo,
});

/**
 * The visitor's own programme on the page on screen: a "Salva" toggle in every save slot, with what
 * changed since the visitor saved the event and a toast once per change; on the home programme, the
 * filters, "solo i miei", shared links, my calendar, "In corso" / "Tra poco" and "Oggi". One React
 * root whose components are portals into the cards' slots (src/components/pocket-slots): the cards
 * themselves are never touched.
 */
export function Pocket({ pageSlots, saved: savedStore, facts: factsStore, programmeLocation }: PocketProps) {
  const slots = useSyncExternalStore(pageSlots.subscribe, pageSlots.getSnapshot);
  const saved = useSyncExternalStore(savedStore.subscribe, savedStore.getSnapshot);
  const facts = useSyncExternalStore(factsStore.subscribe, factsStore.getSnapshot);
  const mine = useMemo(() => new Set(saved), [saved]);
  // Today's facts of the events on this page, from their cards.
  const current = useMemo(() => new Map(slots.save.map(({ props }) => [props.event, cardOfSlot(props)])), [slots.save]);

  const toggle = (event: string, card: SavedCard) => {
    const list = savedStore.getSnapshot();
    if (list.includes(event)) factsStore.forget(event);
    // Saving again after a change takes the new facts as the saved ones.
    else factsStore.record([[event, card]]);
    savedStore.set(toggleSaved(list, event));
  };

  /** Saves events of a shared link, keeping what each is today. */
  const saveEvents = (events: readonly string[]) => {
    const list = savedStore.getSnapshot();
    const added = events.filter((event) => !list.includes(event));
    factsStore.record(added.flatMap((event) => (current.has(event) ? [[event, current.get(event)!] as const] : [])));
    savedStore.set([...list, ...added]);
  };

  // Lists saved before events had ids: their old keys become ids (the build's table).
  useEffect(() => {
    if (!hasOldKeys(saved)) return;
    void loadLegacyKeys()
      .then(({ translateOldKeys }) => translateOldKeys(saved))
      .then((ids) => ids && savedStore.set(ids));
  }, [saved, savedStore]);

  // Saved events whose facts were never kept (saved before this, or in another tab): today's are the baseline.
  const changed: [string, CardFacts, FactChange[]][] = [];
  const unknown: [string, SavedCard][] = [];
  for (const [event, card] of current) {
    if (!mine.has(event)) continue;
    const kept = facts[event];
    if (!kept) {
      unknown.push([event, card]);
      continue;
    }
    const changes = changesSinceSaved(kept, card.facts, card.nomiPrecedentiLuogo);
    if (changes.length > 0) changed.push([event, card.facts, changes]);
  }
  const unannounced = changed.filter(([event, now]) => facts[event].annunciato !== factsKey(now));
  useEffect(() => {
    if (unknown.length > 0) factsStore.record(unknown);
    if (unannounced.length === 0) return;
    factsStore.announced(unannounced.map(([event, now]) => [event, now]));
    toasts.show({
      message: savedChangesMessage(unannounced.length),
      action: { label: "Vedi i miei eventi", onAction: () => location.assign(programmeHref(pagePaths.home, { ...EVERYTHING, soloMiei: true })) },
    });
  });

  useEffect(() => {
    // The home programme's tools say so themselves once they are in place.
    if (!slots.tools) markPocketReady();
    if (pointsAtOldKey()) void loadLegacyKeys().then(({ followOldAnchor }) => followOldAnchor());
  }, [slots]);

  return (
    <>
      {slots.save.map(({ element, props }, index) => {
        // The card's title as its heading reads it.
        const title = eventTitleText(props.title, props.stato);
        const now = current.get(props.event)!;
        const change = changed.find(([event]) => event === props.event);
        // Keyed by place: a slot read again after a page change is another container, so a new portal.
        return createPortal(
          <>
            <SaveToggle {...props} title={title} saved={mine.has(props.event)} onToggle={() => toggle(props.event, now)} />
            {change && (
              <EventChangeNote
                campi={change[2].map(({ campo }) => campo)}
                text={savedChangeText(change[2], facts[props.event])}
                title={title}
                onSeen={() => factsStore.record([[props.event, now]])}
              />
            )}
          </>,
          element,
          index,
        );
      })}
      {PushFeature && saved.length > 0 && (
        // Its own boundary: a chunk that cannot load (offline before it was ever fetched) leaves the pocket working.
        <FeatureBoundary>
          <Suspense fallback={null}>
            <PushFeature saved={savedStore} tools={slots.tools} />
          </Suspense>
        </FeatureBoundary>
      )}
      {slots.tools && (
        // Its own boundary, like the notifications: a chunk that cannot load leaves the stars working.
        <FeatureBoundary>
          <Suspense fallback={null}>
            <HomeProgramme
              tools={slots.tools}
              slots={slots}
              mine={mine}
              savedStore={savedStore}
              saveEvents={saveEvents}
              programmeLocation={programmeLocation}
            />
          </Suspense>
        </FeatureBoundary>
      )}
    </>
  );
}
