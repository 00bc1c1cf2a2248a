import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { festivalEvents } from "../../src/seo/festival-events";
import { eventCalendarPath, programmeCalendarPath } from "../../src/utils/event-slug";
import { siteUrl } from "../site-url";
import { festivalCalendars } from "./festival-calendar";
import { loadFestivalData } from "./festival-data";

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

/** Writes public/calendario/*.ics: one file per programme event and one for the whole programme. */
export async function writeCalendars({ graphql, reporter }: PostBuildArgs, publicDir = path.resolve("public")) {
  const data = await loadFestivalData(graphql);
  const events = festivalEvents(data);
  const files = festivalCalendars(events, data.sito, { siteUrl, now: new Date() }, {
    event: (ev) => eventCalendarPath(ev.key),
    programme: programmeCalendarPath,
  });
  for (const file of files) {
    const target = path.join(publicDir, file.path);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, file.content, "utf8");
  }
  reporter.info(`calendars: wrote ${files.length} .ics files under /calendario`);
}
