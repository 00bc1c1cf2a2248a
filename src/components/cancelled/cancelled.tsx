import React from "react";
import { eventTitleText, isCancelled, isOnSale } from "../../events/event-status";
import { badge, notice, struck, hidden } from "./cancelled.module.scss";

/**
 * A cancelled event stays on its cards (issue 36): its title struck through after an "Annullato"
 * badge, and instead of the ticket or booking button a line that says why. Static markup, so it shows
 * without JavaScript too. The badge is inside the heading, so the heading (and every name made from it,
 * like the "Salva" toggle's) reads "Annullato: <title>": a struck-through line alone is not announced.
 */
export { eventTitleText, isCancelled, isOnSale };

interface EventTitleProps {
  title: string;
  stato?: string | null;
}

export function EventTitle({ title, stato }: EventTitleProps) {
  if (!isCancelled(stato)) return <>{title}</>;
  return (
    <>
      <span className={badge}>Annullato</span>
      <span className={hidden}>: </span>
      <s className={struck}>{title}</s>
    </>
  );
}

/** What a cancelled event's card says where its ticket or booking button was. */
export const CANCELLED_TEXT = {
  biglietti: "Evento annullato: i biglietti non sono più in vendita.",
  prenotazioni: "Evento annullato: le prenotazioni sono chiuse.",
} as const;

export function CancelledNotice({ what }: { what: keyof typeof CANCELLED_TEXT }) {
  return <span className={notice}>{CANCELLED_TEXT[what]}</span>;
}
