import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { JsonLdScript } from "../components/seo/json-ld-script";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { festivalName } from "../utils/edition-texts";
import { LuogoView } from "../views/luogo/luogo-view";

/** A venue's page, /luoghi/<slug>/, one per entry of data/luoghi.json (gatsby/venues). */
export default function LuogoPage({ data }: PageProps<Queries.LuogoPageQuery>) {
  return (
    <>
      <LuogoView data={data} />
      {data.luoghiJson && <JsonLdScript json={data.luoghiJson.jsonLd} />}
    </>
  );
}

export const Head: HeadFC<Queries.LuogoPageQuery, SharePageContext> = ({ data, pageContext }) => {
  const luogo = data.luoghiJson as NonNullable<Queries.LuogoPageQuery["luoghiJson"]>;
  const sito = data.sitoJson as NonNullable<Queries.LuogoPageQuery["sitoJson"]>;
  return (
    <Seo
      share={pageContext.share}
      title={luogo.nome}
      description={`${luogo.nome}, ${luogo.indirizzoTesto}: come arrivare, accessibilità e gli eventi di ${festivalName(sito)} in questo luogo.`}
      pathname={luogo.percorso}
    />
  );
};

export const query = graphql`
  query LuogoPage($slug: String!) {
    sitoJson {
      nome
      edizione
      emailAccessibilita
    }
    luoghiJson(slug: { eq: $slug }) {
      nome
      descrizione
      percorso
      indirizzoTesto
      comeArrivare
      coordinate {
        lat
        lon
      }
      indicazioni {
        label
        href
      }
      distanze {
        nome
        percorso
        parole
      }
      accesso {
        nota
        verificatoIl
      }
      accessoParole {
        fatto
        etichetta
        valore
        verificato
      }
      fonti
      foto {
        ...VenueFigure
      }
      mappa {
        ...VenueFigure
      }
      jsonLd
    }
    allProgrammaJson(sort: { data: ASC }) {
      nodes {
        giorno
        data
        eventi {
          ...ProgrammeEvent
        }
      }
    }
    allConcertiJson {
      nodes {
        eventId
      }
    }
    allTalksJson {
      nodes {
        eventId
      }
    }
  }

  fragment VenueFigure on LuogoFigura {
    alt
    credito
    immagine {
      childImageSharp {
        gatsbyImageData(width: 1536, breakpoints: [480, 768, 1152, 1536])
      }
    }
  }
`;
