import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { EdizioniView } from "../views/edizioni/edizioni-view";

export default function EdizioniPage({ data }: PageProps<Queries.EdizioniPageQuery>) {
  return <EdizioniView data={data} />;
}

export const Head: HeadFC = () => (
  <Seo
    title="Edizioni"
    description="Le edizioni di Connessioni, il festival della comunicazione di Cuneo: la prossima, 12-14 settembre 2025, e quelle del 2024 e del 2023 con i loro ospiti."
    pathname="/edizioni"
  />
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
