import type { EventFacts } from "../src/events/event-facts";
import { entryOf, type EntrySources, type EventEntry, type EventLabelFields } from "../src/events/event-labels";

/**
 * An event's facts (src/events/event-facts.ts) read from the data's nodes, for the computed fields of
 * gatsby/schema/ and the resolvers that read raw nodes: a programme event's own day (its day's), time and venue; a concert's or talk's are
 * its programme event's (`evento`, the event's id), so an event is moved by one edit (issue 36).
 */

/** A node that is, or names, a programme event: its facts (and a programme event's labels) as far as the node holds them. */
export interface DatedSource extends Partial<EventFacts>, EventLabelFields {
  evento?: string;
  anno?: number;
  tipo?: string;
  internal?: { type: string };
  // A concert's ticket link, a talk's booking link and `gratuito`: what its entry is read from.
  ticketLink?: string;
  linkPrenotazione?: string;
  gratuito?: boolean;
}

interface ProgrammeDayNode {
  anno?: number;
  data?: string;
  eventi?: DatedSource[];
}

/** A programme event in the index: its facts, and the labels written on it (src/events/event-labels.ts). */
interface IndexedEvent {
  facts: EventFacts;
  labels: EventLabelFields;
}

export interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<{ anno?: number }> }>;
  findRootNodeAncestor(source: object, predicate: (node: { internal: { type: string } }) => boolean): DatedSource | null;
}

// The first ancestor node that carries a date (the programme day), not the File node above it.
const isDatedNode = (node: { internal: { type: string } }) => node.internal.type === "ProgrammaJson" || node.internal.type === "ArchivioProgrammaJson";

/**
 * The programme events of one edition by id, read once per query (Gatsby gives each query run its
 * own nodeModel, so a change in develop is never served from a stale map).
 */
/** Only what reading the programme needs (resolvers of other modules have narrower node models). */
export interface FindAll {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}
const programmeIndexes = new WeakMap<FindAll, Map<string, Promise<Map<string, IndexedEvent>>>>();
function programmeIndex(nodeModel: FindAll, anno: number | undefined): Promise<Map<string, IndexedEvent>> {
  let byEdition = programmeIndexes.get(nodeModel);
  if (!byEdition) programmeIndexes.set(nodeModel, (byEdition = new Map<string, Promise<Map<string, IndexedEvent>>>()));
  const key = String(anno ?? "current");
  let index = byEdition.get(key);
  if (!index) {
    index = (async () => {
      const type = anno === undefined ? "ProgrammaJson" : "ArchivioProgrammaJson";
      const events = new Map<string, IndexedEvent>();
      for (const day of (await nodeModel.findAll({ type })).entries as Iterable<ProgrammeDayNode>) {
        if (anno !== undefined && day.anno !== anno) continue;
        for (const event of day.eventi ?? []) {
          if (event.id)
            events.set(event.id, {
              facts: {
                id: event.id,
                data: day.data ?? "",
                ora: event.ora ?? "",
                luogo: event.luogo ?? "",
                fine: event.fine,
                stato: event.stato ?? null,
              },
              labels: labelFieldsOf(event),
            });
        }
      }
      return events;
    })();
    byEdition.set(key, index);
  }
  return index;
}

/**
 * The facts of the programme event `evento` (an id): today's, or of the archived edition `anno`.
 * For resolvers that read raw concert and talk nodes, which have `evento` but no day, time or venue.
 */
export async function programmeEventFacts(nodeModel: FindAll, evento: string, anno?: number): Promise<EventFacts | undefined> {
  return (await programmeIndex(nodeModel, anno)).get(evento)?.facts;
}

const labelFieldsOf = ({ lingua, servizi, pubblico, etaMinima, disponibilita }: EventLabelFields): EventLabelFields => ({
  lingua,
  servizi,
  pubblico,
  etaMinima,
  disponibilita,
});

/**
 * An event's facts: a programme event's own (its date from its day), or, for a concert or a talk
 * (which names its programme event in `evento`), the programme event's of the same edition.
 * The data check refuses a reference to no event before any build, so a miss here is a bug.
 */
export async function eventFactsOf(source: DatedSource, nodeModel: NodeModel): Promise<EventFacts> {
  if (typeof source.evento === "string") {
    return (await indexedEventOf(source, source.evento, nodeModel)).facts;
  }
  const data = source.data ?? nodeModel.findRootNodeAncestor(source, isDatedNode)?.data ?? "";
  return { id: source.id ?? "", data, ora: source.ora ?? "", luogo: source.luogo ?? "", fine: source.fine, stato: source.stato ?? null };
}

async function indexedEventOf(source: DatedSource, evento: string, nodeModel: FindAll): Promise<IndexedEvent> {
  const archived = source.internal?.type.startsWith("Archivio") ?? false;
  const event = (await programmeIndex(nodeModel, archived ? source.anno : undefined)).get(evento);
  if (!event) throw new Error(`${source.internal?.type ?? "entry"}: no programme event with id "${evento}" (npm run check:data names the entry)`);
  return event;
}

/** The labels written on an event: a programme event's own, or a concert's or talk's programme event's. */
export async function eventLabelFieldsOf(source: DatedSource, nodeModel: NodeModel): Promise<EventLabelFields> {
  if (typeof source.evento === "string") return (await indexedEventOf(source, source.evento, nodeModel)).labels;
  return labelFieldsOf(source);
}

/**
 * The concerts and talks of one edition by their programme event's id (`evento`), read once per query
 * like the programme: where a programme event's entry is read from (a ticket link, a booking link).
 */
const detailIndexes = new WeakMap<FindAll, Map<string, Promise<Map<string, EntrySources>>>>();
function detailIndex(nodeModel: FindAll, anno: number | undefined): Promise<Map<string, EntrySources>> {
  let byEdition = detailIndexes.get(nodeModel);
  if (!byEdition) detailIndexes.set(nodeModel, (byEdition = new Map<string, Promise<Map<string, EntrySources>>>()));
  const key = String(anno ?? "current");
  let index = byEdition.get(key);
  if (!index) {
    index = (async () => {
      const prefix = anno === undefined ? "" : "Archivio";
      const sources = new Map<string, EntrySources>();
      const inEdition = (node: DatedSource) => anno === undefined || node.anno === anno;
      // As festivalEvents joins them: a concert first, then a talk.
      for (const talk of (await nodeModel.findAll({ type: `${prefix}TalksJson` })).entries as Iterable<DatedSource>) {
        if (typeof talk.evento === "string" && inEdition(talk)) sources.set(talk.evento, { talk });
      }
      for (const concert of (await nodeModel.findAll({ type: `${prefix}ConcertiJson` })).entries as Iterable<DatedSource>) {
        if (typeof concert.evento === "string" && inEdition(concert)) sources.set(concert.evento, { concert });
      }
      return sources;
    })();
    byEdition.set(key, index);
  }
  return index;
}

/**
 * How a visitor gets in (src/events/event-labels.ts, entryOf): a concert's or talk's from its own link,
 * a programme event's from the concert or talk that names it, in its own edition; null with neither.
 */
export async function eventEntryOf(source: DatedSource, nodeModel: NodeModel): Promise<EventEntry | null> {
  const type = source.internal?.type ?? "";
  if (type.endsWith("ConcertiJson")) return entryOf({ concert: source });
  if (type.endsWith("TalksJson")) return entryOf({ talk: source });
  const day = nodeModel.findRootNodeAncestor(source, isDatedNode);
  const archived = day?.internal?.type === "ArchivioProgrammaJson";
  return entryOf((await detailIndex(nodeModel, archived ? day?.anno : undefined)).get(source.id ?? "") ?? {});
}

/** A concert or talk (not a programme event): its card has the ticket or booking button. */
export const isDetailSource = (source: DatedSource): boolean => /(ConcertiJson|TalksJson)$/.test(source.internal?.type ?? "");

/** Whether a node is of an archived edition: an archive's concert or talk, or a programme event of an archive's day. */
export function isArchivedSource(source: DatedSource, nodeModel: NodeModel): boolean {
  if (source.internal) return source.internal.type.startsWith("Archivio");
  return nodeModel.findRootNodeAncestor(source, isDatedNode)?.internal?.type === "ArchivioProgrammaJson";
}
