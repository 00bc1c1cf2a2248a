import fs from "node:fs/promises";
import path from "node:path";
import type { NodePluginArgs } from "gatsby";
import { programmeCalendarPathOf } from "../../src/events/event-keys";
import { calendarPathOf } from "../../src/events/event-paths";
import { siteUrl } from "../site-url";
import { festivalCalendars } from "./festival-calendar";
import { loadFestivalData } from "../festival-data/load-festival-data";

/**
 * Writes public/calendario/*.ics: one file per programme event and one for the whole programme.
 * Returns the site paths it wrote.
 */
export async function writeCalendars(args: Pick<NodePluginArgs, "getNodesByType" | "getNode">, publicDir: string): Promise<string[]> {
  const data = await loadFestivalData(args);
  const files = festivalCalendars(
    data.events,
    data.sito,
    { siteUrl, now: new Date() },
    {
      event: (ev) => calendarPathOf(ev.id),
      programme: programmeCalendarPathOf(data.sito.nome, data.sito.edizione),
    },
  );
  for (const file of files) {
    const target = path.join(publicDir, file.path);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, file.content, "utf8");
  }
  return files.map((file) => file.path);
}
