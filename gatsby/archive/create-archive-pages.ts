import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { archiveSharePage } from "../../src/seo/archive-share-page";
import { pageShareOf } from "../../src/seo/share-pages";
import { archivePagePath } from "../../src/utils/archive-paths";

const query = /* GraphQL */ `
  query ArchivedYears {
    allArchivioProgrammaJson {
      distinct(field: { anno: SELECT })
    }
    allArchivioConcertiJson {
      distinct(field: { anno: SELECT })
    }
    allArchivioTalksJson {
      distinct(field: { anno: SELECT })
    }
  }
`;

type Distinct = { distinct: string[] };
interface ArchivedYearsResult {
  allArchivioProgrammaJson: Distinct;
  allArchivioConcertiJson: Distinct;
  allArchivioTalksJson: Distinct;
}

/** The years with an archived edition, from the archive's nodes, newest first. */
export function yearsOf(result: ArchivedYearsResult): number[] {
  const years = new Set(Object.values(result).flatMap((list: Distinct) => list.distinct.map(Number)));
  return [...years].sort((a, b) => b - a);
}

/** One page per archived edition (data/archivio/<anno>/), at /edizioni/<anno>/, with its own share image (gatsby/on-create-page.ts). */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<ArchivedYearsResult>(query);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`could not list the archived editions: ${JSON.stringify(result.errors)}`);
    return;
  }
  const component = path.resolve("src/templates/archivio.tsx");
  for (const anno of yearsOf(result.data)) {
    actions.createPage({ path: archivePagePath(anno), component, context: { anno, share: pageShareOf(archiveSharePage(anno)) } });
  }
};
