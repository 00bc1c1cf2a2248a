import React from "react";
import { FESTIVAL_TIME_ZONE } from "../../utils/rome-time";
import { notice } from "./saved-copy-notice.module.scss";

const dayFormat = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", timeZone: FESTIVAL_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat("it-IT", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: FESTIVAL_TIME_ZONE });

/** "Versione salvata il 12 settembre alle 21:30", in the festival's time zone whatever the device's. */
export const savedCopyText = (savedAt: Date): string => `Versione salvata il ${dayFormat.format(savedAt)} alle ${timeFormat.format(savedAt)}`;

/**
 * The bar at the bottom of the screen (over the page, so nothing moves), with its stylesheet: loaded
 * by saved-copy-notice.tsx only when the page on screen is a saved copy.
 */
export default function SavedCopyBar({ savedAt }: { savedAt: Date }) {
  return (
    <p className={notice} role="status">
      {savedCopyText(savedAt)}
    </p>
  );
}
