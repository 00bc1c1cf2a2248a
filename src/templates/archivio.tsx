import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { JsonLdScript } from "../components/seo/json-ld-script";
import { Seo } from "../components/seo";
import type { SharePageContext } from "../seo/share-image";
import { archivePagePath } from "../utils/archive-paths";
import { ArchivioView } from "../views/archivio/archivio-view";

/** An archived edition's page, /edizioni/<anno>/, one per folder of data/archivio/ (gatsby/archive). */
export default function EdizioneArchiviataPage({ data }: PageProps<Queries.ArchivioPageQuery>) {
  // The events' JSON-LD at the end of the body, as on /concerti and /talks: it grows with the events.
  return (
    <>
      <ArchivioView data={data} />
      {data.sitoJson && <JsonLdScript json={data.sitoJson.jsonLd} />}
    </>
  );
}

export const Head: HeadFC<Queries.ArchivioPageQuery, SharePageContext> = ({ data, pageContext }) => {
  // sito.json and the edition of this year are checked before every build (gatsby/data-validation).
  const sito = data.sitoJson as NonNullable<Queries.ArchivioPageQuery["sitoJson"]>;
  const edizione = data.edizioniJson as NonNullable<Queries.ArchivioPageQuery["edizioniJson"]>;
  return (
    <Seo
      share={pageContext.share}
      title={sito.testi.titolo ?? `${sito.nome} ${edizione.anno}`}
      description={sito.testi.descrizione}
      pathname={archivePagePath(edizione.anno)}
      shareText={{ nome: sito.nome, edizione: String(edizione.anno), badgeDate: edizione.data, citta: sito.organizzatore.citta }}
    />
  );
};

// The same fields as the current edition's fragments (ConcertCard, TalkCard, ProgrammeDay), on the
// archive's own node types; the image arguments are kept in step by `npm run image-layout`.
export const query = graphql`
  query ArchivioPage($anno: Int!) {
    sitoJson {
      nome
      edizione
      periodoDal
      biglietteria
      prenotazioni
      organizzatore {
        citta
      }
      # Derived from the data at build time (gatsby/page-texts, gatsby/json-ld).
      testi: testiArchivio(anno: $anno) {
        titolo
        descrizione
        occhiello
      }
      jsonLd: archivioJsonLd(anno: $anno)
    }
    edizioniJson(anno: { eq: $anno }) {
      anno
      data
      luogo
      descrizione
    }
    allArchivioProgrammaJson(filter: { anno: { eq: $anno } }, sort: { data: ASC }) {
      nodes {
        giorno
        data
        utcOffset
        eventi {
          ...ProgrammeEvent
        }
      }
    }
    allArchivioConcertiJson(filter: { anno: { eq: $anno } }, sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        ...ArchiveConcertCard
      }
    }
    allArchivioTalksJson(filter: { anno: { eq: $anno } }, sort: [{ data: ASC }, { ora: ASC }]) {
      nodes {
        titolo
        speaker
        data
        dataCompleta
        inizio
        eventId
        ora
        luogo
        paginaLuogo
        stato
        fine
        fineIso
        etichette {
          ...EventLabel
        }
        posti {
          ...EventLabel
        }
        descrizione
        linkPrenotazione
        immagineAlt
        immagine {
          ...TalkImage
        }
        secondaImmagineAlt
        secondaImmagine {
          ...TalkImage
        }
        terzaImmagineAlt
        terzaImmagine {
          ...TalkImage
        }
        quartaImmagineAlt
        quartaImmagine {
          ...TalkImage
        }
      }
    }
  }

  fragment ArchiveConcertCard on ArchivioConcertiJson {
    artista
    data
    dataCompleta
    inizio
    eventId
    ora
    luogo
    paginaLuogo
    stato
    fine
    fineIso
    etichette {
      ...EventLabel
    }
    posti {
      ...EventLabel
    }
    descrizione
    ticketLink
    immagineAlt
    immagine {
      childImageSharp {
        gatsbyImageData(width: 1035, aspectRatio: 0.8, breakpoints: [456, 687, 1035])
      }
    }
  }
`;
