import React from "react";
import { ConcertCard } from "../../components/concert-card/concert-card";
import { Layout } from "../../components/layout/layout";
import { PageIntro } from "../../components/page-intro/page-intro";
import { list } from "../list-page.module.scss";

interface ConcertiViewProps {
  data: Queries.ConcertiPageQuery;
}

export function ConcertiView({ data }: ConcertiViewProps) {
  const biglietteria = data.sitoJson?.biglietteria ?? "";
  return (
    <Layout>
      <PageIntro kickerText="Connessioni 2025 · NUoVO, Cuneo" heading="Concerti">
        <p>
          Due serate di musica dal vivo al NUoVO, nel Parco della Gioventù. I biglietti si acquistano su{" "}
          {biglietteria}.
        </p>
      </PageIntro>
      <div className={list}>
        {data.allConcertiJson.nodes.map((concerto, index) => (
          <ConcertCard key={concerto.slug} concerto={concerto} biglietteria={biglietteria} leading={index === 0} />
        ))}
      </div>
    </Layout>
  );
}
