import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { EventChanges } from "../../src/events/event-record";
import { PUSH_FILE_PATH, pushFileOf } from "../../src/events/push-file";
import { changesFeedPath } from "../../src/utils/page-paths";
import { loadFestivalData } from "../festival-data/load-festival-data";
import { LEGACY_SLUGS_PATH, legacySlugMap } from "../legacy-slugs/legacy-slugs";
import { siteUrl } from "../site-url";
import { programmeHistory } from "../event-history/build-record";
import { writeChangesFeed } from "./changes-feed";

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

/**
 * Every file made from the record of what was published (issue 36, 38), from the build's one loading of
 * the festival (gatsby/festival-data) and one reading of the history (gatsby/event-history/build-record.ts):
 * - /eventi/modifiche.json, the record itself, for the browser and anyone who follows the programme;
 * - /modifiche.xml, the changes page's list as an Atom feed (changes-feed.ts);
 * - /eventi/precedenti.json, the slugs events had before ids, for old saved lists and links (gatsby/legacy-slugs);
 * - /eventi/notifiche.json, what the notifications need (src/events/push-file.ts): always written, with
 *   sequenza 0 and no changes when there is no history.
 * The calendars' SEQUENCE and the JSON-LD read the same record through the same loader.
 */
export const CHANGES_PATH = "/eventi/modifiche.json";

async function writeJson(publicDir: string, sitePath: string, value: unknown): Promise<void> {
  const target = path.join(publicDir, sitePath);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, `${JSON.stringify(value)}\n`, "utf8");
}

export async function writeRecordFiles(args: PostBuildArgs, publicDir: string): Promise<void> {
  const { graphql, reporter } = args;
  try {
    const data = await loadFestivalData(args);
    const history = programmeHistory();

    const legacy = legacySlugMap(history, data.events);
    await writeJson(publicDir, LEGACY_SLUGS_PATH, legacy);
    reporter.info(`Wrote ${LEGACY_SLUGS_PATH}: ${Object.keys(legacy).length} day-time-venue slugs of events and their ids`);

    const modifiche: EventChanges | undefined = data.modifiche;
    if (modifiche) await writeJson(publicDir, CHANGES_PATH, modifiche);
    // Without a record this build, an earlier build's (CI builds over the previous public/) must not stay published.
    else await fs.rm(path.join(publicDir, CHANGES_PATH), { force: true });
    const notifiche = pushFileOf(data);
    await writeJson(publicDir, PUSH_FILE_PATH, notifiche);
    reporter.info(`Wrote ${PUSH_FILE_PATH}: ${Object.keys(notifiche.eventi).length} events`);
    if (!history.available) {
      reporter.warn(
        `No history of the programme's changes: ${history.reason}. The calendars say SEQUENCE 0, the JSON-LD gives no previousStartDate and ${CHANGES_PATH} says "storia": false. ` +
          "Nessuno storico delle modifiche: per pubblicarlo, costruisci il sito da un clone completo del repository (git fetch --unshallow).",
      );
    } else {
      const changed = Object.values(modifiche?.eventi ?? {}).filter((record) => record.sequenza > 0).length;
      reporter.info(`Wrote ${CHANGES_PATH}: ${Object.keys(modifiche?.eventi ?? {}).length} events, ${changed} changed since first published`);
    }

    const entries = await writeChangesFeed(graphql, publicDir, siteUrl);
    reporter.info(`Wrote ${changesFeedPath}: ${entries} entries`);
  } catch (error) {
    reporter.panicOnBuild(
      `Could not write the programme's record of changes (${CHANGES_PATH}, ${PUSH_FILE_PATH}, ${changesFeedPath}, ${LEGACY_SLUGS_PATH}): ${String(error)}`,
    );
  }
}
