/**
 * A programme card's slot (its props: ProgrammeEventSlotProps in pocket-slots.tsx, the contract), in a
 * module of its own: only the pages with programme cards (the home page, a venue's page, an archived
 * edition's) load it, not every page that has a save star.
 */
import React from "react";
import type { ProgrammeEventSlotProps } from "./pocket-slots";
import { slot } from "./pocket-slots.module.scss";

export function ProgrammeEventSlot({ event, stato, tipo, luogo, inizio, fine, fineIndicata, filtri, coordinate }: ProgrammeEventSlotProps) {
  return (
    <span
      className={slot}
      data-pocket="event"
      data-event={event}
      data-stato={stato}
      data-tipo={tipo}
      data-luogo={luogo}
      data-inizio={inizio}
      data-fine={fine}
      data-fine-indicata={fineIndicata}
      data-filtri={filtri}
      data-coordinate={coordinate}
    />
  );
}
