import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { festivalName } from "../utils/edition-texts";
import { pagePaths } from "../utils/page-paths";
import { PrintProgrammeView } from "../views/programma-stampabile/print-programme-view";

export default function PrintProgrammePage({ data }: PageProps<Queries.PrintProgrammePageQuery>) {
  return <PrintProgrammeView data={data} />;
}

export const Head: HeadFC<Queries.PrintProgrammePageQuery, SharePageContext> = ({ data, pageContext }) => {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.PrintProgrammePageQuery["sitoJson"]>;
  return (
    <Seo
      share={pageContext.share}
      title="Il programma da stampare"
      description={`Il programma di ${festivalName(sito)} ${sito.periodoDal} da stampare su fogli A4, un giorno per pagina, con orari, luoghi e modifiche.`}
      pathname={pagePaths.stampa}
    />
  );
};

export const query = graphql`
  query PrintProgrammePage {
    # The venues of data/luoghi.json, in their order; the map search's words from gatsby/print.
    allLuoghiJson {
      nodes {
        nome
        descrizione
        mappe
        ricercaMappa
      }
    }
    sitoJson {
      nome
      edizione
      periodoDal
      biglietteria
      prenotazioni
      # The site's address and its QR code, drawn at build time (gatsby/print).
      programmaStampabile {
        indirizzo
        indirizzoBreve
        qrSvg
      }
      # The newest published change of day, time, venue or status (gatsby/event-history).
      modificheProgramma {
        storia
        aggiornato
        aggiornatoTesto
      }
    }
    allProgrammaJson(sort: { data: ASC }) {
      nodes {
        data
        dataCompleta
        utcOffset
        eventi {
          eventId
          ora
          fine
          inizio
          fineIso
          titolo
          speaker
          luogo
          tipo
          stato
          # What a moved event's day, time or venue was when first published, in the cards' words.
          variazioni {
            inizio
            luogo
          }
        }
      }
    }
    # The places left (Ultimi posti, Esaurito; gatsby/schema): a sold-out event prints no link to buy or book.
    allConcertiJson {
      nodes {
        eventId
        ticketLink
        posti {
          valore
          testo
        }
      }
    }
    allTalksJson {
      nodes {
        eventId
        gratuito
        linkPrenotazione
        posti {
          valore
          testo
        }
      }
    }
  }
`;
