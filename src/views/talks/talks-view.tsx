import React from "react";
import { Layout } from "../../components/layout/layout";
import { PageIntro } from "../../components/page-intro/page-intro";
import { TalkCard } from "../../components/talk-card/talk-card";
import { list } from "../list-page.module.scss";

interface TalksViewProps {
  data: Queries.TalksPageQuery;
}

export function TalksView({ data }: TalksViewProps) {
  const prenotazioni = data.sitoJson?.prenotazioni ?? "";
  return (
    <Layout>
      <PageIntro kickerText="Connessioni 2025 · Cuneo" heading="Talks">
        <p>
          Incontri con scrittori, creator, giornalisti e docenti. I posti sono limitati: prenota il tuo su{" "}
          {prenotazioni}.
        </p>
      </PageIntro>
      <div className={list}>
        {data.allTalksJson.nodes.map((talk, index) => (
          <TalkCard key={talk.slug} talk={talk} prenotazioni={prenotazioni} leading={index === 0} />
        ))}
      </div>
    </Layout>
  );
}
