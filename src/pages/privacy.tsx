import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { festivalName } from "../utils/edition-texts";
import { pagePaths } from "../utils/page-paths";
import { PrivacyView, privacyTopics } from "../views/privacy/privacy-view";

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return <PrivacyView data={data} />;
}

export const Head: HeadFC<Queries.PrivacyPageQuery, SharePageContext> = ({ data, pageContext }) => {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.PrivacyPageQuery["sitoJson"]>;
  return (
    <Seo
      share={pageContext.share}
      title="Privacy"
      description={`Che cosa conserva il sito di ${festivalName(sito)} ${privacyTopics(Boolean(sito.notifiche))}.`}
      pathname={pagePaths.privacy}
    />
  );
};

export const query = graphql`
  query PrivacyPage {
    sitoJson {
      nome
      edizione
      organizzatore {
        nome
        indirizzo
      }
      email
      privacy {
        navigazione
      }
      # Null in a build without the notifications (issue 44): the page then says only what browsing the site keeps.
      # Their sections carry sito.json's other privacy texts (gatsby/schema/push-privacy-texts.ts).
      notifiche {
        sezioniPrivacy {
          id
          titolo
          elenco
          paragrafi
        }
      }
    }
  }
`;
