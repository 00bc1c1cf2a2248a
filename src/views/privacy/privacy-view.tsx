import React from "react";
import { Layout } from "../../components/layout/layout";
import { PageIntro } from "../../components/page-intro/page-intro";
import { CLIENT_WINDOW_MINUTES, DATABASE_RESTORE_DAYS, MESSAGE_TTL_HOURS, SUBSCRIPTION_DAYS_AFTER } from "../../events/push-retention";
import { festivalName } from "../../utils/edition-texts";
import { frame, list, section, sectionTitle } from "./privacy-view.module.scss";

interface PrivacyViewProps {
  data: Queries.PrivacyPageQuery;
}

type Sito = NonNullable<Queries.PrivacyPageQuery["sitoJson"]>;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "7 giorni", "1 giorno": the retention facts are numbers of the code, so their nouns follow them. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const PUSH_SERVICES = "di Google, Mozilla, Apple o Microsoft";

/**
 * What «Avvisami se cambiano» keeps (issue 50): the facts are the code's (src/events/push-retention.ts,
 * and the dates the build computes from them), the organisers' words are sito.json's `privacy`.
 */
function NotificationSections({ privacy, notifiche }: { privacy: Sito["privacy"]; notifiche: NonNullable<Sito["notifiche"]> }) {
  const restoreDays = count(DATABASE_RESTORE_DAYS, "giorno", "giorni");
  return (
    <>
      <Section id="privacy-dove" title="Dove">
        <p>{`In un database di ${privacy.ospite}, che pubblica il sito: una riga per ogni browser che ha chiesto gli avvisi.`}</p>
      </Section>
      <Section id="privacy-dati" title="Quali dati">
        <ul className={list}>
          <li>{`L'indirizzo a cui il servizio di notifiche del tuo browser (${PUSH_SERVICES}) recapita i messaggi, e le due chiavi con cui vengono cifrati.`}</li>
          <li>Gli identificativi degli eventi che hai salvato, ciascuno con il numero dei suoi cambiamenti di cui sei già stato avvisato.</li>
          <li>La data dell&apos;iscrizione, quella dell&apos;ultimo aggiornamento e quella in cui scade.</li>
        </ul>
        <p>Nessun nome, indirizzo e-mail, numero di telefono o indirizzo IP.</p>
        <p>
          {`Per difendersi da chi ne abusa, il sito conta quante richieste di iscrizione o di cancellazione arrivano da ogni indirizzo IP in un'ora: ` +
            `dell'indirizzo conserva solo un'impronta cifrata con una chiave segreta (da cui non si risale all'indirizzo), insieme all'ora, ` +
            `e la cancella dopo ${count(CLIENT_WINDOW_MINUTES, "minuto", "minuti")}. Conta anche le iscrizioni in tutto, per non superarne un numero massimo.`}
        </p>
      </Section>
      <Section id="privacy-copie" title="Chi altro ne ha una copia">
        <ul className={list}>
          <li>
            GitHub (GitHub, Inc.), dove gira il programma che manda gli avvisi, a ogni aggiornamento del sito e una volta al giorno: mentre lavora scarica gli
            indirizzi e le chiavi di tutti gli iscritti, e la macchina che li ha usati viene cancellata alla fine del lavoro. Il registro del lavoro non
            contiene nessun indirizzo.
          </li>
          <li>
            {`Il servizio di notifiche del tuo browser (${PUSH_SERVICES}): riceve ogni avviso cifrato, senza poterlo leggere, ` +
              `e lo tiene al massimo ${count(MESSAGE_TTL_HOURS, "ora", "ore")} se il telefono è spento o senza rete.`}
          </li>
          <li>
            {`Le copie di sicurezza del database: chi gestisce il sito può riportarlo com'era in qualsiasi momento degli ultimi ${restoreDays}, ` +
              `quindi anche una riga cancellata resta recuperabile per ${restoreDays}.`}
          </li>
        </ul>
      </Section>
      <Section id="privacy-perche" title="Perché">
        <p>{privacy.scopo}</p>
      </Section>
      <Section id="privacy-durata" title="Per quanto tempo">
        <p>
          {`Scadono passati ${count(SUBSCRIPTION_DAYS_AFTER, "giorno", "giorni")} dall'ultimo giorno del festival, e vengono cancellati, anche se non fai nulla, ` +
            `${notifiche.cancellatiEntro}: li cancella un lavoro programmato una volta al giorno, che può partire con qualche minuto di ritardo.`}
        </p>
        <p>{`Le copie di sicurezza del database li conservano ancora ${notifiche.copieFino}.`}</p>
      </Section>
      <Section id="privacy-cancellazione" title="Come cancellarli">
        <p>{privacy.cancellazione}</p>
        <p>{`Dalle copie di sicurezza del database, i dati cancellati spariscono ${restoreDays} dopo.`}</p>
      </Section>
    </>
  );
}

/**
 * What the site keeps about a visitor: nothing while browsing (sito.json's `privacy.navigazione`), and
 * the data of «Avvisami se cambiano» when the build has the notifications and the visitor asks for them.
 */
export function PrivacyView({ data }: PrivacyViewProps) {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as Sito;
  const { privacy, organizzatore, notifiche } = sito;
  const contact = sito.email[0];
  return (
    <Layout>
      <PageIntro kickerText={festivalName(sito)} heading="Privacy">
        <p>Che cosa conserva questo sito di chi lo visita, perché, per quanto tempo e come cancellarlo.</p>
      </PageIntro>
      <div className={frame}>
        <Section id="privacy-navigazione" title="Navigare nel sito">
          <p>{privacy.navigazione}</p>
        </Section>
        {notifiche && (
          <Section id="privacy-avvisi" title="Gli avvisi quando cambiano i tuoi eventi">
            <p>
              Se premi «Avvisami se cambiano» negli strumenti del programma, il sito conserva alcuni dati per mandarti una notifica quando un evento che hai
              salvato cambia. Senza quel pulsante non conserva nulla.
            </p>
          </Section>
        )}
        <Section id="privacy-titolare" title={notifiche ? "Chi conserva i dati" : "Chi gestisce il sito"}>
          <p>
            {`${organizzatore.nome}, ${organizzatore.indirizzo}.`}
            {contact && (
              <>
                {" Per qualsiasi domanda: "}
                <a href={`mailto:${contact}`}>{contact}</a>.
              </>
            )}
          </p>
        </Section>
        {notifiche && <NotificationSections privacy={privacy} notifiche={notifiche} />}
      </div>
    </Layout>
  );
}
