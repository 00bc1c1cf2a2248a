import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { festivalName } from "../utils/edition-texts";
import { pagePaths } from "../utils/page-paths";
import { ModificheView } from "../views/modifiche/modifiche-view";

export default function ModifichePage({ data }: PageProps<Queries.ModifichePageQuery>) {
  return <ModificheView data={data} />;
}

export const Head: HeadFC<Queries.ModifichePageQuery, SharePageContext> = ({ data, pageContext }) => {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.ModifichePageQuery["sitoJson"]>;
  return (
    <Seo
      share={pageContext.share}
      title="Modifiche al programma"
      description={`Giorni, orari e luoghi cambiati ed eventi annullati nel programma di ${festivalName(sito)}, dal più recente: com'era e com'è ora.`}
      pathname={pagePaths.modifiche}
    />
  );
};

export const query = graphql`
  query ModifichePage {
    sitoJson {
      nome
      edizione
      # Written at build time from the git history of the programme (gatsby/event-history).
      modificheProgramma {
        storia
        voci {
          codice
          titolo
          scheda
          quando
          quandoTesto
          righe
        }
      }
    }
  }
`;
