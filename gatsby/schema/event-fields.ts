import { formatDateLong, formatDayLong, formatDayShort } from "../../src/utils/format";
import { romeDateTime } from "../../src/utils/rome-time";
import { legacyEventSlug } from "../../src/events/event-keys";
import { eventEnd, romeWallClock } from "../../src/events/festival-events";
import { eventFactsOf, type DatedSource, type NodeModel } from "../programme-nodes";
import type { EventFacts } from "../../src/events/event-facts";
import type { FieldExtension } from "./field-extension";

/**
 * The computed fields of anything that is, or points to, a programme event: the programme's own
 * events, concerts and talks (current and archived). A concert's or talk's day, time and venue are its
 * programme event's (`evento`), so an event moves by one edit.
 */
export const EVENT_FIELDS = `"Day of its programme event, e.g. 2025-09-12"
    data: String! @fromEvent(field: "data")
    "Start time of its programme event, e.g. 21:30"
    ora: String! @fromEvent(field: "ora")
    "Venue of its programme event, e.g. NUoVO"
    luogo: String! @fromEvent(field: "luogo")
    "Status of its programme event: annullato when cancelled, else null"
    stato: String @fromEvent(field: "stato")
    "The page of its venue, e.g. /luoghi/nuovo/, or null when data/luoghi.json has no such venue"
    paginaLuogo: String @venuePage`;

const dateFormats: Record<string, (iso: string) => string> = {
  short: formatDayShort, // "Ven 12 settembre"
  long: formatDayLong, // "Venerdì 12 settembre"
  full: formatDateLong, // "Venerdì 12 settembre 2025"
};

type EventResolver = (facts: EventFacts) => string | null;
/** A field resolved from the event's facts (see eventFactsOf). */
const fromFacts = (compute: EventResolver) => ({
  resolve: async (source: DatedSource, _args: unknown, context: { nodeModel: NodeModel }) => compute(await eventFactsOf(source, context.nodeModel)),
});

export const eventFieldExtensions: readonly FieldExtension[] = [
  {
    name: "italianDate",
    args: { format: "String!" },
    extend(options: { format: string }) {
      const format = dateFormats[options.format];
      return fromFacts(({ data }) => format(data));
    },
  },
  {
    name: "fromEvent",
    args: { field: "String!" },
    extend(options: { field: "data" | "ora" | "luogo" | "stato" }) {
      return fromFacts((facts) => facts[options.field] ?? null);
    },
  },
  {
    name: "romeStart",
    extend() {
      return fromFacts(({ data, ora }) => romeDateTime(data, ora));
    },
  },
  {
    name: "romeEnd",
    extend() {
      return fromFacts(({ data, ora, fine }) => romeDateTime(...romeWallClock(eventEnd(data, ora, fine))));
    },
  },
  {
    name: "eventId",
    extend() {
      return fromFacts(({ id }) => id);
    },
  },
  {
    name: "legacyEventSlug",
    extend() {
      return fromFacts(({ data, ora, luogo }) => legacyEventSlug({ data, ora, luogo }));
    },
  },
];
