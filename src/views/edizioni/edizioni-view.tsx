import React from "react";
import { EditionCard } from "../../components/edition-card/edition-card";
import { Layout } from "../../components/layout/layout";
import { PageIntro } from "../../components/page-intro/page-intro";
import { list } from "../list-page.module.scss";

interface EdizioniViewProps {
  data: Queries.EdizioniPageQuery;
}

export function EdizioniView({ data }: EdizioniViewProps) {
  return (
    <Layout>
      <PageIntro kickerText="Dal 2023 a settembre" heading="Edizioni">
        <p>Tre giorni ogni settembre a Cuneo: la prossima edizione e quelle passate, con i loro ospiti.</p>
      </PageIntro>
      <div className={list}>
        {data.allEdizioniJson.nodes.map((edizione, index) => (
          <EditionCard key={edizione.anno} edizione={edizione} leading={index === 0} />
        ))}
      </div>
    </Layout>
  );
}
