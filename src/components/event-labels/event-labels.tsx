import React from "react";
import { graphql } from "gatsby";
import { availability, label, list, soldOut } from "./event-labels.module.scss";

// An event's labels (src/events/event-labels.ts) in the build's words: a list named for screen readers.
export function EventLabels({ etichette }: { etichette: readonly Queries.EventLabelFragment[] }) {
  return etichette.length > 0 ? (
    <ul role="list" className={list} aria-label="Da sapere">
      {etichette.map(({ campo, testo }) => (
        <li key={testo} className={campo === "disponibilita" ? `${label} ${availability}` : label}>
          {testo}
        </li>
      ))}
    </ul>
  ) : null;
}

// Beside a concert's or talk's button: "Ultimi posti"; "Esaurito" stands in its place (no button then).
export function PlacesNote({ posti }: { posti: Queries.EventLabelFragment }) {
  return <span className={`${label} ${posti.valore === "esaurito" ? soldOut : availability}`}>{posti.testo}</span>;
}

export const query = graphql`
  fragment EventLabel on EtichettaEvento {
    campo
    valore
    testo
  }
`;
