import type { DataFileName } from "../data-files";
import type { DataSet } from "../data-set";
import type { JsonPath } from "../json-values";

/** A programme event: the one place where an event's day, time and venue are written. */
export interface EventEntry {
  file: DataFileName;
  path: JsonPath; // the entry itself; its luogo/ora are fields below it
  datePath: JsonPath; // where its date lives (the day, for programme events)
}

export function programmeEvents(data: DataSet): EventEntry[] {
  return data.items("programma.json").flatMap(({ index: day }) =>
    data.items("programma.json", [day, "eventi"]).map(({ index }) => ({
      file: "programma.json" as const,
      path: [day, "eventi", index],
      datePath: [day, "data"],
    })),
  );
}

/**
 * Every entry with a day, a time and a venue. Only programme events have them: a concert or a talk
 * names its programme event (`evento`) and takes them from it.
 */
export const eventEntries = (data: DataSet): EventEntry[] => programmeEvents(data);
