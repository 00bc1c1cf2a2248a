import React from "react";
import { changeText, type EventChange } from "./saved-facts";
import { action, change, hidden } from "./pocket.module.scss";

interface EventChangeNoteProps {
  changes: readonly EventChange[];
  /** The card's title, so that each "Ho visto" on a page has a name of its own ("Ho visto il cambiamento di …"). */
  title: string;
  onSeen: () => void;
}

/**
 * On the card of a saved event that changed since it was saved: what it was ("Orario cambiato: era
 * alle 21:30"), and "Ho visto", which takes today's facts as the saved ones.
 */
export function EventChangeNote({ changes, title, onSeen }: EventChangeNoteProps) {
  return (
    <p className={change} data-enhancement="pocket">
      <strong>{changes.map(changeText).join(" · ")}</strong>{" "}
      <button type="button" className={action} onClick={onSeen}>
        Ho visto<span className={hidden}>{` il cambiamento di ${title}`}</span>
      </button>
    </p>
  );
}
