// The build and the browser word a change the same way (issue 42): one fixture change of each kind,
// worded by the build's card note (or, for the status, the changes page's line) and by the browser's
// note of a saved event that changed, rendered as each side renders it. Fixture venues, never data/.
import React from "react";
import { render } from "@testing-library/react";
import { EventDetails } from "../../components/event-details/event-details";
import { EventChangeNote } from "../../enhancements/pocket/event-change-note";
import { changesSinceSaved, savedChangeText } from "../../enhancements/pocket/saved-facts";
import { cardNotes } from "../../../gatsby/event-history/published-changes";
import { SAVED_CHANGE_LEAD, changeLine } from "../change-words";
import type { EventRecord } from "../event-record";
import type { ChangedField } from "../event-facts";

const luoghi = [
  { nome: "Sala Grande", preposizione: "alla" },
  { nome: "Teatro Nuovo", preposizione: "al" },
];
// First published, and saved by the visitor, at 9:30 (the hour that lost its zero in the browser's old words).
const first = { data: "2031-09-30", ora: "09:30", luogo: "Sala Grande" };
const moved = { data: "2031-10-01", ora: "21:00", luogo: "Teatro Nuovo" };
const QUANDO = "2031-09-01T08:00:00.000Z";

/** What the browser's note says after its lead, as the card shows it. */
function browserWords(campo: ChangedField): string {
  const saved = { salvato: first, preposizione: "alla" };
  const now = campo === "stato" ? { ...first, stato: "annullato" } : { ...first, [campo]: moved[campo] };
  const changes = changesSinceSaved(saved, now);
  const { container } = render(
    <EventChangeNote campi={changes.map((change) => change.campo)} text={savedChangeText(changes, saved)} title="Evento" onSeen={() => {}} />,
  );
  const text = container.querySelector("strong")!.textContent;
  expect(text.startsWith(`${SAVED_CHANGE_LEAD} `)).toBe(true);
  return text.slice(SAVED_CHANGE_LEAD.length + 1);
}

/** What the build's note beside the fact says on a concert or talk card. */
function buildWords(campo: Exclude<ChangedField, "stato">): string {
  const record: EventRecord = {
    sequenza: 1,
    pubblicato: QUANDO,
    modificato: QUANDO,
    cambi: [{ quando: QUANDO, campo, prima: first[campo], dopo: moved[campo] }],
  };
  const current = { ...first, [campo]: moved[campo] };
  const notes = cardNotes(record, current, luoghi)!;
  const { container } = render(
    <EventDetails dataCompleta="Un giorno" ora={current.ora} inizio="2031-09-30T09:30:00+02:00" luogo={current.luogo} variazioni={notes} />,
  );
  const note = container.querySelectorAll(`[data-variazione~="${campo}"] .previous`);
  expect(note).toHaveLength(1);
  return note[0].textContent;
}

describe("a change worded by the build and by the browser", () => {
  it.each(["data", "ora", "luogo"] as const)("%s: the same words on the card", (campo) => {
    expect(browserWords(campo)).toBe(buildWords(campo));
  });

  it("the hour without its leading zero, the venue with its preposition", () => {
    expect(buildWords("ora")).toBe("era alle 9:30");
    expect(buildWords("luogo")).toBe("era alla Sala Grande");
  });

  it("stato: the browser's note says what the changes page says", () => {
    expect(browserWords("stato")).toBe(changeLine({ campo: "stato", prima: "confermato", dopo: "annullato" }, luoghi));
  });
});
