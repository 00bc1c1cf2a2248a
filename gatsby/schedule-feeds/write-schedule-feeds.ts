import fs from "node:fs/promises";
import path from "node:path";
import type { NodePluginArgs } from "gatsby";
import { scheduleFeedPaths } from "../../src/utils/page-paths";
import { loadFestivalData } from "../festival-data/load-festival-data";
import { siteUrl } from "../site-url";
import { scheduleJson } from "./schedule-json";
import { scheduleModel } from "./schedule-model";
import { scheduleXml } from "./schedule-xml";

export interface WrittenScheduleFeeds {
  events: number;
  version: string;
  bytes: { xml: number; json: number };
}

/** Writes /schedule.xml and /schedule.json from the build's one loading of the festival (gatsby/festival-data). */
export async function writeScheduleFeeds(args: Pick<NodePluginArgs, "getNodesByType" | "getNode">, publicDir: string): Promise<WrittenScheduleFeeds> {
  const data = await loadFestivalData(args);
  const model = scheduleModel(data, siteUrl, data.events);
  const files = { xml: scheduleXml(model), json: scheduleJson(model) };
  for (const kind of ["xml", "json"] as const) await fs.writeFile(path.join(publicDir, scheduleFeedPaths[kind]), files[kind], "utf8");
  return {
    events: model.conference.days.reduce((sum, day) => sum + day.rooms.reduce((inDay, room) => inDay + room.events.length, 0), 0),
    version: model.version,
    bytes: { xml: Buffer.byteLength(files.xml), json: Buffer.byteLength(files.json) },
  };
}
