import fs from "node:fs/promises";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { festivalEvents, type FestivalEvent } from "../../src/events/festival-events";
import { loadFestivalData } from "../calendar/festival-data";

/**
 * Until issue 36 an event's key was its day-time-venue slug ("2025-09-12-2130-nuovo"); now it is its
 * id. Visitors' saved programmes, `?miei=` links and `#programma-…` anchors made before keep old
 * slugs, so the build publishes what each of today's slugs stands for: { "<old slug>": "<id>" } for
 * the current edition, at LEGACY_SLUGS_PATH, for the browser to translate them. An event moved after
 * the change keeps its id and is listed under its new day, time and venue (an old slug of its former
 * time was saved before the change only if the move also came before it, and then it was lost anyway).
 */
export const LEGACY_SLUGS_PATH = "/eventi/precedenti.json";

/** { old slug: id }, in programme order; two events can never share a slug (the data check refuses it). */
export function legacySlugMap(events: readonly FestivalEvent[]): Record<string, string> {
  return Object.fromEntries(events.map((event) => [event.legacySlug, event.slug]));
}

export async function writeLegacySlugs(graphql: CreatePagesArgs["graphql"], publicDir: string): Promise<number> {
  const map = legacySlugMap(festivalEvents(await loadFestivalData(graphql)));
  const target = path.join(publicDir, LEGACY_SLUGS_PATH);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, `${JSON.stringify(map)}\n`, "utf8");
  return Object.keys(map).length;
}
