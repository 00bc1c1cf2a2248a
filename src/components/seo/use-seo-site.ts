import { graphql, useStaticQuery } from "gatsby";

export interface SeoSite {
  siteUrl: string;
  nome: string;
  edizione: string;
  badgeDate: string;
  citta: string;
}

/** What every page's head needs from the site: the configured address and the festival's name and dates. */
export function useSeoSite(): SeoSite {
  const data = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
      sitoJson {
        nome
        edizione
        badgeDate
        organizzatore {
          citta
        }
      }
    }
  `);
  // sito.json is validated before every build and siteUrl is always configured, so there is
  // nothing to fall back to here (and every fallback would ship to every page).
  const sito = data.sitoJson as NonNullable<typeof data.sitoJson>;
  return {
    siteUrl: String(data.site?.siteMetadata?.siteUrl).replace(/\/$/, ""),
    nome: sito.nome,
    edizione: sito.edizione,
    badgeDate: sito.badgeDate,
    citta: sito.organizzatore.citta,
  };
}
