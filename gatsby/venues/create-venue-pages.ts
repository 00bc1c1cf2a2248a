import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { pageShareOf, sharePageFor } from "../../src/seo/share-pages";
import { venuePagePath } from "../../src/venues/venue-paths";

const query = /* GraphQL */ `
  query VenueSlugs {
    allLuoghiJson {
      nodes {
        slug
      }
    }
  }
`;

/**
 * One page per venue of data/luoghi.json, at /luoghi/<slug>/ (the list is src/pages/luoghi.tsx), with
 * home's share image: Gatsby runs no onCreatePage of ours on our own pages (gatsby/on-create-page.ts).
 */
export const createVenuePages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allLuoghiJson: { nodes: { slug: string }[] } }>(query);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`could not list the venues: ${JSON.stringify(result.errors)}`);
    return;
  }
  const component = path.resolve("src/templates/luogo.tsx");
  for (const { slug } of result.data.allLuoghiJson.nodes) {
    actions.createPage({ path: venuePagePath(slug), component, context: { slug, share: pageShareOf(sharePageFor(venuePagePath(slug))) } });
  }
};
