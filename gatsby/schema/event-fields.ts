import { formatDateLong, formatDayLong, formatDayShort } from "../../src/utils/format";
import { romeDateTime } from "../../src/utils/rome-time";
import { legacyEventSlug } from "../../src/events/event-keys";
import { eventEnd, romeWallClock } from "../../src/events/festival-events";
import { eventEntryOf, eventFactsOf, eventLabelFieldsOf, isArchivedSource, isDetailSource, type DatedSource, type NodeModel } from "../programme-nodes";
import type { EventFacts } from "../../src/events/event-facts";
import { eventLabels, type EventLabel, type EventLabelFields } from "../../src/events/event-labels";
import { isCancelled } from "../../src/events/event-status";
import type { FieldExtension } from "./field-extension";

/**
 * The computed fields of anything that is, or points to, a programme event: the programme's own
 * events, concerts and talks (current and archived). A concert's or talk's day, time and venue are its
 * programme event's (`evento`), so an event moves by one edit.
 */
/** The labels field, on programme events and on the concerts and talks that name them. */
export const EVENT_LABELS_FIELD = `"The labels its cards show (issue 48): language, services, audience, age, entry, and on today's programme cards the places left"
    etichette: [EtichettaEvento!]! @eventLabels`;

export const EVENT_FIELDS = `"Day of its programme event, e.g. 2025-09-12"
    data: String! @fromEvent(field: "data")
    "Start time of its programme event, e.g. 21:30"
    ora: String! @fromEvent(field: "ora")
    "Venue of its programme event, e.g. NUoVO"
    luogo: String! @fromEvent(field: "luogo")
    "Status of its programme event: annullato when cancelled, else null"
    stato: String @fromEvent(field: "stato")
    "End time of its programme event, HH:MM, or null: cards show an end only where the data has one"
    fine: String @fromEvent(field: "fine")
    "End as ISO 8601 with the Rome offset: fine, or the assumed duration"
    fineIso: String! @romeEnd
    ${EVENT_LABELS_FIELD}
    "The places left as its button says them (Ultimi posti, Esaurito); null when nothing is said, and for a cancelled or archived event"
    posti: EtichettaEvento @eventPlaces
    "Places left, from its programme event: ultimi-posti, esaurito, or null (the lists of ticket and booking links leave out esaurito)"
    disponibilita: String @fromEventLabels(field: "disponibilita")
    "The page of its venue, e.g. /luoghi/nuovo/, or null when data/luoghi.json has no such venue"
    paginaLuogo: String @venuePage`;

/** The words of the labels an event's cards show, and how to get in (src/events/event-labels.ts). */
export const EVENT_LABEL_TYPES = /* GraphQL */ `
  "One label of an event (issue 48): the field it comes from, its code, its words on the cards"
  type EtichettaEvento {
    "lingua, servizi, pubblico, etaMinima, ingresso or disponibilita"
    campo: String!
    "The code, e.g. en, lis, famiglie, 14, gratuito, esaurito"
    valore: String!
    "The words, e.g. In inglese"
    testo: String!
  }

  "How a visitor gets in, read from the concert's ticket link or the talk's booking link and gratuito"
  type IngressoEvento {
    "biglietto or prenotazione"
    modo: String!
    gratuito: Boolean!
  }
`;

/** Every label of an event (src/events/event-labels.ts), from its programme event's fields and its entry. */
export async function labelsOf(source: DatedSource, nodeModel: NodeModel): Promise<EventLabel[]> {
  const [facts, fields, entry] = await Promise.all([eventFactsOf(source, nodeModel), eventLabelFieldsOf(source, nodeModel), eventEntryOf(source, nodeModel)]);
  return eventLabels(fields, entry, isCancelled(facts.stato));
}

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
    extend(options: { field: "data" | "ora" | "luogo" | "stato" | "fine" }) {
      return fromFacts((facts) => facts[options.field] ?? null);
    },
  },
  {
    name: "eventLabels",
    extend() {
      return {
        // The places left are said beside a concert's or talk's button (posti), and not at all once the edition is over.
        resolve: async (source: DatedSource, _args: unknown, context: { nodeModel: NodeModel }) => {
          const labels = await labelsOf(source, context.nodeModel);
          const withPlaces = !isDetailSource(source) && !isArchivedSource(source, context.nodeModel);
          return withPlaces ? labels : labels.filter(({ campo }) => campo !== "disponibilita");
        },
      };
    },
  },
  {
    name: "eventPlaces",
    extend() {
      return {
        resolve: async (source: DatedSource, _args: unknown, context: { nodeModel: NodeModel }) =>
          isArchivedSource(source, context.nodeModel)
            ? null
            : ((await labelsOf(source, context.nodeModel)).find(({ campo }) => campo === "disponibilita") ?? null),
      };
    },
  },
  {
    name: "fromEventLabels",
    args: { field: "String!" },
    extend(options: { field: keyof EventLabelFields }) {
      return {
        resolve: async (source: DatedSource, _args: unknown, context: { nodeModel: NodeModel }) =>
          (await eventLabelFieldsOf(source, context.nodeModel))[options.field] ?? null,
      };
    },
  },
  {
    name: "eventEntry",
    extend() {
      return { resolve: (source: DatedSource, _args: unknown, context: { nodeModel: NodeModel }) => eventEntryOf(source, context.nodeModel) };
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
