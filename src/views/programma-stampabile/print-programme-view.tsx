import React from "react";
import { EventTitle, isCancelled } from "../../components/cancelled/cancelled";
import { Layout } from "../../components/layout/layout";
import { PageIntro } from "../../components/page-intro/page-intro";
import { PROGRAMME_ANCHOR } from "../../components/site-header/nav-items";
import { festivalName } from "../../utils/edition-texts";
import { pagePaths } from "../../utils/page-paths";
import {
  about,
  aboutBlock,
  day,
  dayHeader,
  dayTitle,
  empty,
  event,
  events,
  frame,
  label,
  labels,
  legend,
  mark,
  markWord,
  page,
  printed,
  qr,
  qrCode,
  running,
  screenOnly,
  speaker,
  time,
  title,
  venue,
  venues,
} from "./print-programme-view.module.scss";

interface PrintProgrammeViewProps {
  data: Queries.PrintProgrammePageQuery;
}

type PrintEvent = Queries.PrintProgrammePageQuery["allProgrammaJson"]["nodes"][number]["eventi"][number];

/** The words of the marks, the same in each event's line and in the legend. */
export const MARKS = { cambiato: "Cambiato", annullato: "Annullato" } as const;

/** "HH:MM" sorts as text (the schema zero-pads it). */
const byTime = (a: PrintEvent, b: PrintEvent) => (a.ora < b.ora ? -1 : a.ora > b.ora ? 1 : 0);

/**
 * The programme made for paper (issue 49): on screen a plain list of the days with a hint to print it;
 * printed, one A4 page a day (the print rules of its stylesheet, no script): each event's time and end
 * time, title, speakers, venue, labels and marks of what changed, then the venues, the legend, when the
 * programme last changed and a QR code of the site, all written at build time.
 */
export function PrintProgrammeView({ data }: PrintProgrammeViewProps) {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.PrintProgrammePageQuery["sitoJson"]>;
  const giorni = data.allProgrammaJson.nodes;
  const concerts = new Map(data.allConcertiJson.nodes.map((concerto) => [concerto.eventId, concerto]));
  const talks = new Map(data.allTalksJson.nodes.map((talk) => [talk.eventId, talk]));
  const name = festivalName(sito);
  const { storia, aggiornato, aggiornatoTesto } = sito.modificheProgramma;
  const updated = storia && aggiornato && aggiornatoTesto ? { iso: aggiornato, text: aggiornatoTesto } : null;
  const usedVenues = new Set(giorni.flatMap((giorno) => giorno.eventi.map((evento) => evento.luogo)));
  const { indirizzo, indirizzoBreve, qrSvg } = sito.programmaStampabile;

  return (
    <Layout>
      <div className={page}>
        <div className={screenOnly}>
          <PageIntro kickerText={name} heading="Il programma da stampare">
            <p>Un giorno per pagina su fogli A4, con orari, luoghi ed eventi cambiati o annullati. Stampa questa pagina dal menu del browser.</p>
            <p>
              <a href={`${pagePaths.home}#${PROGRAMME_ANCHOR}`}>Torna al programma</a>
            </p>
          </PageIntro>
        </div>
        <div className={frame}>
          {giorni.map((giorno) => (
            <section key={giorno.data} className={day} aria-labelledby={`stampa-${giorno.data}`}>
              <div className={dayHeader}>
                <h2 id={`stampa-${giorno.data}`} className={dayTitle}>
                  {giorno.dataCompleta}
                </h2>
                {/* Paper only: which programme, and how fresh, on every sheet (the screen says it once, below). */}
                <p className={running} aria-hidden="true">
                  {updated ? `${name} · aggiornato al ${updated.text}` : name}
                </p>
              </div>
              {giorno.eventi.length === 0 ? (
                <p className={empty}>Eventi in via di definizione</p>
              ) : (
                <ol className={events} role="list">
                  {[...giorno.eventi].sort(byTime).map((evento) => {
                    const cancelled = isCancelled(evento.stato);
                    const talk = talks.get(evento.eventId);
                    const concert = concerts.get(evento.eventId);
                    const ticket = concert?.ticketLink;
                    // Sold out: its label says so, and no link to buy or book (as on the cards).
                    const places = (talk ?? concert)?.posti;
                    const soldOut = places?.valore === "esaurito";
                    const changes = [evento.variazioni?.inizio, evento.variazioni?.luogo].filter(Boolean);
                    return (
                      <li key={evento.eventId} className={event}>
                        <p className={time}>
                          <time dateTime={evento.inizio}>{evento.ora}</time>
                          {evento.fine && (
                            <>
                              {"–"}
                              <time dateTime={evento.fineIso}>{evento.fine}</time>
                            </>
                          )}
                        </p>
                        <div>
                          <h3 className={title}>
                            <EventTitle title={evento.titolo} stato={evento.stato} />
                          </h3>
                          {changes.length > 0 && (
                            <p className={mark}>
                              <span className={markWord}>{MARKS.cambiato}</span> {changes.join("; ")}
                            </p>
                          )}
                          <p className={speaker}>{evento.speaker}</p>
                          <p className={venue}>{evento.luogo}</p>
                          <ul className={labels} role="list">
                            <li className={label}>{evento.tipo}</li>
                            {talk?.gratuito && <li className={label}>Ingresso gratuito</li>}
                            {places && <li className={label}>{places.testo}</li>}
                            {!cancelled && !soldOut && talk && (
                              <li>
                                <a className={printed} href={talk.linkPrenotazione}>{`Prenotazione su ${sito.prenotazioni}`}</a>
                              </li>
                            )}
                            {!cancelled && !soldOut && ticket && (
                              <li>
                                <a className={printed} href={ticket}>{`Biglietti su ${sito.biglietteria}`}</a>
                              </li>
                            )}
                          </ul>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>
          ))}
          <div className={about}>
            <section className={aboutBlock} aria-labelledby="stampa-legenda">
              <h2 id="stampa-legenda">Legenda</h2>
              <dl className={legend}>
                <dt>
                  <span className={markWord}>{MARKS.cambiato}</span>
                </dt>
                <dd>giorno, orario o luogo diversi da quelli pubblicati la prima volta: accanto, com&apos;era.</dd>
                <dt>
                  <span className={markWord}>{MARKS.annullato}</span>
                </dt>
                <dd>l&apos;evento non si terrà; resta in elenco, barrato.</dd>
                <dt>inizio–fine</dt>
                <dd>inizio e fine, dove la fine è nota; tutti gli orari sono in ora italiana.</dd>
              </dl>
              {updated && (
                <p>
                  Programma aggiornato al <time dateTime={updated.iso}>{updated.text}</time> (ora italiana).
                </p>
              )}
            </section>
            <section className={aboutBlock} aria-labelledby="stampa-luoghi">
              <h2 id="stampa-luoghi">Luoghi</h2>
              <ul className={venues} role="list">
                {data.allLuoghiJson.nodes
                  .filter((luogo) => usedVenues.has(luogo.nome))
                  .map((luogo) => (
                    <li key={luogo.nome}>
                      <strong>{luogo.nome}</strong>: {luogo.descrizione}.{" "}
                      {luogo.ricercaMappa ? (
                        <>
                          Sulla mappa: <a href={luogo.mappe}>{luogo.ricercaMappa}</a>
                        </>
                      ) : (
                        <a className={printed} href={luogo.mappe}>
                          Mappa
                        </a>
                      )}
                    </li>
                  ))}
              </ul>
            </section>
            <section className={`${aboutBlock} ${qr}`} aria-labelledby="stampa-online">
              <h2 id="stampa-online">Sul sito</h2>
              <div className={qrCode} role="img" aria-label={`Codice QR dell'indirizzo ${indirizzo}`} dangerouslySetInnerHTML={{ __html: qrSvg }} />
              <p>
                Il programma sempre aggiornato: <a href={indirizzo}>{indirizzoBreve}</a>
              </p>
            </section>
          </div>
        </div>
      </div>
    </Layout>
  );
}
