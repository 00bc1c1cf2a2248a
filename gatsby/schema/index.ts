import type { GatsbyNode } from "gatsby";
import { pageTextsTypeDefs } from "../page-texts/page-texts-resolver";
import { changesTypeDefs } from "../published-record/changes-resolver";
import { printProgrammeTypeDefs } from "../print/print-programme-resolver";
import { archiveComputedTypeDefs, archiveTypeDefs } from "./archive-types";
import { concertsComputedTypeDefs, concertsTypeDefs } from "./concerts-types";
import { editionsComputedTypeDefs, editionsFieldExtensions, editionsTypeDefs } from "./editions-types";
import { EVENT_LABEL_TYPES, eventFieldExtensions } from "./event-fields";
import { noticesComputedTypeDefs, noticesFieldExtensions, noticesTypeDefs } from "./notices-types";
import { programmeComputedTypeDefs, programmeFieldExtensions, programmeTypeDefs } from "./programme-types";
import { siteComputedTypeDefs, siteFieldExtensions, siteTypeDefs } from "./site-types";
import { talksComputedTypeDefs, talksTypeDefs } from "./talks-types";
import { venuesComputedTypeDefs, venuesFieldExtensions, venuesTypeDefs } from "./venues-types";

export { ARCHIVE_TYPES, archivedYears } from "./archive-types";

/**
 * The data contract of data/*.json, declared in full so the site never depends on schema
 * inference: a field missing from every entry (say, no talk with a fourth image) still exists
 * in the schema, and a field of the wrong type is never dropped silently.
 * Non-null (!) where the specification requires the value; nullable where it is optional.
 * One module per data file holds its types.
 */
export const typeDefs = [
  siteTypeDefs,
  venuesTypeDefs,
  programmeTypeDefs,
  concertsTypeDefs,
  talksTypeDefs,
  archiveTypeDefs,
  editionsTypeDefs,
  noticesTypeDefs,
].join("");

/**
 * Fields computed at build time from the data above, so the browser ships no date or time-zone
 * code: Italian date labels and ISO 8601 start times with the Europe/Rome offset of that date.
 * Kept apart from `typeDefs`, which mirrors the JSON files (and their JSON Schemas) exactly.
 */
export const computedTypeDefs = [
  EVENT_LABEL_TYPES,
  siteComputedTypeDefs,
  venuesComputedTypeDefs,
  programmeComputedTypeDefs,
  concertsComputedTypeDefs,
  talksComputedTypeDefs,
  archiveComputedTypeDefs,
  noticesComputedTypeDefs,
  editionsComputedTypeDefs,
].join("");

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  for (const extension of [
    ...eventFieldExtensions,
    ...siteFieldExtensions,
    ...venuesFieldExtensions,
    ...programmeFieldExtensions,
    ...editionsFieldExtensions,
    ...noticesFieldExtensions,
  ]) {
    actions.createFieldExtension(extension);
  }
  actions.createTypes(typeDefs);
  actions.createTypes(computedTypeDefs);
  actions.createTypes(pageTextsTypeDefs);
  actions.createTypes(changesTypeDefs);
  actions.createTypes(printProgrammeTypeDefs);
};
