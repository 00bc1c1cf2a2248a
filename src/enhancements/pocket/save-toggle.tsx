import React from "react";
import type { SaveSlotProps } from "../../components/pocket-slots/pocket-slots";
import { StarIcon } from "./star-icon";
import { compact as compactClass, hidden, label, save } from "./pocket.module.scss";

interface SaveToggleProps extends SaveSlotProps {
  saved: boolean;
  onToggle: () => void;
}

/**
 * "Salva nel mio programma: <titolo>": a star in the card's corner, pressed while the event is saved.
 * Placed after the card's title, so it is read and reached right after it.
 */
export function SaveToggle({ compact, saved, onToggle, title }: SaveToggleProps) {
  return (
    <button type="button" className={compact ? `${save} ${compactClass}` : save} aria-pressed={saved} onClick={onToggle} data-enhancement="pocket">
      <StarIcon />
      <span className={label}>Salva</span>
      <span className={hidden}>{` nel mio programma: ${title}`}</span>
    </button>
  );
}
