import React from "react";
import { ConcertCard } from "../../components/concert-card/concert-card";
import { Layout } from "../../components/layout/layout";
import { Notice, PastEditionsLink } from "../../components/notice/notice";
import { PageIntro } from "../../components/page-intro/page-intro";
import { festivalName } from "../../utils/edition-texts";
import { list } from "../list-page.module.scss";

interface ConcertiViewProps {
  data: Queries.ConcertiPageQuery;
}

export function ConcertiView({ data }: ConcertiViewProps) {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.ConcertiPageQuery["sitoJson"]>;
  const concerti = data.allConcertiJson.nodes;
  return (
    <Layout>
      <PageIntro kickerText={sito.testi.occhiello ?? ""} heading="Concerti">
        <p>{concerti.length > 0 ? `${sito.introConcerti} I biglietti si acquistano su ${sito.biglietteria}.` : sito.introConcerti}</p>
      </PageIntro>
      <div className={list}>
        {concerti.length === 0 ? (
          <Notice title={`I concerti di ${festivalName(sito)} non sono ancora stati annunciati.`} actions={<PastEditionsLink />}>
            {`Artisti, orari e biglietti su ${sito.biglietteria} compariranno qui appena confermati.`}
          </Notice>
        ) : (
          concerti.map((concerto, index) => <ConcertCard key={concerto.eventId} concerto={concerto} biglietteria={sito.biglietteria} leading={index === 0} />)
        )}
      </div>
    </Layout>
  );
}
