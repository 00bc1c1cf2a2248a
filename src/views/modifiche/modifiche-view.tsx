import React from "react";
import { buttonClass } from "../../components/button/button-class";
import { Layout } from "../../components/layout/layout";
import { Notice } from "../../components/notice/notice";
import { PageIntro } from "../../components/page-intro/page-intro";
import { PROGRAMME_ANCHOR } from "../../components/site-header/nav-items";
import { festivalName } from "../../utils/edition-texts";
import { changesFeedPath, pagePaths } from "../../utils/page-paths";
import { entries, entry, entryTitle, frame, lines, when } from "./modifiche-view.module.scss";

interface ModificheViewProps {
  data: Queries.ModifichePageQuery;
}

/** An entry's heading id, from its stable id (urn:uuid:…). */
const headingIdOf = (codice: string) => `modifica-${codice.slice(codice.lastIndexOf(":") + 1)}`;

/**
 * "Modifiche al programma" (issue 38): every published change of day, time, venue or status, newest
 * first, one entry per event per publish, with old and new value in words and when it was published.
 * The words are written at build time (gatsby/event-history); without a history the page says so.
 */
export function ModificheView({ data }: ModificheViewProps) {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.ModifichePageQuery["sitoJson"]>;
  const { storia, voci } = sito.modificheProgramma;
  const programme = (
    <a href={`${pagePaths.home}#${PROGRAMME_ANCHOR}`} className={buttonClass("secondary")}>
      Vai al programma
    </a>
  );
  return (
    <Layout>
      <PageIntro kickerText={festivalName(sito)} heading="Modifiche al programma">
        <p>
          Giorni, orari e luoghi cambiati ed eventi annullati dopo la pubblicazione del programma, dal più recente. Le schede degli eventi mostrano già i dati
          aggiornati. Le stesse modifiche sono anche in un <a href={changesFeedPath}>feed Atom</a>, per chi usa un lettore di feed.
        </p>
      </PageIntro>
      <div className={frame}>
        {!storia ? (
          <Notice title="L'elenco delle modifiche non è disponibile in questa versione del sito." actions={programme}>
            Questa copia del sito è stata costruita senza lo storico delle pubblicazioni, quindi non può dire che cosa è cambiato e quando. Le schede degli
            eventi mostrano comunque giorni, orari e luoghi aggiornati.
          </Notice>
        ) : voci.length === 0 ? (
          <Notice title="Nessuna modifica al programma finora." actions={programme}>
            Giorni, orari e luoghi sono quelli pubblicati la prima volta. Se qualcosa cambia, lo trovi qui e sulla scheda dell'evento.
          </Notice>
        ) : (
          <ol className={entries} role="list">
            {voci.map((voce) => (
              <li key={voce.codice}>
                <article className={entry} aria-labelledby={headingIdOf(voce.codice)}>
                  <h2 id={headingIdOf(voce.codice)} className={entryTitle}>
                    <a href={voce.scheda}>{voce.titolo}</a>
                  </h2>
                  <ul className={lines}>
                    {voce.righe.map((riga) => (
                      <li key={riga}>{riga}</li>
                    ))}
                  </ul>
                  <p className={when}>
                    Pubblicata il <time dateTime={voce.quando}>{voce.quandoTesto}</time>
                  </p>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Layout>
  );
}
