import React from "react";
import { PreviousValue } from "../previous-value/previous-value";
import { details, hidden, term, value, zone } from "./event-details.module.scss";

/** What a moved event's day, time and venue were when first published (gatsby/event-history): notes or null. */
export interface PreviousFacts {
  giorno: string | null;
  ora: string | null;
  luogo: string | null;
}

interface EventDetailsProps {
  /** "Venerdì 12 settembre 2025" */
  dataCompleta: string;
  ora: string;
  /** ISO 8601 start with the Rome offset, for the <time> element. */
  inizio: string;
  /** The end, HH:MM, only where the data has one ("21:30–23:45"), and its ISO 8601 instant. */
  fine?: string | null;
  fineIso?: string;
  luogo: string;
  /** The venue's page (/luoghi/<slug>/), null when data/luoghi.json has no such venue. */
  paginaLuogo?: string | null;
  /** "Con", "Ospiti"… when people are part of the details. */
  people?: { label: string; names: string };
  /** Today's edition's event that moved: each fact says what it was ("era alle 21:30"). */
  variazioni?: PreviousFacts | null;
}

/** When and where, as a definition list; the time is marked as Italian time for visitors from abroad. */
export function EventDetails({ dataCompleta, ora, inizio, fine, fineIso, luogo, paginaLuogo, people, variazioni }: EventDetailsProps) {
  return (
    <dl className={details}>
      {people && (
        <>
          <dt className={term}>{people.label}</dt>
          <dd className={value}>{people.names}</dd>
        </>
      )}
      <dt className={term}>Data</dt>
      <dd className={value}>
        {dataCompleta}
        <PreviousValue note={variazioni?.giorno} campi="data" />
      </dd>
      <dt className={term}>Ora</dt>
      <dd className={value}>
        <time dateTime={inizio}>{ora}</time>
        {fine && (
          <>
            <span aria-hidden="true">–</span>
            <span className={hidden}> fino alle </span>
            <time dateTime={fineIso}>{fine}</time>
          </>
        )}{" "}
        <span className={zone}>(ora italiana)</span>
        <PreviousValue note={variazioni?.ora} campi="ora" />
      </dd>
      <dt className={term}>Luogo</dt>
      <dd className={value}>
        {paginaLuogo ? <a href={paginaLuogo}>{luogo}</a> : luogo}
        <PreviousValue note={variazioni?.luogo} campi="luogo" />
      </dd>
    </dl>
  );
}
