import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { ConcertInput, FestivalDataInput, ProgrammeDayInput, SiteInput, TalkInput, VenueNamingInput } from "../../src/events/festival-events";
import { archiveJsonLdGraph, festivalJsonLdGraph, serializeJsonLd, type JsonLdScope } from "../../src/seo/json-ld";
import { archiveSharePage } from "../../src/seo/archive-share-page";
import { archivePagePath } from "../../src/utils/archive-paths";
import { sharePageFor } from "../../src/seo/share-pages";
import { siteUrl } from "../site-url";
import { festivalRecord } from "../festival-data/load-festival-data";

/**
 * `SitoJson.festivalJsonLd(scope)`: the page's schema.org JSON-LD, built in Node at query time.
 * The Head components only print the resulting string, so the builders never ship in the
 * browser bundle (they cost ~3 KiB gz on every page when they ran in the Head).
 */

type RawNode = { id: string; parent?: string | null; [field: string]: unknown };

/** The parts of Gatsby's resolver context and info used here, typed structurally. */
export interface NodeModelLike {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
  getNodeById(args: { id: string }): unknown;
}
type FieldResolver = (source: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown;
interface SchemaLike {
  getType(name: string): unknown;
}

const SCOPES: readonly JsonLdScope[] = ["home", "concerti", "talks"];

/** The public URL of a data image, as `publicURL` gives it (which also copies the file to public/). */
export type ImageUrlLookup = (owner: RawNode, relativePath: unknown) => Promise<string | null>;

/** Today's edition's node types, or an archived edition's (data/archivio/<anno>/, nodes filtered by year). */
interface EditionSource {
  types: { programma: string; concerti: string; talks: string };
  anno?: number;
}
const CURRENT: EditionSource = { types: { programma: "ProgrammaJson", concerti: "ConcertiJson", talks: "TalksJson" } };
const archived = (anno: number): EditionSource => ({
  types: { programma: "ArchivioProgrammaJson", concerti: "ArchivioConcertiJson", talks: "ArchivioTalksJson" },
  anno,
});

export async function festivalDataFromNodes(
  sito: RawNode,
  nodeModel: NodeModelLike,
  imageUrl: ImageUrlLookup,
  source: EditionSource = CURRENT,
): Promise<FestivalDataInput> {
  const all = async (kind: keyof EditionSource["types"]) =>
    (Array.from((await nodeModel.findAll({ type: source.types[kind] })).entries) as RawNode[]).filter(
      (node) => source.anno === undefined || node.anno === source.anno,
    );
  const image = async (owner: RawNode, rel: unknown) => ({ publicURL: await imageUrl(owner, rel) });

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
  // Today's edition only: an archive's events keep the status of their data, and no record.
  // The history of the file these nodes came from (their parent File node's folder).
  const dataDir = days[0]?.parent ? (nodeModel.getNodeById({ id: days[0].parent }) as { dir?: string } | null)?.dir : undefined;
  // The venues are one list for every edition (data/luoghi.json keeps those no event uses any more).
  const luoghi = Array.from((await nodeModel.findAll({ type: "LuoghiJson" })).entries) as VenueNamingInput[];
  const modifiche = source === CURRENT ? festivalRecord(programma, luoghi, dataDir) : undefined;
  return { sito: sito as unknown as SiteInput, luoghi, programma, concerti, talks, ...(modifiche && { modifiche }) };
}

function imageUrlLookup(context: { nodeModel: NodeModelLike }, info: { schema: SchemaLike }): ImageUrlLookup {
  const fileType = info.schema.getType("File") as { getFields(): Record<string, { resolve?: FieldResolver }> };
  const publicUrlResolver = fileType.getFields().publicURL.resolve;
  return async (owner, rel) => {
    if (typeof rel !== "string" || !owner.parent || !publicUrlResolver) return null;
    // Image paths in the data are relative to the JSON file that names them.
    const jsonFile = context.nodeModel.getNodeById({ id: owner.parent }) as { dir?: string } | null;
    if (!jsonFile?.dir) return null;
    const absolutePath = path.join(jsonFile.dir, rel);
    const file = await context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: absolutePath } } } });
    if (!file) return null;
    return ((await publicUrlResolver(file, {}, context, info)) as string | null) ?? null;
  };
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types createResolvers as a bare Function
  create({
    SitoJson: {
      archivioJsonLd: {
        type: "String!",
        args: { anno: "Int!" },
        async resolve(source: RawNode, args: { anno: number }, context: { nodeModel: NodeModelLike }, info: { schema: SchemaLike }) {
          const data = await festivalDataFromNodes(source, context.nodeModel, imageUrlLookup(context, info), archived(args.anno));
          return serializeJsonLd(
            archiveJsonLdGraph(data, args.anno, { siteUrl, festivalImage: archiveSharePage(args.anno).image }, archivePagePath(args.anno)),
          );
        },
      },
      festivalJsonLd: {
        type: "String!",
        args: { scope: "String!" },
        async resolve(source: RawNode, args: { scope: string }, context: { nodeModel: NodeModelLike }, info: { schema: SchemaLike }) {
          const scope = SCOPES.find((s) => s === args.scope);
          if (!scope) throw new Error(`festivalJsonLd: unknown scope "${args.scope}" (use ${SCOPES.join(", ")})`);
          const data = await festivalDataFromNodes(source, context.nodeModel, imageUrlLookup(context, info));
          return serializeJsonLd(festivalJsonLdGraph(data, scope, { siteUrl, festivalImage: sharePageFor("/").image }));
        },
      },
    },
  });
};
