import type { DataFileName } from "../data-files";
import type { DataSet } from "../data-set";
import type { JsonPath } from "../json-values";

/** An entry that takes place at the festival: a programme event, a concert or a talk. */
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

const ownDated = (data: DataSet, file: "concerti.json" | "talks.json"): EventEntry[] =>
  data.items(file).map(({ index }) => ({ file, path: [index], datePath: [index, "data"] }));

export const concerts = (data: DataSet) => ownDated(data, "concerti.json");
export const talks = (data: DataSet) => ownDated(data, "talks.json");

export const eventEntries = (data: DataSet): EventEntry[] => [
  ...programmeEvents(data),
  ...concerts(data),
  ...talks(data),
];
