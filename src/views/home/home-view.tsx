import React from "react";
import { Hero } from "../../components/hero/hero";
import { Layout } from "../../components/layout/layout";
import { PracticalInfo } from "../../components/practical-info/practical-info";
import { ProgrammeSection } from "../../components/programme/programme-section";
import { Sponsors } from "../../components/sponsors/sponsors";

interface HomeViewProps {
  data: Queries.HomePageQuery;
}

/** The home page, in the specified order: hero, programme, practical information, sponsors. */
export function HomeView({ data }: HomeViewProps) {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.HomePageQuery["sitoJson"]>;
  const concerti = data.allConcertiJson.nodes;
  const talks = data.allTalksJson.nodes;
  return (
    <Layout>
      <Hero sito={sito} concerti={concerti} />
      <ProgrammeSection sito={sito} giorni={data.allProgrammaJson.nodes} concerti={concerti} talks={talks} />
      <PracticalInfo sito={sito} luoghi={data.allLuoghiJson.nodes} concerti={concerti} talks={talks} />
      <Sponsors sito={sito} />
    </Layout>
  );
}
