import type { NodePluginArgs } from "gatsby";
import {
  festivalEvents,
  type ConcertInput,
  type FestivalDataInput,
  type FestivalEvent,
  type ProgrammeDayInput,
  type SiteInput,
  type TalkInput,
} from "../../src/events/festival-events";
import type { VenueInput } from "../../src/venues/venue";
import { buildEventChanges } from "../event-history/build-record";

/**
 * The build's one loader of the festival: an edition's programme, concerts and talks, the venues
 * (data/luoghi.json) and the site, with the record of what was published (gatsby/event-history) for
 * today's edition, and its events (src/events/festival-events.ts) each joined with its venue's entry.
 * Every build step reads it: the post-build steps (calendars, schedule feeds, the record's files)
 * through loadFestivalData, once per build; the GraphQL resolvers (JSON-LD, the changes' notes),
 * which run inside a query, through festivalDataFromNodes on their node model. Both read the same
 * data nodes, so every step sees one festival and one record.
 */

/** A data node as gatsby-transformer-json makes it: the JSON entry's fields, its id and its File node's id. */
export type DataNode = { id: string; parent?: string | null; [field: string]: unknown };

/** The part of Gatsby's node store the loader reads (a resolver's `context.nodeModel` fits it). */
export interface NodeStore {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
  getNodeById(args: { id: string }): unknown;
}

/** The public URL of a data image (a resolver's `publicURL`, which also copies the file to public/); null when unknown. */
export type ImageUrlLookup = (owner: DataNode, relativePath: unknown) => Promise<string | null>;

/** Today's edition's node types, or an archived edition's (data/archivio/<anno>/, nodes filtered by year). */
export interface EditionSource {
  types: { programma: string; concerti: string; talks: string };
  anno?: number;
}
export const CURRENT_EDITION: EditionSource = { types: { programma: "ProgrammaJson", concerti: "ConcertiJson", talks: "TalksJson" } };
export const archivedEdition = (anno: number): EditionSource => ({
  types: { programma: "ArchivioProgrammaJson", concerti: "ArchivioConcertiJson", talks: "ArchivioTalksJson" },
  anno,
});

/** An event with its venue's entry of data/luoghi.json; null only for an archived edition's venue that the file no longer holds. */
export type VenueEvent = FestivalEvent<VenueInput>;

/** What the loader gives every build step. */
export interface FestivalData extends FestivalDataInput<VenueInput> {
  /** The edition's events in time order, each with its venue (src/events/festival-events.ts). */
  events: VenueEvent[];
}

/** The entries of a JSON array file in the file's order: the order of their File node's children (entries of several files keep the files apart, in the order met). */
export function inFileOrder(nodes: DataNode[], nodeStore: Pick<NodeStore, "getNodeById">): DataNode[] {
  const position = new Map<string, number>();
  for (const node of nodes) {
    if (!node.parent || position.has(node.id)) continue;
    const children = (nodeStore.getNodeById({ id: node.parent }) as { children?: string[] } | null)?.children ?? [];
    children.forEach((id, index) => position.set(id, index));
  }
  const parents = [...new Set(nodes.map((node) => node.parent ?? ""))];
  const key = (node: DataNode) => [parents.indexOf(node.parent ?? ""), position.get(node.id) ?? Number.MAX_SAFE_INTEGER] as const;
  return [...nodes].sort((a, b) => {
    const [fa, ia] = key(a);
    const [fb, ib] = key(b);
    return fa - fb || ia - ib;
  });
}

/** The festival as the data nodes hold it: today's edition unless `edition` names an archived one; no images unless `imageUrl` finds them. */
export async function festivalDataFromNodes(
  nodeStore: NodeStore,
  { edition = CURRENT_EDITION, imageUrl = async () => null }: { edition?: EditionSource; imageUrl?: ImageUrlLookup } = {},
): Promise<FestivalData> {
  // In their file's order: the store's own order is not it (it changes as an incremental build
  // re-creates nodes), and the venues' and concerts' order is the volunteers' (lists, the push file).
  const ofType = async (type: string) => inFileOrder(Array.from((await nodeStore.findAll({ type })).entries) as DataNode[], nodeStore);
  const all = async (kind: keyof EditionSource["types"]) =>
    (await ofType(edition.types[kind])).filter((node) => edition.anno === undefined || node.anno === edition.anno);
  const image = async (owner: DataNode, rel: unknown) => ({ publicURL: await imageUrl(owner, rel) });

  const [sito] = await ofType("SitoJson");
  if (!sito) throw new Error("could not read the festival data: sito.json missing");
  const days = (await all("programma")).sort((a, b) => String(a.data).localeCompare(String(b.data)));
  const programma: ProgrammeDayInput[] = [];
  for (const day of days) {
    const eventi = [];
    for (const ev of day.eventi as Record<string, unknown>[]) {
      eventi.push({ ...(ev as unknown as ProgrammeDayInput["eventi"][number]), locandina: await image(day, ev.locandina) });
    }
    programma.push({ data: String(day.data), eventi });
  }
  const concerti: ConcertInput[] = [];
  for (const c of await all("concerti")) {
    concerti.push({ ...(c as unknown as ConcertInput), immagine: await image(c, c.immagine) });
  }
  const talks: TalkInput[] = [];
  for (const t of await all("talks")) {
    talks.push({
      ...(t as unknown as TalkInput),
      immagine: await image(t, t.immagine),
      secondaImmagine: await image(t, t.secondaImmagine),
      terzaImmagine: await image(t, t.terzaImmagine),
      quartaImmagine: await image(t, t.quartaImmagine),
    });
  }
  // The venues are one list for every edition (data/luoghi.json keeps those no event uses any more).
  const luoghi = (await ofType("LuoghiJson")) as unknown as VenueInput[];
  // Today's edition only: an archive's events keep the status of their data, and no record. The history
  // is that of the file these nodes came from (their parent File node's folder).
  const dataDir = days[0]?.parent ? (nodeStore.getNodeById({ id: days[0].parent }) as { dir?: string } | null)?.dir : undefined;
  const modifiche = edition === CURRENT_EDITION ? buildEventChanges(programma, luoghi, dataDir) : undefined;
  const data: FestivalDataInput<VenueInput> = { sito: sito as unknown as SiteInput, luoghi, programma, concerti, talks, ...(modifiche && { modifiche }) };
  const events = festivalEvents(data);
  if (edition === CURRENT_EDITION) {
    // The data check (gatsby/data-validation/checks/venues.ts) stops a build whose programme names a venue luoghi.json lacks.
    const unknown = events.find((event) => !event.venue.luogo);
    if (unknown)
      throw new Error(
        `event ${unknown.id} names the venue "${unknown.facts.luogo}", which luoghi.json does not hold (the data check lets no such build start)`,
      );
  }
  return { ...data, events };
}

/** The Node API helpers of a post-build step, as a node store. */
export const nodeStoreOf = ({ getNodesByType, getNode }: Pick<NodePluginArgs, "getNodesByType" | "getNode">): NodeStore => ({
  findAll: async ({ type }) => ({ entries: getNodesByType(type) }),
  getNodeById: ({ id }) => getNode(id) ?? null,
});

// Memoised per build: the post-build steps share one `getNodesByType`'s result through the API's args.
const loaded = new WeakMap<object, Promise<FestivalData>>();

/** Today's festival for a post-build step (`args`: the step's Node API arguments), read once per build. */
export function loadFestivalData(args: Pick<NodePluginArgs, "getNodesByType" | "getNode">): Promise<FestivalData> {
  let data = loaded.get(args);
  if (!data) loaded.set(args, (data = festivalDataFromNodes(nodeStoreOf(args))));
  return data;
}
