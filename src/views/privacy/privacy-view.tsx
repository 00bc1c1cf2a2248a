import React from "react";
import { Layout } from "../../components/layout/layout";
import { PageIntro } from "../../components/page-intro/page-intro";
import { festivalName } from "../../utils/edition-texts";
import { frame, section, sectionTitle } from "./privacy-view.module.scss";

interface PrivacyViewProps {
  data: Queries.PrivacyPageQuery;
}

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

/**
 * What the site keeps about a visitor (issue 44): nothing, but for the notifications of a saved event's
 * change that a visitor asks for. Every text is sito.json's `privacy` and `organizzatore`; until when
 * the data is kept is computed from the edition's last day (gatsby/schema/site-types.ts).
 */
export function PrivacyView({ data }: PrivacyViewProps) {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.PrivacyPageQuery["sitoJson"]>;
  const { privacy, organizzatore, notifiche } = sito;
  const contact = sito.email[0];
  return (
    <Layout>
      <PageIntro kickerText={festivalName(sito)} heading="Privacy">
        <p>Che cosa conserva questo sito di chi lo visita, perché, per quanto tempo e come cancellarlo.</p>
      </PageIntro>
      <div className={frame}>
        <Section id="privacy-sito" title="Il sito">
          <p>{privacy.restoDelSito}</p>
        </Section>
        {notifiche && (
          <Section id="privacy-avvisi" title="Gli avvisi quando cambiano i tuoi eventi">
            <p>
              Se premi «Avvisami se cambiano» negli strumenti del programma, il sito conserva alcuni dati per mandarti una notifica quando un evento che hai
              salvato cambia. Senza quel pulsante non conserva nulla.
            </p>
          </Section>
        )}
        <Section id="privacy-titolare" title="Chi conserva i dati">
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
        {notifiche && (
          <>
            <Section id="privacy-dove" title="Dove">
              <p>{`Su ${privacy.ospite}, che pubblica il sito.`}</p>
            </Section>
            <Section id="privacy-dati" title="Quali dati">
              <p>{privacy.datiConservati}</p>
            </Section>
            <Section id="privacy-perche" title="Perché">
              <p>{privacy.scopo}</p>
            </Section>
            <Section id="privacy-durata" title="Per quanto tempo">
              <p>{`Al massimo ${notifiche.fino}, una settimana dopo l'ultimo giorno del festival: poi vengono cancellati anche se non fai nulla.`}</p>
            </Section>
            <Section id="privacy-cancellazione" title="Come cancellarli">
              <p>{privacy.cancellazione}</p>
            </Section>
          </>
        )}
      </div>
    </Layout>
  );
}
