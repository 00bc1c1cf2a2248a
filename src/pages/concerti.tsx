import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { ConcertiJsonLd } from "../components/seo/concerti-json-ld";
import { ConcertiView } from "../views/concerti/concerti-view";

export default function ConcertiPage({ data }: PageProps<Queries.ConcertiPageQuery>) {
  return <ConcertiView data={data} />;
}

export const Head: HeadFC = () => (
  <Seo
    title="Concerti"
    description="I concerti di Connessioni 2025 al NUoVO di Cuneo, venerdì 12 e sabato 13 settembre alle 21:30: artisti, orari e biglietti su TicketOne."
    pathname="/concerti"
  >
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
