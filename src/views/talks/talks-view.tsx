import React from "react";
import { Layout } from "../../components/layout/layout";
import { Notice, PastEditionsLink } from "../../components/notice/notice";
import { PageIntro } from "../../components/page-intro/page-intro";
import { TalkCard } from "../../components/talk-card/talk-card";
import { festivalName } from "../../utils/edition-texts";
import { list } from "../list-page.module.scss";

interface TalksViewProps {
  data: Queries.TalksPageQuery;
}

export function TalksView({ data }: TalksViewProps) {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.TalksPageQuery["sitoJson"]>;
  const talks = data.allTalksJson.nodes;
  return (
    <Layout>
      <PageIntro kickerText={sito.testi.occhiello ?? ""} heading="Talks">
        <p>{talks.length > 0 ? `${sito.introTalks} I posti sono limitati: prenota il tuo su ${sito.prenotazioni}.` : sito.introTalks}</p>
      </PageIntro>
      <div className={list}>
        {talks.length === 0 ? (
          <Notice title={`I talk di ${festivalName(sito)} non sono ancora stati annunciati.`} actions={<PastEditionsLink />}>
            {`Ospiti, orari e prenotazioni su ${sito.prenotazioni} compariranno qui appena confermati.`}
          </Notice>
        ) : (
          talks.map((talk, index) => <TalkCard key={talk.eventId} talk={talk} prenotazioni={sito.prenotazioni} leading={index === 0} />)
        )}
      </div>
    </Layout>
  );
}
