import React from "react";
import { MOMENT_LABELS, TODAY_LABEL, type Moment } from "./now-next";
import { filteredOut, live, moment as momentClass, today } from "./pocket.module.scss";

/**
 * What a programme card's slot shows: "In corso" or "Tra poco" as a sticker over the poster, and,
 * while the filters leave the card out, the mark that hides the whole card (pocket.module.scss).
 */
export function ProgrammeEventMarks({ moment, shown }: { moment: Moment | null; shown: boolean }) {
  return (
    <>
      {moment && (
        <span className={moment === "in-corso" ? `${momentClass} ${live}` : momentClass} data-enhancement="pocket">
          {MOMENT_LABELS[moment]}
        </span>
      )}
      {!shown && <span className={filteredOut} hidden data-enhancement="pocket" />}
    </>
  );
}

/** "Oggi" in the heading of today's column (today in Rome). */
export function TodayMark() {
  return (
    <span className={today} data-enhancement="pocket">
      {TODAY_LABEL}
    </span>
  );
}
