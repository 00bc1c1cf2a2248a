import type { EventFacts } from "../src/events/event-facts";

/**
 * An event's facts (src/events/event-facts.ts) read from the data's nodes, for the computed fields of
 * gatsby/schema/ and the resolvers that read raw nodes: a programme event's own day (its day's), time and venue; a concert's or talk's are
 * its programme event's (`evento`, the event's id), so an event is moved by one edit (issue 36).
 */

/** A node that is, or names, a programme event: its facts as far as the node holds them. */
export interface DatedSource extends Partial<EventFacts> {
  evento?: string;
  anno?: number;
  tipo?: string;
  internal?: { type: string };
}

interface ProgrammeDayNode {
  anno?: number;
  data?: string;
  eventi?: DatedSource[];
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
const programmeIndexes = new WeakMap<FindAll, Map<string, Promise<Map<string, EventFacts>>>>();
function programmeIndex(nodeModel: FindAll, anno: number | undefined): Promise<Map<string, EventFacts>> {
  let byEdition = programmeIndexes.get(nodeModel);
  if (!byEdition) programmeIndexes.set(nodeModel, (byEdition = new Map<string, Promise<Map<string, EventFacts>>>()));
  const key = String(anno ?? "current");
  let index = byEdition.get(key);
  if (!index) {
    index = (async () => {
      const type = anno === undefined ? "ProgrammaJson" : "ArchivioProgrammaJson";
      const events = new Map<string, EventFacts>();
      for (const day of (await nodeModel.findAll({ type })).entries as Iterable<ProgrammeDayNode>) {
        if (anno !== undefined && day.anno !== anno) continue;
        for (const event of day.eventi ?? []) {
          if (event.id)
            events.set(event.id, {
              id: event.id,
              data: day.data ?? "",
              ora: event.ora ?? "",
              luogo: event.luogo ?? "",
              fine: event.fine,
              stato: event.stato ?? null,
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
  return (await programmeIndex(nodeModel, anno)).get(evento);
}

/**
 * An event's facts: a programme event's own (its date from its day), or, for a concert or a talk
 * (which names its programme event in `evento`), the programme event's of the same edition.
 * The data check refuses a reference to no event before any build, so a miss here is a bug.
 */
export async function eventFactsOf(source: DatedSource, nodeModel: NodeModel): Promise<EventFacts> {
  if (typeof source.evento === "string") {
    const archived = source.internal?.type.startsWith("Archivio") ?? false;
    const facts = (await programmeIndex(nodeModel, archived ? source.anno : undefined)).get(source.evento);
    if (!facts) throw new Error(`${source.internal?.type ?? "entry"}: no programme event with id "${source.evento}" (npm run check:data names the entry)`);
    return facts;
  }
  const data = source.data ?? nodeModel.findRootNodeAncestor(source, isDatedNode)?.data ?? "";
  return { id: source.id ?? "", data, ora: source.ora ?? "", luogo: source.luogo ?? "", fine: source.fine, stato: source.stato ?? null };
}
