import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { CONCERT_POSTER_SIZES } from "../components/concert-card/concert-card";
import { imageOf } from "../components/poster/image-of";
import { PosterPreload } from "../components/poster/poster-preload";
import { Seo } from "../components/seo";
import { pagePaths } from "../utils/page-paths";
import { ConcertiJsonLd } from "../components/seo/concerti-json-ld";
import { ConcertiView } from "../views/concerti/concerti-view";
import { FROM_SM } from "../styles/media";

export default function ConcertiPage({ data }: PageProps<Queries.ConcertiPageQuery>) {
  return <ConcertiView data={data} />;
}

export const Head: HeadFC<Queries.ConcertiPageQuery> = ({ data }) => (
  <Seo
    title="Concerti"
    description="I concerti di Connessioni 2025 al NUoVO di Cuneo, venerdì 12 e sabato 13 settembre alle 21:30: artisti, orari e biglietti su TicketOne."
    pathname={pagePaths.concerti}
  >
    <PosterPreload image={imageOf(data.allConcertiJson.nodes[0]?.immagine)} sizes={CONCERT_POSTER_SIZES} media={FROM_SM} />
    <ConcertiJsonLd />
  </Seo>
);

export const query = graphql`
  query ConcertiPage {
    sitoJson {
      biglietteria
    }
    allConcertiJson(sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        ...ConcertCard
      }
    }
  }
`;
