import React from "react";
import type { SaveSlotProps } from "../../components/pocket-slots/pocket-slots";
import { StarIcon } from "./star-icon";
import { compact as compactClass, hidden, label, save } from "./pocket.module.scss";

interface SaveToggleProps extends SaveSlotProps {
  saved: boolean;
  onToggle: (event: string) => void;
}

/**
 * "Salva nel mio programma: <titolo>": a star in the card's corner, pressed while the event is saved.
 * Placed after the card's title, so it is read and reached right after it.
 */
export function SaveToggle({ event, heading, compact, saved, onToggle }: SaveToggleProps) {
  // The card's title as the card renders it (the slot names the heading; nothing else of the card is read).
  const title = document.getElementById(heading)?.textContent ?? "";
  return (
    <button
      type="button"
      className={compact ? `${save} ${compactClass}` : save}
      aria-pressed={saved}
      onClick={() => onToggle(event)}
      data-enhancement="pocket"
    >
      <StarIcon />
      <span className={label}>Salva</span>
      <span className={hidden}>{` nel mio programma: ${title}`}</span>
    </button>
  );
}
