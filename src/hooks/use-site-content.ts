import { graphql, useStaticQuery } from "gatsby";

/**
 * Site-wide content for the shared parts (top bar, footer): sito.json plus the concert ticket
 * links that the Biglietti menu and the footer list on every page, and the notices valid at build time.
 */
export function useSiteContent(): Queries.SiteContentQuery {
  return useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      sitoJson {
        ...SiteChrome
      }
      allConcertiJson(sort: [{ data: ASC }, { ora: ASC }]) {
        nodes {
          ...TicketLink
        }
      }
      avvisiBuild {
        programma
        attivi {
          ...ActiveNotice
        }
      }
    }
  `);
}

export const siteChromeFragments = graphql`
  fragment SiteChrome on SitoJson {
    nome
    edizione
    tagline
    logoAlt
    logo {
      childImageSharp {
        gatsbyImageData(layout: FIXED, width: 40, height: 40)
      }
    }
    organizzatore {
      nome
      indirizzo
      citta
    }
    telefoni
    email
    social {
      rete
      nome
      url
    }
    biglietteria
  }

  # Aliased to the names of a published notice (src/components/notice-slots/notices-file.ts).
  fragment ActiveNotice on AvvisiJson {
    id: codice
    testo
    evento
    pagina
    dal: dalIso
    al: alIso
    finestra
    importante
  }

  fragment TicketLink on ConcertiJson {
    artista
    data
    dataBreve
    ora
    luogo
    stato
    disponibilita
    ticketLink
  }
`;
