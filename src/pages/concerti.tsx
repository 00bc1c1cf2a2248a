import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { CONCERT_POSTER_SIZES } from "../components/concert-card/concert-card";
import { imageOf } from "../components/poster/image-of";
import { PosterPreload } from "../components/poster/poster-preload";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { pagePaths } from "../utils/page-paths";
import { ConcertiJsonLd } from "../components/seo/concerti-json-ld";
import { ConcertiView } from "../views/concerti/concerti-view";
import { FROM_SM } from "../styles/media";

export default function ConcertiPage({ data }: PageProps<Queries.ConcertiPageQuery>) {
  // The events' JSON-LD grows with every event: at the end of the body, after everything visible,
  // it never pushes the first card out of the HTML's first round trip (in <head> it did, at 2.5x).
  return (
    <>
      <ConcertiView data={data} />
      <ConcertiJsonLd />
    </>
  );
}

export const Head: HeadFC<Queries.ConcertiPageQuery, SharePageContext> = ({ data, pageContext }) => {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.ConcertiPageQuery["sitoJson"]>;
  return (
    <Seo share={pageContext.share} title="Concerti" description={sito.testi.descrizione} pathname={pagePaths.concerti}>
      <PosterPreload image={imageOf(data.allConcertiJson.nodes[0]?.immagine)} sizes={CONCERT_POSTER_SIZES} media={FROM_SM} />
    </Seo>
  );
};

export const query = graphql`
  query ConcertiPage {
    sitoJson {
      nome
      edizione
      biglietteria
      introConcerti
      # Derived from the data at build time (gatsby/page-texts).
      testi: testiPagina(pagina: "concerti") {
        descrizione
        occhiello
      }
    }
    allConcertiJson(sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        ...ConcertCard
      }
    }
  }
`;
