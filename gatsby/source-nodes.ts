import type { GatsbyNode } from "gatsby";
import { sourceBuildInstantNode } from "./notices/build-instant";
import { sourcePushBuildNode } from "./push-build-node";

/** The nodes a build makes of itself rather than of data/: its instant (the notices) and whether it has notifications. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (...args) => {
  await sourceBuildInstantNode(...args);
  await sourcePushBuildNode(...args);
};
