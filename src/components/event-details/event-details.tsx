import React from "react";
import { details, term, value, zone } from "./event-details.module.scss";

interface EventDetailsProps {
  /** "Venerdì 12 settembre 2025" */
  dataCompleta: string;
  ora: string;
  /** ISO 8601 start with the Rome offset, for the <time> element. */
  inizio: string;
  luogo: string;
  /** "Con", "Ospiti"… when people are part of the details. */
  people?: { label: string; names: string };
}

/** When and where, as a definition list; the time is marked as Italian time for visitors from abroad. */
export function EventDetails({ dataCompleta, ora, inizio, luogo, people }: EventDetailsProps) {
  return (
    <dl className={details}>
      {people && (
        <>
          <dt className={term}>{people.label}</dt>
          <dd className={value}>{people.names}</dd>
        </>
      )}
      <dt className={term}>Data</dt>
      <dd className={value}>{dataCompleta}</dd>
      <dt className={term}>Ora</dt>
      <dd className={value}>
        <time dateTime={inizio}>{ora}</time> <span className={zone}>(ora italiana)</span>
      </dd>
      <dt className={term}>Luogo</dt>
      <dd className={value}>{luogo}</dd>
    </dl>
  );
}
