import React from "react";
import { Layout } from "../../components/layout/layout";
import { PageIntro } from "../../components/page-intro/page-intro";
import { TextSection } from "../../components/text-section/text-section";
import { AccessFacts } from "../../components/access-facts/access-facts";
import { conformanceStatus, partialReasons } from "../../accessibility/conformance";
import { SITE_CHECKS } from "../../accessibility/site-checks";
import { programmeCardIdOf } from "../../events/event-paths";
import { festivalName } from "../../utils/edition-texts";
import { formatDateLong } from "../../utils/format";
import { pagePaths } from "../../utils/page-paths";
import {
  eventMeta,
  eventTitle,
  frame,
  list,
  plainList,
  services,
  statement,
  subsection,
  subsectionTitle,
  venue,
  venueName,
  venues,
} from "./accessibilita-view.module.scss";

interface AccessibilitaViewProps {
  data: Queries.AccessibilitaPageQuery;
}

type Sito = NonNullable<Queries.AccessibilitaPageQuery["sitoJson"]>;
type Luogo = Queries.AccessibilitaPageQuery["allLuoghiJson"]["nodes"][number];

/** A sub-heading of the statement: an h3 under its h2. */
function Subsection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={subsection} aria-labelledby={id}>
      <h3 id={id} className={subsectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

const Mail = ({ to }: { to: string }) => <a href={`mailto:${to}`}>{to}</a>;

/** "Sabato 28 novembre 2026" in the middle of a sentence. */
const dateWords = (iso: string) => formatDateLong(iso).toLowerCase();

/** One venue's access facts in words, each verified or «da verificare» (src/venues/access-facts.ts), as on its page. */
function VenueFacts({ luogo }: { luogo: Luogo }) {
  const id = `accessibilita-luogo-${luogo.percorso.split("/").filter(Boolean).pop()}`;
  return (
    <section className={venue} aria-labelledby={id}>
      <h3 id={id} className={venueName}>
        <a href={luogo.percorso}>{luogo.nome}</a>
      </h3>
      <p>{luogo.accesso.verificatoIl ? `Verificato sul posto ${dateWords(luogo.accesso.verificatoIl)}.` : "Non ancora verificato sul posto."}</p>
      <AccessFacts parole={luogo.accessoParole} narrow />
      {luogo.accesso.nota && <p>{luogo.accesso.nota}</p>}
    </section>
  );
}

/**
 * /accessibilita/: the festival's access page (the services the organisers announced, whom to ask, each
 * venue's access facts side by side, the events with LIS, subtitles or interpreting), then the website's
 * accessibility statement in the structure of the EU model (Implementing Decision (EU) 2018/1523). Every
 * fact comes from the data or from the code's list of automated checks; nothing is claimed beyond them.
 */
export function AccessibilitaView({ data }: AccessibilitaViewProps) {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as Sito;
  const dichiarazione = sito.dichiarazioneAccessibilita;
  const festival = festivalName(sito);
  const email = sito.emailAccessibilita;
  // This edition's venues; between editions (none in the programme), every venue of the data.
  const inProgramme = data.allLuoghiJson.nodes.filter((luogo) => luogo.inProgramma);
  const luoghi = inProgramme.length > 0 ? inProgramme : data.allLuoghiJson.nodes;
  const withServices = data.allProgrammaJson.nodes.flatMap((giorno) =>
    giorno.eventi
      .map((evento) => ({ ...evento, giorno: giorno.giorno, servizi: evento.etichette.filter((etichetta) => etichetta.campo === "servizi") }))
      .filter((evento) => evento.servizi.length > 0)
      .sort((a, b) => (a.ora < b.ora ? -1 : a.ora > b.ora ? 1 : 0)),
  );
  const status = conformanceStatus(dichiarazione);
  const reasons = partialReasons(dichiarazione);
  return (
    <Layout>
      <PageIntro kickerText={festival} heading="Accessibilità">
        <p>
          Come partecipare al festival: i servizi per il pubblico, a chi chiedere, come si entra in ogni luogo e gli eventi con lingua dei segni o sottotitoli.
          In fondo, la dichiarazione di accessibilità di questo sito.
        </p>
      </PageIntro>
      <div className={frame}>
        <TextSection id="accessibilita-servizi" title="Servizi per il pubblico">
          {sito.serviziAccessibilita.length > 0 ? (
            <ul className={services}>
              {sito.serviziAccessibilita.map((servizio) => (
                <li key={servizio.titolo}>
                  <strong>{servizio.titolo}</strong>
                  <p>{servizio.testo}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              {`Gli organizzatori non hanno ancora annunciato servizi per l'accesso a ${festival}. Se ti serve qualcosa per partecipare (un ingresso senza coda, un posto per chi ti accompagna, un posto vicino al palco, un luogo tranquillo), chiedilo a `}
              <Mail to={email} />.
            </p>
          )}
        </TextSection>

        <TextSection id="accessibilita-richieste" title="A chi chiedere">
          <p>
            {"Per ogni richiesta o domanda sull'accesso scrivi a "}
            <Mail to={email} />
            {": indica l'evento, di che cosa hai bisogno e come preferisci ricevere la risposta."}
          </p>
        </TextSection>

        <TextSection id="accessibilita-luoghi" title="Come si entra nei luoghi">
          <p>
            Le stesse voci per ogni luogo. Quelle «da verificare» nessuno le ha ancora controllate: chiedi all'indirizzo qui sopra. Ogni nome porta alla pagina
            del luogo, con l&apos;indirizzo e come arrivare.
          </p>
          <div className={venues}>
            {luoghi.map((luogo) => (
              <VenueFacts key={luogo.percorso} luogo={luogo} />
            ))}
          </div>
        </TextSection>

        <TextSection id="accessibilita-eventi" title="Lingua dei segni, sottotitoli, interpretariato">
          {withServices.length > 0 ? (
            <ul className={plainList}>
              {withServices.map((evento) => (
                <li key={evento.eventId}>
                  <a className={eventTitle} href={`${pagePaths.home}#${programmeCardIdOf(evento.eventId)}`}>
                    {evento.titolo}
                  </a>
                  <span className={eventMeta}>
                    {`${evento.giorno}, ${evento.ora}, `}
                    {evento.paginaLuogo ? <a href={evento.paginaLuogo}>{evento.luogo}</a> : evento.luogo}
                    {evento.stato === "annullato" ? ": annullato" : ""}
                  </span>
                  <span>{evento.servizi.map((servizio) => servizio.testo).join(", ")}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              {`Per ora nessun evento di ${festival} ha la lingua dei segni (LIS), i sottotitoli o l'interpretariato. Se ti servono per un evento, chiedili a `}
              <Mail to={email} />.
            </p>
          )}
        </TextSection>

        <div className={statement}>
          <TextSection id="dichiarazione" title="Dichiarazione di accessibilità del sito">
            <p>
              {`Questa dichiarazione riguarda il sito di ${festival}, gestito da ${sito.organizzatore.nome}, e segue lo schema del modello europeo (${dichiarazione.modello}).`}
            </p>

            <Subsection id="dichiarazione-stato" title="Stato di conformità">
              <p>
                {"Questo sito è "}
                <strong>{status}</strong>
                {` ai requisiti delle ${dichiarazione.requisiti}`}
                {status === "conforme"
                  ? ": una persona l'ha verificato a mano in ogni sua parte e non ci sono barriere note."
                  : `, perché ${reasons.join(", e ")}.`}
              </p>
            </Subsection>

            <Subsection id="dichiarazione-contenuti" title="Contenuti non accessibili">
              {dichiarazione.barriere.length > 0 ? (
                <ul className={list}>
                  {dichiarazione.barriere.map((barriera) => (
                    <li key={barriera.contenuto}>
                      <strong>{barriera.contenuto}</strong>
                      {`: ${barriera.motivo}`}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>Non conosciamo contenuti non accessibili. Le parti che nessuno ha ancora verificato a mano sono elencate qui sotto.</p>
              )}
              <p>
                {`Non dipendono da questo sito le pagine esterne a cui porta: i biglietti su ${sito.biglietteria}, le prenotazioni su ${sito.prenotazioni}, le mappe e i social.`}
              </p>
            </Subsection>

            <Subsection id="dichiarazione-valutazione" title="Come è stato valutato">
              <p>
                {`Ultima valutazione: ${dateWords(dichiarazione.dataValutazione)}, con ${dichiarazione.metodo === "autovalutazione" ? "un'autovalutazione" : "una valutazione esterna"}${dichiarazione.valutatoDa ? ` (${dichiarazione.valutatoDa})` : ""}.`}
              </p>
              <p>Le prove automatiche del sito controllano a ogni modifica:</p>
              <ul className={list}>
                {SITE_CHECKS.map((check) => (
                  <li key={check.id}>{`${check.testo}, ${check.dove}.`}</li>
                ))}
              </ul>
              {dichiarazione.verificheManuali.length > 0 ? (
                <>
                  <p>Una persona ha verificato a mano:</p>
                  <ul className={list}>
                    {dichiarazione.verificheManuali.map((verifica) => (
                      <li key={verifica}>{verifica}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>Nessuna persona ha ancora verificato il sito a mano.</p>
              )}
              {dichiarazione.nonVerificato.length > 0 && (
                <>
                  <p>Non ancora verificato a mano:</p>
                  <ul className={list}>
                    {dichiarazione.nonVerificato.map((voce) => (
                      <li key={voce}>{voce}</li>
                    ))}
                  </ul>
                </>
              )}
            </Subsection>

            <Subsection id="dichiarazione-segnalazioni" title="Segnalare una barriera">
              <p>
                {"Se in questo sito trovi un contenuto che non riesci a usare, scrivi a "}
                <Mail to={email} />
                {": indica la pagina e che cosa non funziona. Ti rispondiamo entro 30 giorni."}
              </p>
            </Subsection>

            <Subsection id="dichiarazione-attuazione" title="Se non ricevi risposta">
              <p>
                {`Se la risposta non arriva entro 30 giorni, o non ti soddisfa, scrivi a ${sito.organizzatore.nome}, che gestisce il sito: `}
                <Mail to={sito.email[0]} />.
              </p>
            </Subsection>
          </TextSection>
        </div>
      </div>
    </Layout>
  );
}
