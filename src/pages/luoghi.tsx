import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { festivalName } from "../utils/edition-texts";
import { pagePaths } from "../utils/page-paths";
import { LuoghiView } from "../views/luoghi/luoghi-view";

export default function LuoghiPage({ data }: PageProps<Queries.LuoghiPageQuery>) {
  return <LuoghiView data={data} />;
}

export const Head: HeadFC<Queries.LuoghiPageQuery, SharePageContext> = ({ data, pageContext }) => {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.LuoghiPageQuery["sitoJson"]>;
  return (
    <Seo
      share={pageContext.share}
      title="Luoghi"
      description={`I luoghi di ${festivalName(sito)} a ${sito.organizzatore.citta}: indirizzo, come arrivare, accessibilità ed eventi di ciascuno.`}
      pathname={pagePaths.luoghi}
    />
  );
};

export const query = graphql`
  query LuoghiPage {
    sitoJson {
      nome
      edizione
      emailAccessibilita
      organizzatore {
        citta
      }
    }
    allLuoghiJson {
      nodes {
        nome
        descrizione
        percorso
        indirizzoTesto
        inProgramma
        accessoParole {
          verificato
        }
      }
    }
  }
`;
