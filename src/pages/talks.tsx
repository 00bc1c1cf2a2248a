import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { TalksJsonLd } from "../components/seo/talks-json-ld";
import { TalksView } from "../views/talks/talks-view";

export default function TalksPage({ data }: PageProps<Queries.TalksPageQuery>) {
  return <TalksView data={data} />;
}

export const Head: HeadFC = () => (
  <Seo
    title="Talks"
    description="I talk di Connessioni 2025 a Cuneo, dal 12 al 14 settembre: ospiti, orari e luoghi. Posti limitati, prenotazione obbligatoria su Eventbrite."
    pathname="/talks"
  >
    <TalksJsonLd />
  </Seo>
);

export const query = graphql`
  query TalksPage {
    sitoJson {
      prenotazioni
    }
    allTalksJson(sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        ...TalkCard
      }
    }
  }
`;
