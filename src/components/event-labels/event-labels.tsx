import React from "react";
import { graphql } from "gatsby";
import { availability, label, list, soldOut } from "./event-labels.module.scss";

type Label = Queries.EventLabelFragment;

interface EventLabelsProps {
  etichette: readonly Label[];
  /** Concert and talk cards say the places left beside their button (AvailabilityNote), archived cards not at all. */
  withoutAvailability?: boolean;
}

/**
 * The labels an event is chosen by (src/events/event-labels.ts: language, services, audience, age,
 * entry, places left), in the words the build computed: static markup, the same on every card of the
 * event, a list with a name so a screen reader says what the words are.
 */
export function EventLabels({ etichette, withoutAvailability = false }: EventLabelsProps) {
  const shown = withoutAvailability ? etichette.filter((etichetta) => etichetta.campo !== "disponibilita") : etichette;
  if (shown.length === 0) return null;
  return (
    <ul role="list" className={list} aria-label="Da sapere">
      {shown.map((etichetta) => (
        <li key={`${etichetta.campo}-${etichetta.valore}`} className={etichetta.campo === "disponibilita" ? `${label} ${availability}` : label}>
          {etichetta.testo}
        </li>
      ))}
    </ul>
  );
}

/** The places left of a concert or talk, as its labels say them: null when nothing is said. */
export const availabilityLabel = (etichette: readonly Label[]): Label | undefined => etichette.find((etichetta) => etichetta.campo === "disponibilita");

/**
 * Beside the ticket or booking button: "Ultimi posti". A sold-out event has no button: the words
 * stand in its place, so nobody is sent to buy what is gone without being told.
 */
export function AvailabilityNote({ etichetta }: { etichetta: Label }) {
  return <span className={etichetta.valore === "esaurito" ? `${label} ${soldOut}` : `${label} ${availability}`}>{etichetta.testo}</span>;
}

export const query = graphql`
  fragment EventLabel on EtichettaEvento {
    campo
    valore
    testo
  }
`;
