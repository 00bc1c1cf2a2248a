import React from "react";
import type { ChangedField } from "../../events/event-facts";
import { SAVED_CHANGE_LEAD } from "../../events/change-words";
import { action, change, hidden } from "./pocket.module.scss";

interface EventChangeNoteProps {
  /** The facts that changed since the event was saved: the card's published notes of these give way (pocket.module.scss). */
  campi: readonly ChangedField[];
  /** What they were, in the card's own words (saved-facts.ts): "era alle 21:30 · era al NUoVO". */
  text: string;
  /** The card's title, so that each "Ho visto" on a page has a name of its own ("Ho visto il cambiamento di …"). */
  title: string;
  onSeen: () => void;
}

/**
 * On the card of a saved event that changed since it was saved: what it was ("Cambiato da quando l'hai
 * salvato: era alle 21:30"), and "Ho visto", which takes today's facts as the saved ones. It names
 * the facts it speaks of (`data-cambi`, src/components/pocket-slots), so the card's own note of the same
 * fact steps aside: each change is said once.
 */
export function EventChangeNote({ campi, text, title, onSeen }: EventChangeNoteProps) {
  return (
    <p className={change} data-enhancement="pocket" data-cambi={campi.join(" ")}>
      <strong>{`${SAVED_CHANGE_LEAD} ${text}`}</strong>{" "}
      <button type="button" className={action} onClick={onSeen}>
        Ho visto<span className={hidden}>{` il cambiamento di ${title}`}</span>
      </button>
    </p>
  );
}
