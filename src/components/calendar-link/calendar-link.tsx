import React from "react";
import { calendarPathOf } from "../../events/event-paths";
import { hidden, link } from "./calendar-link.module.scss";

interface CalendarLinkProps {
  /** The event's id (the schema's computed field `eventId`). */
  event: string;
  /** The event's title, spoken after the link text so that every link on a page is distinct. */
  title: string;
  className?: string;
}

/** "Aggiungi al calendario": the event's .ics file, written at build time from the same data. */
export function CalendarLink({ event, title, className }: CalendarLinkProps) {
  return (
    <a className={className ? `${link} ${className}` : link} href={calendarPathOf(event)} download>
      Aggiungi al calendario<span className={hidden}>{`: ${title}`}</span>
    </a>
  );
}
