import React from "react";
import { formatDateLong } from "../../utils/format";
import { romeDateTime } from "../../utils/rome-time";
import { details, term, value, zone } from "./event-details.module.scss";

interface EventDetailsProps {
  data: string;
  ora: string;
  luogo: string;
  /** "Speaker", "Ospiti"… when a person is part of the details. */
  people?: { label: string; names: string };
}

/** When and where, as a definition list; the time is marked as Italian time for visitors from abroad. */
export function EventDetails({ data, ora, luogo, people }: EventDetailsProps) {
  return (
    <dl className={details}>
      {people && (
        <>
          <dt className={term}>{people.label}</dt>
          <dd className={value}>{people.names}</dd>
        </>
      )}
      <dt className={term}>Data</dt>
      <dd className={value}>{formatDateLong(data)}</dd>
      <dt className={term}>Ora</dt>
      <dd className={value}>
        <time dateTime={romeDateTime(data, ora)}>{ora}</time> <span className={zone}>(ora italiana)</span>
      </dd>
      <dt className={term}>Luogo</dt>
      <dd className={value}>{luogo}</dd>
    </dl>
  );
}
