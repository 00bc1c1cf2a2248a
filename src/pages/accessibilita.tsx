import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { festivalName } from "../utils/edition-texts";
import { pagePaths } from "../utils/page-paths";
import { AccessibilitaView } from "../views/accessibilita/accessibilita-view";

export default function AccessibilitaPage({ data }: PageProps<Queries.AccessibilitaPageQuery>) {
  return <AccessibilitaView data={data} />;
}

export const Head: HeadFC<Queries.AccessibilitaPageQuery, SharePageContext> = ({ data, pageContext }) => {
  // sito.json is checked before every build (gatsby/data-validation), so it is always there.
  const sito = data.sitoJson as NonNullable<Queries.AccessibilitaPageQuery["sitoJson"]>;
  return (
    <Seo
      share={pageContext.share}
      title="Accessibilità"
      description={`Partecipare a ${festivalName(sito)}: servizi, come si entra nei luoghi, eventi con LIS o sottotitoli, e la dichiarazione di accessibilità del sito.`}
      pathname={pagePaths.accessibilita}
    />
  );
};

export const query = graphql`
  query AccessibilitaPage {
    sitoJson {
      nome
      edizione
      email
      emailAccessibilita
      biglietteria
      prenotazioni
      organizzatore {
        nome
      }
      serviziAccessibilita {
        titolo
        testo
      }
      dichiarazioneAccessibilita {
        dataValutazione
        metodo
        valutatoDa
        verificheManuali
        nonVerificato
        barriere {
          contenuto
          motivo
        }
        requisiti
        modello
      }
    }
    allLuoghiJson {
      nodes {
        nome
        percorso
        inProgramma
        accesso {
          nota
          verificatoIl
        }
        accessoParole {
          fatto
          etichetta
          valore
          verificato
        }
      }
    }
    allProgrammaJson(sort: { data: ASC }) {
      nodes {
        giorno
        eventi {
          eventId
          ora
          titolo
          luogo
          stato
          paginaLuogo
          etichette {
            campo
            testo
          }
        }
      }
    }
  }
`;
