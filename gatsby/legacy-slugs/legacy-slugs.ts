import { legacyEventSlug } from "../../src/events/event-keys";
import type { FestivalEvent } from "../../src/events/festival-events";
import type { ProgrammeHistory } from "../event-history/event-history";

/**
 * Until issue 36 an event's key was its day-time-venue slug ("2025-09-12-2130-nuovo"); now it is its
 * id. Visitors' saved programmes, `?miei=` links and `#programma-…` anchors made before keep old
 * slugs, so the build publishes what each stands for: { "<old slug>": "<id>" } for the current
 * edition, at LEGACY_SLUGS_PATH, for the browser to translate them (src/enhancements/pocket/legacy-keys.ts).
 *
 * An old slug is what the event was when it got its id: its day, time and venue in the first version of
 * the programme's history (gatsby/event-history) that has its id. However often it moved since, a list
 * saved before the ids still finds it. Today's slugs are listed too (a build without history has only
 * them), unless an event's slug from before the ids claims it: that is what an old list meant.
 */
export const LEGACY_SLUGS_PATH = "/eventi/precedenti.json";

/**
 * By id, each event's slug when it got its id (its first version in the history), oldest version first:
 * a slug an older event already had is not taken by one added later (no list saved before the ids can
 * mean the newcomer). Empty without history.
 */
function slugsWhenIdsCame(history: ProgrammeHistory): Map<string, string> {
  const byId = new Map<string, string>();
  if (!history.available) return byId;
  const taken = new Set<string>();
  for (const version of history.versions) {
    for (const [id, facts] of version.events) {
      if (byId.has(id)) continue;
      const slug = legacyEventSlug(facts);
      byId.set(id, taken.has(slug) ? "" : slug);
      taken.add(slug);
    }
  }
  return byId;
}

/** { old slug: id } for today's events, in programme order: the slug it had when it got its id, then today's. */
export function legacySlugMap(history: ProgrammeHistory, events: readonly Pick<FestivalEvent, "id" | "legacySlug">[]): Record<string, string> {
  const first = slugsWhenIdsCame(history);
  const claimed = new Set(events.map((event) => first.get(event.id)).filter(Boolean));
  const entries: [string, string][] = [];
  for (const event of events) {
    const before = first.get(event.id);
    if (before) entries.push([before, event.id]);
    if (event.legacySlug !== before && !claimed.has(event.legacySlug)) entries.push([event.legacySlug, event.id]);
  }
  return Object.fromEntries(entries);
}
