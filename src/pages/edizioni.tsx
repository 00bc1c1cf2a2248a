import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { EDITION_POSTER_SIZES } from "../components/edition-card/edition-card";
import { imageOf } from "../components/poster/image-of";
import { PosterPreload } from "../components/poster/poster-preload";
import { Seo } from "../components/seo";
import { pagePaths } from "../utils/page-paths";
import { EdizioniView } from "../views/edizioni/edizioni-view";
import { FROM_SM } from "../styles/media";

export default function EdizioniPage({ data }: PageProps<Queries.EdizioniPageQuery>) {
  return <EdizioniView data={data} />;
}

export const Head: HeadFC<Queries.EdizioniPageQuery> = ({ data }) => (
  <Seo
    title="Edizioni"
    description="Le edizioni di Connessioni, il festival della comunicazione di Cuneo: la prossima, 12-14 settembre 2025, e quelle del 2024 e del 2023 con i loro ospiti."
    pathname={pagePaths.edizioni}
  >
    <PosterPreload image={imageOf(data.allEdizioniJson.nodes[0]?.immagine)} sizes={EDITION_POSTER_SIZES} media={FROM_SM} />
  </Seo>
);

export const query = graphql`
  query EdizioniPage {
    allEdizioniJson(sort: { anno: DESC }) {
      nodes {
        ...EditionCard
      }
    }
  }
`;
