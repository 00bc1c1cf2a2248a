import type { GatsbyNode } from "gatsby";
import { vapidPublicKey } from "./push-key";

/** The node type that says whether this build offers notifications («Avvisami se cambiano»). */
export const PUSH_BUILD_TYPE = "NotificheBuild";

/**
 * One node per build whose digest is whether the build has a VAPID key. The `notifiche` field of
 * sito.json reads it, so Gatsby reruns the queries that show the notifications' texts (the home
 * programme's line, the privacy page) when the key is added or removed with no data file changed: its
 * cache would otherwise publish the other kind of build's texts.
 */
export const sourcePushBuildNode: NonNullable<GatsbyNode["sourceNodes"]> = ({ actions, createNodeId, createContentDigest }) => {
  const attive = vapidPublicKey() !== null;
  void actions.createNode({
    id: createNodeId(PUSH_BUILD_TYPE),
    attive,
    internal: { type: PUSH_BUILD_TYPE, contentDigest: createContentDigest({ attive }) },
  });
};
