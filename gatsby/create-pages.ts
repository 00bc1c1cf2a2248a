import type { GatsbyNode } from "gatsby";
import { createPages as createArchivePages } from "./archive/create-archive-pages";
import { createVenuePages } from "./venues/create-venue-pages";

/** The pages made from data rather than from src/pages: each archived edition's, each venue's. */
export const createPages: GatsbyNode["createPages"] = async (args, options) => {
  await createArchivePages!(args, options, () => undefined);
  await createVenuePages!(args, options, () => undefined);
};
