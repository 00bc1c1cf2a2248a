import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { archiveJsonLdGraph, festivalJsonLdGraph, serializeJsonLd, type JsonLdScope } from "../../src/seo/json-ld";
import { archiveSharePage } from "../../src/seo/archive-share-page";
import { archivePagePath } from "../../src/utils/archive-paths";
import { sharePageFor } from "../../src/seo/share-pages";
import { siteUrl } from "../site-url";
import { archivedEdition, festivalDataFromNodes, type ImageUrlLookup, type NodeStore } from "../festival-data/load-festival-data";

/**
 * `SitoJson.festivalJsonLd(scope)`: the page's schema.org JSON-LD, built in Node at query time.
 * The Head components only print the resulting string, so the builders never ship in the
 * browser bundle (they cost ~3 KiB gz on every page when they ran in the Head). The festival comes
 * from the build's one loader (gatsby/festival-data), here with its images' public URLs.
 */

/** The parts of Gatsby's resolver context and info used here, typed structurally. */
export interface NodeModelLike extends NodeStore {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
}
type FieldResolver = (source: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown;
interface SchemaLike {
  getType(name: string): unknown;
}

const SCOPES: readonly JsonLdScope[] = ["home", "concerti", "talks"];

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
        async resolve(_source: unknown, args: { anno: number }, context: { nodeModel: NodeModelLike }, info: { schema: SchemaLike }) {
          const data = await festivalDataFromNodes(context.nodeModel, { edition: archivedEdition(args.anno), imageUrl: imageUrlLookup(context, info) });
          return serializeJsonLd(
            archiveJsonLdGraph(data, args.anno, { siteUrl, festivalImage: archiveSharePage(args.anno).image }, archivePagePath(args.anno)),
          );
        },
      },
      festivalJsonLd: {
        type: "String!",
        args: { scope: "String!" },
        async resolve(_source: unknown, args: { scope: string }, context: { nodeModel: NodeModelLike }, info: { schema: SchemaLike }) {
          const scope = SCOPES.find((s) => s === args.scope);
          if (!scope) throw new Error(`festivalJsonLd: unknown scope "${args.scope}" (use ${SCOPES.join(", ")})`);
          const data = await festivalDataFromNodes(context.nodeModel, { imageUrl: imageUrlLookup(context, info) });
          return serializeJsonLd(festivalJsonLdGraph(data, scope, { siteUrl, festivalImage: sharePageFor("/").image }));
        },
      },
    },
  });
};
