import React from "react";
import { Link } from "gatsby";
import { buttonClass } from "../../components/button/button-class";
import { ConcertCard } from "../../components/concert-card/concert-card";
import { Layout } from "../../components/layout/layout";
import { Notice } from "../../components/notice/notice";
import { PageIntro } from "../../components/page-intro/page-intro";
import { ArchiveProgramme } from "../../components/programme/archive-programme";
import { TalkCard } from "../../components/talk-card/talk-card";
import { festivalName } from "../../utils/edition-texts";
import { archivePagePath } from "../../utils/archive-paths";
import { pagePaths } from "../../utils/page-paths";
import { past, section, title, year } from "./archivio-view.module.scss";

interface ArchivioViewProps {
  data: Queries.ArchivioPageQuery;
}

/**
 * An archived edition (data/archivio/<anno>/): said to be past at the top, with the way to the
 * current edition; then its programme by day, its concerts and its talks with their posters, without
 * ticket, booking or calendar links (they are over).
 */
export function ArchivioView({ data }: ArchivioViewProps) {
  // sito.json and the edition of this year are checked before every build (gatsby/data-validation).
  const sito = data.sitoJson as NonNullable<Queries.ArchivioPageQuery["sitoJson"]>;
  const edizione = data.edizioniJson as NonNullable<Queries.ArchivioPageQuery["edizioniJson"]>;
  const page = archivePagePath(edizione.anno);
  const giorni = data.allArchivioProgrammaJson.nodes;
  const concerti = data.allArchivioConcertiJson.nodes;
  const talks = data.allArchivioTalksJson.nodes;
  const current = festivalName(sito);
  return (
    <Layout>
      <PageIntro
        kickerText={sito.testi.occhiello ?? ""}
        heading={
          <>
            {sito.nome} <span className={year}>{edizione.anno}</span>
          </>
        }
      >
        <p>{edizione.descrizione}</p>
      </PageIntro>
      <div className={past}>
        <Notice
          title={`Questa edizione si è già svolta: ${edizione.data}, ${edizione.luogo}.`}
          actions={
            <>
              <Link to={pagePaths.home} className={buttonClass("primary")}>
                Vai a {current}
              </Link>
              <Link to={pagePaths.edizioni} className={buttonClass("secondary")}>
                Tutte le edizioni
              </Link>
            </>
          }
        >
          {`Qui restano il programma, i concerti e i talk del ${edizione.anno}. L'edizione in corso è ${current}, ${sito.periodoDal}.`}
        </Notice>
      </div>
      {giorni.some((giorno) => giorno.eventi.length > 0) && <ArchiveProgramme page={page} giorni={giorni} concerti={concerti} talks={talks} />}
      {concerti.length > 0 && (
        <section className={section} aria-labelledby="archivio-concerti">
          <h2 id="archivio-concerti" className={title}>
            Concerti
          </h2>
          {concerti.map((concerto) => (
            <ConcertCard key={concerto.eventId} concerto={concerto} biglietteria={sito.biglietteria} past />
          ))}
        </section>
      )}
      {talks.length > 0 && (
        <section className={section} aria-labelledby="archivio-talks">
          <h2 id="archivio-talks" className={title}>
            Talks
          </h2>
          {talks.map((talk) => (
            <TalkCard key={talk.eventId} talk={talk} prenotazioni={sito.prenotazioni} past />
          ))}
        </section>
      )}
    </Layout>
  );
}
