import type { GatsbyNode } from "gatsby";
import { createResolvers as createJsonLdResolvers } from "./json-ld/festival-json-ld-resolver";
import { createPageTextsResolvers } from "./page-texts/page-texts-resolver";
import { createChangesResolvers } from "./published-record/changes-resolver";
import { createPrintProgrammeResolvers } from "./print/print-programme-resolver";

/** Gatsby takes one createResolvers per site: each field computed in Node adds its own here. */
export const createResolvers: GatsbyNode["createResolvers"] = async (...args) => {
  await createJsonLdResolvers?.(...args);
  await createPageTextsResolvers?.(...args);
  await createChangesResolvers?.(...args);
  await createPrintProgrammeResolvers?.(...args);
};
