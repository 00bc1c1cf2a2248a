import React from "react";
import type { ChangedField } from "../../events/event-facts";
import { hidden, previous } from "./previous-value.module.scss";

/**
 * Beside a fact of a moved event, what it was when first published (issue 38): "22:15, era alle 21:30".
 * The words say it, not a colour, so it reads the same to a screen reader, in print and without CSS;
 * the comma that joins it to the fact is spoken but not drawn (the note's own box separates it), and
 * the space after it lets the note wrap under its fact on a narrow card. Static markup: every visitor
 * sees it, with or without JavaScript. It names the facts it speaks of (`campi`): a saved event's own
 * note of the same fact replaces it (`data-variazione`, see src/components/pocket-slots).
 */
export function PreviousValue({ note, campi }: { note: string | null | undefined; campi: ChangedField | "data ora" }) {
  if (!note) return null;
  return (
    <span data-variazione={campi}>
      <span className={hidden}>,</span> <span className={previous}>{note}</span>
    </span>
  );
}
