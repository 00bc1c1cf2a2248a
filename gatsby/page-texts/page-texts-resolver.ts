import type { GatsbyNode } from "gatsby";
import { archiveDescription, archiveKicker, archiveTitle } from "../../src/utils/edition-texts";
import { programmeEventFacts } from "../programme-nodes";
import { PAGES, pageTexts, type PageTextsContent, type SiteNode } from "./page-texts";

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
    // A concert's venue is its programme event's (evento).
    concerti: await Promise.all(
      (await all<{ evento: string }>("ConcertiJson")).map(async (concert) => ({ luogo: (await programmeEventFacts(nodeModel, concert.evento))?.luogo ?? "" })),
    ),
    talks: await all<unknown>("TalksJson"),
    edizioni: await all<{ anno: number; data: string; stato: string }>("EdizioniJson"),
  };
}

export const createPageTextsResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types createResolvers as a bare Function
  create({
    SitoJson: {
      testiPagina: {
        type: "SitoTestiPagina!",
        args: { pagina: "String!" },
        async resolve(source: SiteNode, args: { pagina: string }, context: { nodeModel: NodeModelLike }) {
          const page = PAGES.find((p) => p === args.pagina);
          if (!page) throw new Error(`testiPagina: unknown page "${args.pagina}" (use ${PAGES.join(", ")})`);
          const texts = pageTexts(page, source, await contentOf(context.nodeModel));
          return { titolo: texts.title, descrizione: texts.description, occhiello: texts.kicker };
        },
      },
      testiArchivio: {
        type: "SitoTestiPagina!",
        args: { anno: "Int!" },
        async resolve(source: SiteNode, args: { anno: number }, context: { nodeModel: NodeModelLike }) {
          const ofYear = async (type: string) =>
            Array.from((await context.nodeModel.findAll({ type })).entries).filter((node) => (node as { anno?: number }).anno === args.anno);
          const edition = (await ofYear("EdizioniJson"))[0] as { data?: string } | undefined;
          const facts = {
            nome: source.nome,
            citta: source.organizzatore.citta,
            anno: args.anno,
            // data/archivio/<anno> without an edition of that year stops the build (gatsby/data-validation).
            data: edition?.data ?? String(args.anno),
            concerti: (await ofYear("ArchivioConcertiJson")).length,
            talks: (await ofYear("ArchivioTalksJson")).length,
          };
          return { titolo: archiveTitle(facts), descrizione: archiveDescription(facts), occhiello: archiveKicker(facts) };
        },
      },
    },
  });
};
