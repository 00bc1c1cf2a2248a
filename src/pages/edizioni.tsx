import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { EDITION_POSTER_SIZES } from "../components/edition-card/edition-card";
import { imageOf } from "../components/poster/image-of";
import { PosterPreload } from "../components/poster/poster-preload";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { pagePaths } from "../utils/page-paths";
import { EdizioniView } from "../views/edizioni/edizioni-view";
import { FROM_SM } from "../styles/media";

export default function EdizioniPage({ data }: PageProps<Queries.EdizioniPageQuery>) {
  return <EdizioniView data={data} />;
}

export const Head: HeadFC<Queries.EdizioniPageQuery, SharePageContext> = ({ data, pageContext }) => {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.EdizioniPageQuery["sitoJson"]>;
  return (
    <Seo share={pageContext.share} title="Edizioni" description={sito.testi.descrizione} pathname={pagePaths.edizioni}>
      <PosterPreload image={imageOf(data.allEdizioniJson.nodes[0]?.immagine)} sizes={EDITION_POSTER_SIZES} media={FROM_SM} />
    </Seo>
  );
};

export const query = graphql`
  query EdizioniPage {
    sitoJson {
      introEdizioni
      # Derived from the data at build time (gatsby/page-texts).
      testi: testiPagina(pagina: "edizioni") {
        descrizione
        occhiello
      }
    }
    allEdizioniJson(sort: { anno: DESC }) {
      nodes {
        ...EditionCard
      }
    }
  }
`;
