import React, { Suspense, lazy, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import type { SaveSlotProps, ToolsSlotProps } from "../../components/pocket-slots/pocket-slots";
import { eventTitleText } from "../../events/event-status";
import { toasts } from "../kit/toasts";
import { FeatureBoundary } from "../kit/feature-boundary";
import { pagePaths } from "../../utils/page-paths";
import { EVERYTHING, isEverything, isShown, optionsOf, programmeHref, type ProgrammeLocation } from "./programme-state";
import { forgetMissing, toggleSaved, type SavedEventsStore } from "./saved-events";
import type { Slot } from "../kit/page-slots";
import type { PocketPageSlots, PocketSlots } from "./read-pocket-slots";
import { SaveToggle } from "./save-toggle";
import { EventChangeNote } from "./event-change-note";
import { changesSinceSaved, factsKey, savedChangeText, type CardFacts, type SavedCard, type SavedFactsStore } from "./saved-facts";
import type { FactChange } from "../../events/event-facts";
import { isCancelled } from "../../events/event-status";
import { savedChangesMessage } from "../../events/change-words";
import { hasOldKeys, loadLegacyKeys, pointsAtOldKey } from "./old-keys";
import { MOMENT_LABELS, TODAY_LABEL, momentAt, romeDate } from "./now-next";
import { ProgrammeTools } from "./programme-tools";
import { myEventsFileName } from "./my-events-calendar";
import { eventi } from "../kit/plural";
import { useMinuteClock } from "../kit/use-minute-clock";
import { emptyDay, filteredOut, live, moment as momentClass, today as todayClass } from "./pocket.module.scss";

interface PocketProps {
  pageSlots: PocketPageSlots;
  saved: SavedEventsStore;
  facts: SavedFactsStore;
  programmeLocation: ProgrammeLocation;
}

// "Avvisami se cambiano" (issue 44): only in a build with the site's VAPID key (a constant there, so a
// build without it has none of this), and loaded only while the visitor has saved events.
const PushFeature = process.env.VAPID_PUBLIC_KEY ? lazy(() => import(/* webpackChunkName: "enhancements-push" */ "../push/push-feature")) : null;

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
    // Tells tests (and the curious) that the page's controls are in place.
    document.documentElement.dataset.pocket = "ready";
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
        <HomeProgramme tools={slots.tools} slots={slots} mine={mine} savedStore={savedStore} saveEvents={saveEvents} programmeLocation={programmeLocation} />
      )}
    </>
  );
}

interface HomeProgrammeProps {
  tools: Slot<ToolsSlotProps>;
  slots: PocketSlots;
  mine: ReadonlySet<string>;
  savedStore: SavedEventsStore;
  saveEvents: (events: readonly string[]) => void;
  programmeLocation: ProgrammeLocation;
}

// The slot's start is an ISO instant written in Rome's offset: its first ten characters are the
// programme day it belongs to, the date of its column.
const dayOf = (inizio: string) => inizio.slice(0, 10);

/** The home programme's features: what the filters show, the day markers and the tools. */
function HomeProgramme({ tools, slots, mine, savedStore, saveEvents, programmeLocation }: HomeProgrammeProps) {
  const state = useSyncExternalStore(programmeLocation.subscribe, programmeLocation.getSnapshot);
  const now = useMinuteClock();
  const countRef = useRef<HTMLParagraphElement>(null);

  const events = useMemo(
    () =>
      slots.events.map(({ element, props }) => ({
        element,
        id: props.event,
        tipo: props.tipo,
        luogo: props.luogo,
        day: dayOf(props.inizio),
        cancelled: isCancelled(props.stato),
        start: Date.parse(props.inizio),
        end: Date.parse(props.fine),
      })),
    [slots.events],
  );
  const tipi = optionsOf(events, "tipo");
  const luoghi = optionsOf(events, "luogo");

  // The home programme lists every event of the edition, cancelled ones too: anything else saved was
  // deleted from the programme (or is last edition's), and is forgotten. Not old keys: they are
  // being translated to ids (a table that could not be read offline is tried again next time).
  useEffect(() => {
    const current = savedStore.getSnapshot();
    if (hasOldKeys(current)) return;
    const kept = forgetMissing(current, new Set(events.map((event) => event.id)));
    if (kept.length !== current.length) savedStore.set(kept);
  }, [events, savedStore]);

  // A link shared before events had ids: the same events, by their ids.
  useEffect(() => {
    const shared = state.condivisi;
    if (!shared || !hasOldKeys(shared)) return;
    void loadLegacyKeys()
      .then(({ translateOldKeys }) => translateOldKeys(shared))
      .then((ids) => ids && programmeLocation.replace({ ...state, condivisi: ids }));
  }, [state, programmeLocation]);

  // A type or venue no longer in the programme (an old shared address) selects nothing: all are shown.
  const tipo = tipi.some((option) => option.value === state.tipo) ? state.tipo : null;
  const luogo = luoghi.some((option) => option.value === state.luogo) ? state.luogo : null;
  const view = { ...state, tipo, luogo };
  const onlyMine = state.soloMiei && !state.condivisi;
  const shown = events.map((event) => isShown(event, view, mine));
  // A cancelled event keeps its card, but is not counted as on.
  const total = events.filter((event) => !event.cancelled).length;
  const shownCount = events.filter((event, index) => shown[index] && !event.cancelled).length;

  const savedEvents = events.filter((event) => mine.has(event.id)).map((event) => event.id);
  const sharedEvents = state.condivisi ? events.filter((event) => state.condivisi!.includes(event.id)).map((event) => event.id) : [];
  let countText: string;
  if (onlyMine && savedEvents.length === 0) countText = "Nessun evento salvato: premi «Salva» su un evento per averlo qui.";
  else if (shownCount === 0) countText = "Nessun evento con questa scelta: premi «Mostra tutto».";
  else countText = isEverything(view) ? `${eventi(total)} in programma` : `${eventi(shownCount)} su ${total}`;

  // A card just hidden (unsaved under "solo i miei") took the focus with it: keep it in the programme.
  useEffect(() => {
    const focused = document.activeElement as HTMLElement | null;
    const section = tools.element.closest("section");
    if (focused && section?.contains(focused) && focused.offsetParent === null) countRef.current?.focus();
  });

  const date = romeDate(now);
  const emptyText = onlyMine ? "Nessun evento salvato in questo giorno." : "Nessun evento in questo giorno.";

  return (
    <>
      {createPortal(
        <ProgrammeTools
          state={state}
          tipo={tipo}
          luogo={luogo}
          tipi={tipi}
          luoghi={luoghi}
          countText={countText}
          countRef={countRef}
          savedEvents={savedEvents}
          sharedEvents={sharedEvents}
          calendarFileName={myEventsFileName(tools.props.calendar)}
          navigate={programmeLocation.navigate}
          saveEvents={saveEvents}
        />,
        tools.element,
        "tools",
      )}
      {events.map((event, index) => {
        // "In corso" or "Tra poco" as a sticker over the poster; while the filters leave the card out,
        // the mark that hides the whole card (pocket.module.scss).
        const moment = event.cancelled ? null : momentAt(now, event.start, event.end);
        return createPortal(
          <>
            {moment && (
              <span className={moment === "in-corso" ? `${momentClass} ${live}` : momentClass} data-enhancement="pocket">
                {MOMENT_LABELS[moment]}
              </span>
            )}
            {!shown[index] && <span className={filteredOut} hidden data-enhancement="pocket" />}
          </>,
          event.element,
          `e${index}`,
        );
      })}
      {slots.today.map(({ element, props }, index) =>
        props.date === date
          ? createPortal(
              <span className={todayClass} data-enhancement="pocket">
                {TODAY_LABEL}
              </span>,
              element,
              `t${index}`,
            )
          : null,
      )}
      {slots.dayEmpty.map(({ element, props }, index) => {
        const ofDay = events.flatMap((event, i) => (event.day === props.date ? [shown[i]] : []));
        return ofDay.length > 0 && !ofDay.some(Boolean)
          ? createPortal(
              <p className={emptyDay} data-enhancement="pocket">
                {emptyText}
              </p>,
              element,
              `d${index}`,
            )
          : null;
      })}
    </>
  );
}
