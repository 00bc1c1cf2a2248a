import type { GatsbyNode } from "gatsby";

/** The node type that carries the build's instant (and, through gatsby/schema/, the notices valid then). */
export const NOTICES_BUILD_TYPE = "AvvisiBuild";

/**
 * When this build judges the notices' windows: now, or CONNESSIONI_BUILD_INSTANT (an ISO instant) for a
 * build with a fixed clock (tests).
 */
export function buildInstant(env: NodeJS.ProcessEnv = process.env): Date {
  const fixed = env.CONNESSIONI_BUILD_INSTANT;
  if (fixed) {
    const date = new Date(fixed);
    if (Number.isNaN(date.getTime())) throw new Error(`CONNESSIONI_BUILD_INSTANT is not an ISO instant: ${fixed}`);
    return date;
  }
  return new Date();
}

/**
 * One node per build holding its instant. Its content digest changes at every build, so Gatsby reruns
 * the queries that read it (the layout's, with the notices valid now) even when no data file changed:
 * a notice whose window opened since the last build appears in the rebuilt pages.
 */
export const sourceBuildInstantNode: NonNullable<GatsbyNode["sourceNodes"]> = ({ actions, createNodeId, createContentDigest }) => {
  const istante = buildInstant().toISOString();
  void actions.createNode({
    id: createNodeId(NOTICES_BUILD_TYPE),
    istante,
    internal: { type: NOTICES_BUILD_TYPE, contentDigest: createContentDigest(istante) },
  });
};
