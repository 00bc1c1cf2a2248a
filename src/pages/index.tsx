import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { HERO_POSTER_SIZES } from "../components/hero/hero";
import { imageOf } from "../components/poster/image-of";
import { PosterPreload } from "../components/poster/poster-preload";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { pagePaths } from "../utils/page-paths";
import { HomeJsonLd } from "../components/seo/home-json-ld";
import { HomeView } from "../views/home/home-view";
import { FROM_SM } from "../styles/media";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return <HomeView data={data} />;
}

export const Head: HeadFC<Queries.HomePageQuery, SharePageContext> = ({ data, pageContext }) => {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.HomePageQuery["sitoJson"]>;
  return (
    <Seo share={pageContext.share} title={sito.testi.titolo ?? sito.nome} description={sito.testi.descrizione} pathname={pagePaths.home}>
      <PosterPreload image={imageOf(data.allConcertiJson.nodes[0]?.immagine)} sizes={HERO_POSTER_SIZES} media={FROM_SM} />
      <HomeJsonLd />
    </Seo>
  );
};

export const query = graphql`
  query HomePage {
    sitoJson {
      # Derived from the data at build time (gatsby/page-texts).
      testi: testiPagina(pagina: "home") {
        titolo
        descrizione
      }
      ...HeroSite
      ...ProgrammeSite
      ...PracticalInfoSite
      ...SponsorsSite
    }
    allProgrammaJson(sort: { data: ASC }) {
      nodes {
        ...ProgrammeDay
      }
    }
    allLuoghiJson {
      nodes {
        ...PracticalInfoVenue
      }
    }
    allConcertiJson(sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        ...HeroConcert
        ...TicketLink
        eventId
      }
    }
    allTalksJson(sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        ...BookingLink
        eventId
      }
    }
  }
`;
