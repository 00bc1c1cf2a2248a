/**
 * The home programme's features (issue 28, 48): what the filters show, the day markers, "In corso" /
 * "Tra poco", the tools and the plan's warnings. A chunk of its own (pocket.tsx loads it where the page
 * has the tools' slot), so no other page loads it.
 */
import React, { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import type { ToolsSlotProps } from "../../components/pocket-slots/pocket-slots";
import { isCancelled } from "../../events/event-status";
import type { Slot } from "../kit/page-slots";
import { eventi } from "../kit/plural";
import { useMinuteClock } from "../kit/use-minute-clock";
import { MOMENT_LABELS, TODAY_LABEL, momentAt, romeDate } from "./now-next";
import { myEventsFileName } from "./my-events-calendar";
import { coordinatesOf, planWarnings } from "./plan-warnings";
import { isEverything, isShown, optionsOf, unverifiedVenues } from "./programme-filters";
import type { ProgrammeLocation } from "./programme-state";
import { ProgrammeTools } from "./programme-tools";
import type { PocketSlots } from "./read-pocket-slots";
import { forgetMissing, type SavedEventsStore } from "./saved-events";
import { hasOldKeys, loadLegacyKeys } from "./old-keys";
import { emptyDay, filteredOut, live, moment as momentClass, today as todayClass } from "./pocket.module.scss";
import { markPocketReady } from "./pocket-ready";

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
export default function HomeProgramme({ tools, slots, mine, savedStore, saveEvents, programmeLocation }: HomeProgrammeProps) {
  const state = useSyncExternalStore(programmeLocation.subscribe, programmeLocation.getSnapshot);
  const now = useMinuteClock();
  const countRef = useRef<HTMLParagraphElement>(null);
  useEffect(markPocketReady, []);

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
        filtri: props.filtri?.split(" ") ?? [],
        inizio: props.inizio,
        fine: props.fineIndicata ? props.fine : null,
        coordinate: coordinatesOf(props.coordinate),
      })),
    [slots.events],
  );
  // The cards' titles, from their save slots (the pocket never reads a card's markup).
  const titles = useMemo(() => new Map(slots.save.map(({ props }) => [props.event, props.title])), [slots.save]);
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

  // "I miei eventi": what does not fit together among the saved events still on.
  const warnings = onlyMine
    ? planWarnings(events.filter((event) => mine.has(event.id) && !event.cancelled).map((event) => ({ ...event, titolo: titles.get(event.id) ?? event.id })))
    : [];

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
          unverified={unverifiedVenues(events, view, mine)}
          warnings={warnings}
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
