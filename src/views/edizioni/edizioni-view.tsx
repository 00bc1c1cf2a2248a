import React from "react";
import { EditionCard } from "../../components/edition-card/edition-card";
import { Layout } from "../../components/layout/layout";
import { PageIntro } from "../../components/page-intro/page-intro";
import { list } from "../list-page.module.scss";

interface EdizioniViewProps {
  data: Queries.EdizioniPageQuery;
}

export function EdizioniView({ data }: EdizioniViewProps) {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.EdizioniPageQuery["sitoJson"]>;
  const edizioni = data.allEdizioniJson.nodes;
  return (
    <Layout>
      <PageIntro kickerText={sito.testi.occhiello ?? ""} heading="Edizioni">
        <p>{sito.introEdizioni}</p>
      </PageIntro>
      <div className={list}>
        {edizioni.map((edizione, index) => (
          <EditionCard key={edizione.anno} edizione={edizione} leading={index === 0} />
        ))}
      </div>
    </Layout>
  );
}
