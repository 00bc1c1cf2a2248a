import { archivePagePath } from "../../src/utils/archive-paths";
import type { NodeModel } from "../programme-nodes";
import { archivedYears } from "./archive-types";
import type { FieldExtension } from "./field-extension";

/** data/edizioni.json: the festival's editions, past and current. */
export const editionsTypeDefs = /* GraphQL */ `
  type EdizioniJson implements Node @dontInfer {
    anno: Int!
    data: String!
    luogo: String!
    ospiti: [String!]!
    descrizione: String!
    immagine: File @fileByRelativePath
    immagineAlt: String
    stato: String!
  }
`;

export const editionsComputedTypeDefs = /* GraphQL */ `
  type EdizioniJson implements Node {
    "The archived edition's page, e.g. /edizioni/2025/, or null when data/archivio has no folder of that year"
    paginaArchivio: String @archivePage
  }
`;

export const editionsFieldExtensions: readonly FieldExtension[] = [
  {
    name: "archivePage",
    extend() {
      return {
        async resolve(source: { anno?: number }, _args: unknown, context: { nodeModel: NodeModel }) {
          return (await archivedYears(context.nodeModel)).has(source.anno ?? NaN) ? archivePagePath(source.anno ?? 0) : null;
        },
      };
    },
  },
];
