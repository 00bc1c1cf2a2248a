import type { GatsbyNode } from "gatsby";
import { PAGES, pageTexts, type PageName, type PageTextsContent, type SiteNode } from "./page-texts";

/**
 * `SitoJson.testiPagina(pagina)`: a page's edition-dependent words (title, description, kicker),
 * derived from the data in Node at query time. The pages only print the strings, so the
 * builders and the date formatting never ship in the browser bundle.
 */

interface NodeModelLike {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}

export const pageTextsTypeDefs = /* GraphQL */ `
  type SitoTestiPagina {
    "The page's full title, or null where the page names itself"
    titolo: String
    descrizione: String!
    "The line above the page's heading, or null where there is none"
    occhiello: String
  }
`;

async function contentOf(nodeModel: NodeModelLike): Promise<PageTextsContent> {
  const all = async <T>(type: string) => Array.from((await nodeModel.findAll({ type })).entries) as T[];
  return {
    concerti: await all<{ luogo: string }>("ConcertiJson"),
    talks: await all<unknown>("TalksJson"),
    edizioni: await all<{ anno: number; data: string; stato: string }>("EdizioniJson"),
  };
}

export const createPageTextsResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    SitoJson: {
      testiPagina: {
        type: "SitoTestiPagina!",
        args: { pagina: "String!" },
        async resolve(source: SiteNode, args: { pagina: string }, context: { nodeModel: NodeModelLike }) {
          const page = PAGES.find((p) => p === args.pagina);
          if (!page) throw new Error(`testiPagina: unknown page "${args.pagina}" (use ${PAGES.join(", ")})`);
          const texts = pageTexts(page as PageName, source, await contentOf(context.nodeModel));
          return { titolo: texts.title, descrizione: texts.description, occhiello: texts.kicker };
        },
      },
    },
  });
};
