import React, { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import type { ToolsSlotProps } from "../../components/pocket-slots/pocket-slots";
import { isEverything, isShown, optionsOf, type ProgrammeLocation } from "./programme-state";
import { forgetMissing, toggleSlug, type SavedEventsStore } from "./saved-events";
import type { PageSlots, PocketSlots, Slot } from "./page-slots";
import { SaveToggle } from "./save-toggle";
import { MOMENT_LABELS, TODAY_LABEL, momentAt, romeDate } from "./now-next";
import { ProgrammeTools } from "./programme-tools";
import { myEventsFileName } from "./my-events-calendar";
import { eventi } from "./plural";
import { useMinuteClock } from "./use-minute-clock";
import { emptyDay, filteredOut, live, moment as momentClass, today as todayClass } from "./pocket.module.scss";

interface PocketProps {
  pageSlots: PageSlots;
  saved: SavedEventsStore;
  programmeLocation: ProgrammeLocation;
}

/**
 * The visitor's own programme on the page on screen: a "Salva" toggle in every save slot and, on the
 * home programme, the filters, "solo i miei", shared links, my calendar, "In corso" / "Tra poco" and
 * "Oggi". One React root whose components are portals into the cards' slots
 * (src/components/pocket-slots): the cards themselves are never touched.
 */
export function Pocket({ pageSlots, saved: savedStore, programmeLocation }: PocketProps) {
  const slots = useSyncExternalStore(pageSlots.subscribe, pageSlots.getSnapshot);
  const saved = useSyncExternalStore(savedStore.subscribe, savedStore.getSnapshot);
  const mine = useMemo(() => new Set(saved), [saved]);
  const toggle = (event: string) => savedStore.set(toggleSlug(savedStore.getSnapshot(), event));

  useEffect(() => {
    // Tells tests (and the curious) that the page's controls are in place.
    document.documentElement.dataset.pocket = "ready";
  }, [slots]);

  return (
    <>
      {slots.save.map(({ element, props }, index) =>
        // Keyed by place: a slot read again after a page change is another container, so a new portal.
        createPortal(<SaveToggle {...props} saved={mine.has(props.event)} onToggle={toggle} />, element, index),
      )}
      {slots.tools && (
        <HomeProgramme tools={slots.tools} slots={slots} mine={mine} savedStore={savedStore} programmeLocation={programmeLocation} />
      )}
    </>
  );
}

interface HomeProgrammeProps {
  tools: Slot<ToolsSlotProps>;
  slots: PocketSlots;
  mine: ReadonlySet<string>;
  savedStore: SavedEventsStore;
  programmeLocation: ProgrammeLocation;
}

// The slot's start is an ISO instant written in Rome's offset: its first ten characters are the
// programme day it belongs to, the date of its column.
const dayOf = (inizio: string) => inizio.slice(0, 10);

/** The home programme's features: what the filters show, the day markers and the tools. */
function HomeProgramme({ tools, slots, mine, savedStore, programmeLocation }: HomeProgrammeProps) {
  const state = useSyncExternalStore(programmeLocation.subscribe, programmeLocation.getSnapshot);
  const now = useMinuteClock();
  const countRef = useRef<HTMLParagraphElement>(null);

  const events = useMemo(
    () =>
      slots.events.map(({ element, props }) => ({
        element,
        slug: props.event,
        tipo: props.tipo,
        luogo: props.luogo,
        day: dayOf(props.inizio),
        start: Date.parse(props.inizio),
        end: Date.parse(props.fine),
      })),
    [slots.events],
  );
  const tipi = optionsOf(events, "tipo");
  const luoghi = optionsOf(events, "luogo");

  // The home programme lists every event of the edition: anything else saved is gone.
  useEffect(() => {
    const current = savedStore.getSnapshot();
    const kept = forgetMissing(current, new Set(events.map((event) => event.slug)));
    if (kept.length !== current.length) savedStore.set(kept);
  }, [events, savedStore]);

  // A type or venue no longer in the programme (an old shared address) selects nothing: all are shown.
  const tipo = tipi.some((option) => option.value === state.tipo) ? state.tipo : null;
  const luogo = luoghi.some((option) => option.value === state.luogo) ? state.luogo : null;
  const view = { ...state, tipo, luogo };
  const onlyMine = state.soloMiei && !state.condivisi;
  const shown = events.map((event) => isShown(event, view, mine));
  const shownCount = shown.filter(Boolean).length;

  const savedEvents = events.filter((event) => mine.has(event.slug)).map((event) => event.slug);
  const sharedEvents = state.condivisi ? events.filter((event) => state.condivisi!.includes(event.slug)).map((event) => event.slug) : [];
  let countText: string;
  if (onlyMine && savedEvents.length === 0) countText = "Nessun evento salvato: premi «Salva» su un evento per averlo qui.";
  else if (shownCount === 0) countText = "Nessun evento con questa scelta: premi «Mostra tutto».";
  else countText = isEverything(view) ? `${eventi(events.length)} in programma` : `${eventi(shownCount)} su ${events.length}`;

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
          saveEvents={(added) => {
            const current = savedStore.getSnapshot();
            savedStore.set([...current, ...added.filter((event) => !current.includes(event))]);
          }}
        />,
        tools.element,
        "tools",
      )}
      {events.map((event, index) => {
        // "In corso" or "Tra poco" as a sticker over the poster; while the filters leave the card out,
        // the mark that hides the whole card (pocket.module.scss).
        const moment = momentAt(now, event.start, event.end);
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
