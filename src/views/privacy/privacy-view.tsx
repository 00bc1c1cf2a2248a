import React from "react";
import { Layout } from "../../components/layout/layout";
import { TextSection } from "../../components/text-section/text-section";
import { PageIntro } from "../../components/page-intro/page-intro";
import { festivalName } from "../../utils/edition-texts";
import { frame, list } from "./privacy-view.module.scss";

interface PrivacyViewProps {
  data: Queries.PrivacyPageQuery;
}

type Sito = NonNullable<Queries.PrivacyPageQuery["sitoJson"]>;

/** What the page tells, for its intro and its description: without the notifications there is nothing to delete. */
export const privacyTopics = (withNotifications: boolean) =>
  withNotifications ? "di chi lo visita, perché, per quanto tempo e come cancellarlo" : "di chi lo visita, e chi lo gestisce";

/**
 * What the site keeps about a visitor: nothing while browsing (sito.json's `privacy.navigazione`) and,
 * in a build with the notifications, what «Avvisami se cambiano» keeps. Those sections are worded at
 * build time from the code's retention facts (gatsby/schema/push-privacy-texts.ts), so they come as data.
 */
export function PrivacyView({ data }: PrivacyViewProps) {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as Sito;
  const { privacy, organizzatore, notifiche } = sito;
  const contact = sito.email[0];
  return (
    <Layout>
      <PageIntro kickerText={festivalName(sito)} heading="Privacy">
        <p>{`Che cosa conserva questo sito ${privacyTopics(Boolean(notifiche))}.`}</p>
      </PageIntro>
      <div className={frame}>
        <TextSection id="privacy-navigazione" title="Navigare nel sito">
          <p>{privacy.navigazione}</p>
        </TextSection>
        {notifiche?.sezioniPrivacy.map(({ id, titolo, elenco, paragrafi }) => (
          <TextSection key={id} id={id} title={titolo}>
            {elenco.length > 0 && (
              <ul className={list}>
                {elenco.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {paragrafi.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </TextSection>
        ))}
        <TextSection id="privacy-titolare" title={notifiche ? "Chi conserva i dati" : "Chi gestisce il sito"}>
          <p>
            {`${organizzatore.nome}, ${organizzatore.indirizzo}.`}
            {contact && (
              <>
                {" Per qualsiasi domanda: "}
                <a href={`mailto:${contact}`}>{contact}</a>.
              </>
            )}
          </p>
        </TextSection>
      </div>
    </Layout>
  );
}
