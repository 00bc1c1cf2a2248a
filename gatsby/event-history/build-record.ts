import path from "node:path";
import type { EventChanges } from "../../src/events/event-record";
import { resolveDataDir } from "../data-validation/data-dir";
import { currentVenueNames, type VenueAliases } from "../../src/events/venue-names";
import { eventChanges, readProgrammeHistory, trackedEvents, type ProgrammeHistory, type TrackedFacts } from "./event-history";

/**
 * The build's one reading of the history (the festival loader, gatsby/festival-data, and the record's
 * files share it), of the programme file the build actually reads: CONNESSIONI_DATA_DIR's or data/'s,
 * in its own repository.
 */

// One instant for the whole build, so the JSON-LD, the calendars and modifiche.json date uncommitted edits alike.
const buildTime = new Date();
const histories = new Map<string, ProgrammeHistory>();

export function programmeHistory(dataDir = resolveDataDir(process.cwd())): ProgrammeHistory {
  const file = path.join(dataDir, "programma.json");
  let history = histories.get(file);
  if (!history) histories.set(file, (history = readProgrammeHistory(file)));
  return history;
}

/** The record for the build's current programme (as the festival loader, gatsby/festival-data, reads it), its venues' former names the same venue. */
export function buildEventChanges(programma: unknown, luoghi: readonly VenueAliases[], dataDir?: string): EventChanges {
  return eventChanges(programmeHistory(dataDir), trackedEvents(programma) ?? new Map<string, TrackedFacts>(), buildTime, currentVenueNames(luoghi));
}
